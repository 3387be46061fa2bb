import "../../styles/contact-inbox.css";
import { Link } from "react-router";
import { MessageStatus } from "../../components/admin/inbox-table.tsx";
import { MessageHistory } from "../../components/admin/message-history.tsx";
import { requireView } from "../guards.server.ts";
import { openMessage } from "../../domain/contact/contact-inbox.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import { INBOX_PATH } from "../../lib/staff/contact-inbox.ts";
import type { Route } from "./+types/message";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const opened = await openMessage(actorOf(args.request, user), idParam(args.params.id));
  if (!opened) notFound();
  return opened;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `ข้อความ ${loaderData?.message.reference ?? ""} | ระบบจัดการเว็บไซต์` },
];

/** One message as it was sent, with the consent given and what has been done about it. */
export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { message, history } = loaderData;
  return (
    <div className="admin-page">
      <p>
        <Link to={INBOX_PATH}>‹ กลับไปกล่องข้อความ</Link>
      </p>
      <div className="admin-page-head">
        <h1>{message.topic}</h1>
        <Link to={`${INBOX_PATH}/${message.id}/setting`} className="button">
          จัดการข้อความ
        </Link>
      </div>
      <dl className="message-facts">
        <dt>เลขอ้างอิง</dt>
        <dd>{message.reference}</dd>
        <dt>สถานะ</dt>
        <dd>
          <MessageStatus status={message.status} />
        </dd>
        <dt>ผู้ติดต่อ</dt>
        <dd>
          <bdi>{message.full_name}</bdi>
        </dd>
        <dt>โทรศัพท์</dt>
        <dd>
          <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>
            <bdi>{message.phone}</bdi>
          </a>
        </dd>
        <dt>อีเมล</dt>
        <dd>
          <a href={`mailto:${message.email}`}>
            <bdi>{message.email}</bdi>
          </a>
        </dd>
        <dt>ส่งเมื่อ</dt>
        <dd>
          <time dateTime={message.created_at}>{thaiDateTime(message.created_at)}</time>
        </dd>
        <dt>ผู้รับผิดชอบ</dt>
        <dd>{message.assignee_name ?? "ยังไม่มอบหมาย"}</dd>
        <dt>เปิดอ่านครั้งแรก</dt>
        <dd>
          {message.read_at
            ? `${thaiDateTime(message.read_at)}${message.reader_name ? ` โดย ${message.reader_name}` : ""}`
            : "ยังไม่มีผู้อ่าน"}
        </dd>
      </dl>
      {message.health_data === 1 ? (
        <p className="notice">
          ข้อความนี้มีข้อมูลสุขภาพ (ข้อมูลอ่อนไหวตาม พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล) ใช้เพื่อตอบเรื่องนี้เท่านั้น
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="message-title">
        <h2 id="message-title">ข้อความ</h2>
        <p className="message-text" dir="auto">
          {message.message}
        </p>
      </section>
      {message.note ? (
        <section className="admin-section" aria-labelledby="note-title">
          <h2 id="note-title">บันทึกภายใน</h2>
          <p className="message-text">{message.note}</p>
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="consent-title">
        <h2 id="consent-title">ความยินยอม</h2>
        <p className="message-text">{message.consent_text}</p>
        <p>
          ให้ความยินยอมเมื่อ{" "}
          <time dateTime={message.consent_at}>{thaiDateTime(message.consent_at)}</time>
        </p>
      </section>
      <MessageHistory history={history} />
    </div>
  );
}
