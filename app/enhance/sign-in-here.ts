import { SIGN_IN_HERE } from "../lib/page-handle.ts";

/**
 * "Staff sign-in" on an HTML-only page: the same page again, hydrated, with the sign-in box open
 * over it (`components/auth/staff-sign-in-link.tsx`). On a hydrated page React opens the box
 * itself and this does nothing.
 */
export function enhanceSignInHere(): void {
  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || !(e.target as Element).closest("a[data-sign-in-here]")) return;
    e.preventDefault();
    const here = new URL(location.href);
    here.searchParams.set(SIGN_IN_HERE, "");
    location.assign(here);
  });
}
