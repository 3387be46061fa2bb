import { NavLink } from "react-router";
import { isGroup, MENU } from "../../content/site-menu.ts";
import { MenuLinks } from "./menu-links.tsx";

/**
 * The horizontal menu for wide screens: groups are disclosure buttons, which the public pages'
 * script opens and closes (`enhance/desktop-menu.ts`).
 */
export function DesktopMenu() {
  return (
    <ul className="desktop-menu" role="list">
      {MENU.map((entry) =>
        isGroup(entry) ? (
          <li key={entry.id} className="menu-group">
            <button
              type="button"
              className="menu-top"
              aria-expanded={false}
              aria-controls={`menu-${entry.id}`}
            >
              {entry.label}
              <span className="chevron" aria-hidden="true" />
            </button>
            <MenuLinks id={`menu-${entry.id}`} links={entry.children} className="submenu" />
          </li>
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
