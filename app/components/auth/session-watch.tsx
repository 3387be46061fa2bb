import { useEffect } from "react";
import { useNavigate } from "react-router";
import { SESSION_MESSAGES } from "../../lib/sign-in-messages.ts";
import { notify } from "../../lib/toast.ts";

export const SESSION_CHECK_MS = 10_000;

/** Asks the server every 10 seconds whether the session lives; when it ends, says so and signs in again. */
export function SessionWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/api/session", { cache: "no-store" });
        // Only the server's answer that the session ended ends it: a 503 while the database is
        // away says nothing of the session, and leaving would lose what is on the page.
        if (!response.ok) return;
        const body = (await response.json()) as { active: boolean };
        if (body.active || stopped) return;
        stopped = true;
        clearInterval(timer);
        notify.warning(SESSION_MESSAGES.expired);
        navigate(`/signin?expired=1&next=${encodeURIComponent(window.location.pathname)}`);
      } catch {
        // Offline for a moment: the next check decides.
      }
    }, SESSION_CHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [navigate]);
  return null;
}
