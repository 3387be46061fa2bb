import { useEffect, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { type PendingNavigation, readPending, writePending } from "../lib/pending-navigation.ts";
import { GIVE_UP_MS, ReloadNotice, retryDelay } from "./reload-notice.tsx";

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Whether this page load is the reload of a page left while the pending navigation loaded. */
function reloadedAfter(pending: PendingNavigation): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  return pending.unloaded === true && (!entry || entry.type === "reload");
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

  useEffect(() => {
    const pending = readPending();
    if (!pending || pending.to === here() || !reloadedAfter(pending)) {
      writePending(null);
      return;
    }
    const giveUp = Date.now() - pending.since >= GIVE_UP_MS;
    writePending(giveUp ? null : { ...pending, attempts: pending.attempts + 1, unloaded: false });
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
    if (!target) return;
    const since = readPending()?.since ?? Date.now();
    const timer = setTimeout(
      () => setFailedTo(target),
      Math.max(0, GIVE_UP_MS - (Date.now() - since)),
    );
    return () => clearTimeout(timer);
  }, [target]);

  return failedTo ? <ReloadNotice href={failedTo} /> : null;
}
