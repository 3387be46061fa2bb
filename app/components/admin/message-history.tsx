import type { HistoryEntry } from "../../domain/contact/contact-inbox.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { MESSAGE_EVENTS } from "../../lib/staff/contact-inbox.ts";

/** What happened to a message, newest first, with who did it and when. */
export function MessageHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section className="admin-section" aria-labelledby="history-title">
      <h2 id="history-title">ประวัติการดำเนินการ</h2>
      {history.length ? (
        <ol className="message-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <strong>{MESSAGE_EVENTS[entry.action] ?? entry.action}</strong> โดย{" "}
              {entry.who ?? "ระบบ"} · <time dateTime={entry.at}>{thaiDateTime(entry.at)}</time>
              {entry.detail ? <span className="status-note">{entry.detail}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>ยังไม่มีประวัติการดำเนินการ</p>
      )}
    </section>
  );
}
