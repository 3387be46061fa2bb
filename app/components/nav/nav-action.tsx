import type { Ref } from "react";

/**
 * A navigation-bar action: a plain link without JavaScript (`href`), a mode switch with it;
 * its code is fetched as soon as the pointer or focus reaches it.
 */
export function NavAction({
  ref,
  href,
  label,
  icon,
  className = "nav-action",
  preload,
  onActivate,
  ...aria
}: {
  ref: Ref<HTMLAnchorElement>;
  href: string;
  label: string;
  icon: string;
  className?: string;
  preload: () => void;
  onActivate: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <a
      ref={ref}
      href={href}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(e) => {
        e.preventDefault();
        onActivate();
      }}
      {...aria}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="nav-action-label">{label}</span>
    </a>
  );
}
