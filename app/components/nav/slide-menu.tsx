import { NavLink } from "react-router";
import { isGroup, MENU } from "../../content/site-menu.ts";
import { MenuLinks } from "./menu-links.tsx";

/**
 * The compact layout's slide-out menu: a modal dialog with expandable groups, closed until the
 * public pages' script opens it (focus kept inside, Esc closes, focus returns to the menu button).
 */
export function SlideMenu() {
  return (
    <dialog id="slide-menu" className="slide-menu" aria-label="เมนูหลัก">
      <div className="slide-menu-head">
        <p className="slide-menu-title">เมนู</p>
        <button type="button" className="icon-button" data-closes-mode aria-label="ปิดเมนู">
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
                  aria-expanded={false}
                  aria-controls={`slide-${entry.id}`}
                >
                  {entry.label}
                  <span className="chevron" aria-hidden="true" />
                </button>
                <MenuLinks id={`slide-${entry.id}`} links={entry.children} hidden />
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
