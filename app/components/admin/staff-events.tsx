import { useEffect, useEffectEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { notify } from "../../lib/toast.ts";

const INBOX = "/admin/messages/contact";
/** After the server refused the stream (signed out, no permission), try again this much later. */
const REOPEN_MS = 60_000;

type Incoming = { type?: unknown; id?: unknown; topic?: unknown };

function parse(data: string): Incoming | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

/**
 * Listens to staff events for the whole back-office (mounted once, in its layout). A new contact
 * message shows a polite toast with a link to the inbox and reloads the page's data, so the menu's
 * count and the dashboard's numbers come from the server, as everywhere else.
 */
export function StaffEvents() {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();

  const refresh = useEffectEvent(() => void revalidate());
  const onEvent = useEffectEvent((event: Incoming) => {
    if (event.type !== "contact-message") return;
    const topic = typeof event.topic === "string" ? event.topic : "";
    notify.info(
      <span>
        มีข้อความติดต่อใหม่: {topic}{" "}
        <a
          href={INBOX}
          onClick={(e) => {
            e.preventDefault();
            void navigate(INBOX);
          }}
        >
          เปิดกล่องข้อความ
        </a>
      </span>,
      { role: "status", autoClose: 8000, toastId: `contact-message-${String(event.id)}` },
    );
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    // Several events at once (or a reconnect) reload the data once.
    const refreshSoon = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(refresh, 100);
    };
    const open = () => {
      let lost = false;
      source = new EventSource("/admin/events");
      source.onmessage = (e: MessageEvent<string>) => {
        const event = parse(e.data);
        if (!event) return;
        onEvent(event);
        refreshSoon();
      };
      source.onopen = () => {
        // Events sent while the connection was down are gone: catch up by reloading the data.
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
