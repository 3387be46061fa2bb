import { useEffect, useEffectEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { notify } from "../../lib/toast.ts";

const INBOX = "/admin/messages/contact";
/** After the server refused the stream (signed out, no permission), try again this much later. */
const REOPEN_MS = 60_000;

type Incoming = { type?: unknown; id?: unknown; topic?: unknown; newMessages?: unknown };

function parse(data: string): Incoming | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

/** Pages that list messages, waiting to reload their data when one arrives. */
const pageRefreshers = new Set<() => void>();

/**
 * For a page that shows the inbox's numbers and holds no form results (the dashboard, the inbox):
 * its data is reloaded when a message arrives. Other pages are left alone, since reloading the
 * data throws away what an action answered (a search's results, a form's errors).
 */
export function useRefreshOnNewMessage() {
  const { revalidate } = useRevalidator();
  const refresh = useEffectEvent(() => void revalidate());
  useEffect(() => {
    const listener = () => refresh();
    pageRefreshers.add(listener);
    return () => {
      pageRefreshers.delete(listener);
    };
  }, []);
}

/**
 * Listens to staff events for the whole back-office (mounted once, in its layout). A new contact
 * message shows a polite toast with a link to the inbox; every event carries the count of new
 * messages for the menu, handed to `onCount`.
 */
export function StaffEvents({ onCount }: { onCount: (count: number) => void }) {
  const navigate = useNavigate();

  const onEvent = useEffectEvent((event: Incoming) => {
    if (typeof event.newMessages === "number") onCount(event.newMessages);
    if (event.type !== "contact-message") return;
    const topic = typeof event.topic === "string" ? event.topic : "";
    notify.info(`มีข้อความติดต่อใหม่: ${topic}`, {
      shownMs: 8000,
      id: typeof event.id === "number" ? `contact-message-${event.id}` : undefined,
      link: { href: INBOX, text: "เปิดกล่องข้อความ", follow: (href) => void navigate(href) },
    });
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    // Several events at once (or a reconnect) reload the page's data once.
    const refreshSoon = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => pageRefreshers.forEach((refresh) => refresh()), 100);
    };
    const open = () => {
      let lost = false;
      source = new EventSource("/admin/events");
      source.onmessage = (e: MessageEvent<string>) => {
        const event = parse(e.data);
        if (!event) return;
        onEvent(event);
        if (event.type === "contact-message") refreshSoon();
      };
      source.onopen = () => {
        // Messages sent while the connection was down are gone: catch up by reloading the data.
        if (lost) refreshSoon();
        lost = false;
      };
      source.onerror = () => {
        lost = true;
        // The browser reconnects by itself unless the server refused; then try much later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      clearTimeout(refreshTimer);
      source?.close();
    };
  }, []);

  return null;
}
