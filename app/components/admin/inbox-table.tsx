import { Link } from "react-router";
import type { InboxItem } from "../../domain/contact/contact-inbox.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { CONTACT_STATUSES, INBOX_PATH } from "../../lib/staff/contact-inbox.ts";
import type { ContactStatus } from "../../db/schema.ts";

export function MessageStatus({ status }: { status: ContactStatus }) {
  return (
    <span className={`message-status message-status-${status}`}>{CONTACT_STATUSES[status]}</span>
  );
}

/** One page of the inbox; unread messages are bold, marked with a dot and said in words. */
export function InboxTable({ items, caption }: { items: InboxItem[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="admin-table inbox-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">วันที่ส่ง</th>
            <th scope="col">ผู้ติดต่อ</th>
            <th scope="col">หัวข้อ</th>
            <th scope="col">สถานะ</th>
            <th scope="col">ผู้รับผิดชอบ</th>
            <th scope="col">จัดการ</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={item.unread ? "unread" : undefined}>
              <td>
                {item.unread ? <span className="unread-dot" aria-hidden="true" /> : null}
                {thaiDateTime(item.createdAt)}
              </td>
              <td>
                <bdi>{item.sender}</bdi>
                <span className="status-note">
                  <bdi>{item.email}</bdi>
                </span>
              </td>
              <td>
                <Link to={`${INBOX_PATH}/${item.id}`}>
                  {item.topic}
                  <span className="visually-hidden">
                    {" "}
                    จาก <bdi>{item.sender}</bdi>
                    {item.unread ? " (ยังไม่อ่าน)" : ""}
                  </span>
                </Link>
                <span className="status-note">
                  {item.reference}
                  {item.healthData ? " · มีข้อมูลสุขภาพ" : ""}
                </span>
              </td>
              <td>
                <MessageStatus status={item.status} />
              </td>
              <td>{item.assignee ?? "—"}</td>
              <td>
                <Link to={`${INBOX_PATH}/${item.id}/setting`}>
                  จัดการ<span className="visually-hidden"> ข้อความ {item.reference}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
