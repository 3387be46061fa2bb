import { useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router";

const NARROW = "(max-width: 900px)";

const watchWidth = (changed: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

/**
 * The back-office's menu: open beside the page on a wide screen; on a phone folded under its
 * button above the page, opened by the writer and folded again once they move. Without
 * JavaScript it stays open.
 */
export function MenuFold({ children }: { children: ReactNode }) {
  const narrow = useSyncExternalStore(
    watchWidth,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = !narrow || openedAt === pathname;
  return (
    <details
      className="admin-menu-fold"
      open={open}
      onToggle={(e) => {
        if (narrow) setOpenedAt(e.currentTarget.open ? pathname : null);
      }}
    >
      <summary className="button button-secondary">เมนู</summary>
      {children}
    </details>
  );
}
