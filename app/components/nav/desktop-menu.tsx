import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { isGroup, MENU, type MenuGroup } from "../../content/site-menu.ts";
import { MenuLinks } from "./menu-links.tsx";

function Group({
  group,
  open,
  onToggle,
}: {
  group: MenuGroup;
  open: boolean;
  onToggle: (id: string | null) => void;
}) {
  const listId = `menu-${group.id}`;
  return (
    <li className="menu-group" data-open={open || undefined}>
      <button
        type="button"
        className="menu-top"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(open ? null : group.id)}
      >
        {group.label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <MenuLinks id={listId} links={group.children} className="submenu" />
    </li>
  );
}

/** The horizontal menu for wide screens: groups are disclosure buttons; Esc and outside clicks close. */
export function DesktopMenu() {
  const [openId, setOpenId] = useState<string | null>(null);
  const ref = useRef<HTMLUListElement>(null);
  const location = useLocation();

  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (!openId) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const button = ref.current?.querySelector<HTMLButtonElement>(
        `[aria-controls="menu-${openId}"]`,
      );
      setOpenId(null);
      button?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openId]);

  return (
    <ul className="desktop-menu" role="list" ref={ref}>
      {MENU.map((entry) =>
        isGroup(entry) ? (
          <Group key={entry.id} group={entry} open={openId === entry.id} onToggle={setOpenId} />
        ) : (
          <li key={entry.path}>
            <NavLink to={entry.path} className="menu-top" end>
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
