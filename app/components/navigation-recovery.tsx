import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { GIVE_UP_MS, ReloadNotice, retryDelay } from "./reload-notice.tsx";

const KEY = "sukhaphap:pending-navigation";

type Pending = { to: string; since: number; attempts: number; at: number };

/** React Router reloads at once when code fails; an older record is a navigation abandoned. */
const RELOAD_WINDOW_MS = 30_000;

function readPending(): Pending | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Pending | null;
  } catch {
    return null;
  }
}

function writePending(pending: Pending | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): recovery simply does not happen.
  }
}

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Whether this page load is React Router's reload right after the pending navigation failed. */
function reloadedAfter(pending: Pending): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  if (entry && entry.type !== "reload") return false;
  return Date.now() - pending.at < RELOAD_WINDOW_MS;
}

/**
 * When the code of the next page cannot be downloaded, React Router reloads the current page.
 * This remembers where the visitor was going, tries again with growing pauses, and after
 * 120 seconds (or a navigation stuck that long) shows a message with a reload of that page.
 */
export function NavigationRecovery() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [failedTo, setFailedTo] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const pending = readPending();
    if (!pending || pending.to === here() || !reloadedAfter(pending)) {
      writePending(null);
      return;
    }
    const giveUp = Date.now() - pending.since >= GIVE_UP_MS;
    writePending(giveUp ? null : { ...pending, attempts: pending.attempts + 1, at: Date.now() });
    const timer = setTimeout(
      () => (giveUp ? setFailedTo(pending.to) : navigate(pending.to)),
      giveUp ? 0 : retryDelay(pending.attempts),
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  const target = navigation.location
    ? navigation.location.pathname + navigation.location.search + navigation.location.hash
    : null;

  useEffect(() => {
    if (!target) {
      if (started.current) writePending(null);
      return;
    }
    started.current = true;
    const previous = readPending();
    const now = Date.now();
    const pending: Pending =
      previous?.to === target
        ? { ...previous, at: now }
        : { to: target, since: now, attempts: 0, at: now };
    writePending(pending);
    const timer = setTimeout(
      () => setFailedTo(target),
      Math.max(0, GIVE_UP_MS - (Date.now() - pending.since)),
    );
    return () => clearTimeout(timer);
  }, [target]);

  return failedTo ? <ReloadNotice href={failedTo} /> : null;
}
