import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { useFocusTrap } from "../use-focus-trap.ts";
import { isGroup, MENU } from "../../content/site-menu.ts";
import { MenuLinks } from "./menu-links.tsx";

/**
 * The compact layout's slide-out menu, shown while mounted: a modal dialog (focus kept inside, Esc closes, focus returns
 * to the menu button) with expandable groups.
 */
export default function SlideMenu({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  useFocusTrap(dialog, true);

  return (
    // Clicking the backdrop closes the menu; keyboard users close it with Esc or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id="slide-menu"
      className="slide-menu"
      aria-label="เมนูหลัก"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="slide-menu-head">
        <p className="slide-menu-title">เมนู</p>
        <button type="button" className="icon-button" onClick={onClose} aria-label="ปิดเมนู">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <nav aria-label="เมนูหลัก (แบบย่อ)">
        <ul role="list">
          {MENU.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.id}>
                <button
                  type="button"
                  className="slide-group"
                  aria-expanded={expanded === entry.id}
                  aria-controls={`slide-${entry.id}`}
                  onClick={() => setExpanded(expanded === entry.id ? null : entry.id)}
                >
                  {entry.label}
                  <span className="chevron" aria-hidden="true" />
                </button>
                <MenuLinks
                  id={`slide-${entry.id}`}
                  links={entry.children}
                  hidden={expanded !== entry.id}
                />
              </li>
            ) : (
              <li key={entry.path}>
                <NavLink to={entry.path} end className="slide-link">
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </dialog>
  );
}
