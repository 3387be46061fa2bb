import type { ClientInstrumentation } from "react-router";

const KEY = "sukhaphap:pending-navigation";

/** `unloaded`: the page went away while this navigation was still loading. */
export type PendingNavigation = { to: string; since: number; attempts: number; unloaded?: boolean };

export function readPending(): PendingNavigation | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "null") as PendingNavigation | null;
  } catch {
    return null;
  }
}

export function writePending(pending: PendingNavigation | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): recovery simply does not happen.
  }
}

function targetOf(to: string | number, formMethod?: string, formData?: FormData): string | null {
  if (typeof to === "number") return null;
  if (!formMethod) return to;
  if (formMethod.toLowerCase() !== "get" || !formData) return null;
  const url = new URL(to, window.location.href);
  url.search = new URLSearchParams(formData as unknown as Record<string, string>).toString();
  return url.pathname + url.search;
}

/**
 * Records where each navigation goes before React Router starts loading its code, so that the
 * reload React Router does when that code fails to download knows what to try again.
 */
export const pendingNavigation: ClientInstrumentation = {
  router({ instrument }) {
    window.addEventListener("pagehide", () => {
      const pending = readPending();
      if (pending) writePending({ ...pending, unloaded: true });
    });
    instrument({
      async navigate(callNavigate, { to, formMethod, formData }) {
        const target = targetOf(to, formMethod, formData);
        if (target) {
          const previous = readPending();
          writePending(
            previous?.to === target ? previous : { to: target, since: Date.now(), attempts: 0 },
          );
        }
        await callNavigate();
        if (target && readPending()?.to === target) writePending(null);
      },
    });
  },
};
