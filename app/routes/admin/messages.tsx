import "../../styles/contact-inbox.css";
import { Link } from "react-router";
import { InboxFilters } from "../../components/admin/inbox-filters.tsx";
import { InboxTable } from "../../components/admin/inbox-table.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { requireView } from "../guards.server.ts";
import { inboxPage, inboxQuery, messageTopics } from "../../domain/contact/contact-inbox.server.ts";
import { formatCount } from "../../lib/format.ts";
import { notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { mayView } from "../../lib/route-policy.ts";
import { INBOX_PATH, inboxParams, PRIVACY_PATH } from "../../lib/staff/contact-inbox.ts";
import type { Route } from "./+types/messages";
import { useRefreshOnNewMessage } from "../../components/admin/staff-events.tsx";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const url = new URL(args.request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const query = inboxQuery(url);
  const list = await inboxPage(query, page);
  if (page > list.pages) notFound();
  const deleted = url.searchParams.get("deleted") ?? "";
  return {
    query,
    list,
    topics: await messageTopics(),
    canExport: mayView(user, "/admin/messages/contact/export"),
    canUsePrivacyTools: mayView(user, PRIVACY_PATH),
    deleted: /^C-[A-Z0-9]{4,12}$/.test(deleted) ? deleted : null,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "ข้อความติดต่อ | ระบบจัดการเว็บไซต์" }];

/** Messages from the contact form: find, filter, page, and open one to handle it. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  useRefreshOnNewMessage();
  const { query, list, topics, canExport, canUsePrivacyTools, deleted } = loaderData;
  const params = inboxParams(query);
  const filtered = Boolean(query.q || query.status || query.topic);
  const exportHref = (format: string) => {
    const withFormat = new URLSearchParams(params);
    withFormat.set("format", format);
    return `${INBOX_PATH}/export?${withFormat.toString()}`;
  };
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1>ข้อความติดต่อ</h1>
        {canUsePrivacyTools ? (
          <Link to={PRIVACY_PATH} className="button button-secondary">
            คำขอข้อมูลส่วนบุคคล
          </Link>
        ) : null}
      </div>
      {deleted ? <Notice result={{ ok: true, message: `ลบข้อความ ${deleted} แล้ว` }} /> : null}
      <InboxFilters key={params.toString()} query={query} topics={topics} />
      <p role="status">พบ {formatCount(list.total)} ข้อความ</p>
      {canExport && list.total > 0 ? (
        <div className="export-links">
          <a href={exportHref("csv")} className="button button-secondary" download>
            ส่งออก CSV
          </a>
          <a href={exportHref("json")} className="button button-secondary" download>
            ส่งออก JSON
          </a>
        </div>
      ) : null}
      {list.items.length ? (
        <InboxTable
          items={list.items}
          caption={`ข้อความติดต่อ หน้า ${formatCount(list.page)} จาก ${formatCount(list.pages)}`}
        />
      ) : (
        <div className="empty-state">
          <p>
            {filtered
              ? "ไม่พบข้อความตามเงื่อนไขที่เลือก"
              : "ยังไม่มีข้อความติดต่อ ข้อความที่ส่งจากหน้าติดต่อสำนักงานจะแสดงที่นี่"}
          </p>
          {filtered ? (
            <div className="form-actions">
              <Link to={INBOX_PATH} className="button button-secondary">
                ล้างตัวกรอง
              </Link>
            </div>
          ) : null}
        </div>
      )}
      <Pagination page={list.page} pages={list.pages} basePath={INBOX_PATH} query={params} />
    </div>
  );
}
