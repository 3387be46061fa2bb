import { NavLink } from "react-router";
import type { MenuLink } from "../../content/site-menu.ts";

/** The links of one menu group. */
export function MenuLinks({
  id,
  links,
  className,
  hidden,
}: {
  id: string;
  links: MenuLink[];
  className?: string;
  hidden?: boolean;
}) {
  return (
    <ul id={id} className={className} role="list" hidden={hidden}>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} end>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
