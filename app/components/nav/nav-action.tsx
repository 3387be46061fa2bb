import type { MenuMode } from "../../lib/menu-modes.ts";

/**
 * A navigation-bar action: a plain link without JavaScript (`href`), a switch to `mode` with it
 * (`enhance/nav-modes.ts`).
 */
export function NavAction({
  href,
  label,
  icon,
  className = "nav-action",
  mode,
  ...aria
}: {
  href: string;
  label: string;
  icon: string;
  className?: string;
  mode: MenuMode;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <a href={href} className={className} data-opens-mode={mode} {...aria}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="nav-action-label">{label}</span>
    </a>
  );
}
