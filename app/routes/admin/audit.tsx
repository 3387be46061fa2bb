import { Form, Link } from "react-router";
import { Pagination } from "../../components/pagination.tsx";
import { auditQuery, readAuditLog } from "../../domain/operations/audit.server.ts";
import { requireView } from "../guards.server.ts";
import { AUDIT_ACTIONS, isAuditAction } from "../../lib/staff/audit-actions.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";
import { notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { describeDevice } from "../../lib/staff/user-agent.ts";
import type { Route } from "./+types/audit";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const url = new URL(args.request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const query = auditQuery(url);
  const log = await readAuditLog(query, page);
  if (page > log.pages) notFound();
  return { query, log };
}

export const meta: Route.MetaFunction = () => [{ title: "บันทึกการใช้งาน | ระบบจัดการเว็บไซต์" }];

/** The security audit log, filtered by event, account, address and date. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, log } = loaderData;
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
  return (
    <div className="admin-page">
      <h1>บันทึกการใช้งาน</h1>
      <Form method="get" className="filters" aria-label="กรองบันทึกการใช้งาน">
        <div className="field">
          <label htmlFor="audit-action">เหตุการณ์</label>
          <select id="audit-action" name="action" defaultValue={query.action}>
            <option value="">ทั้งหมด</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-username">ชื่อผู้ใช้</label>
          <input
            id="audit-username"
            name="username"
            defaultValue={query.username}
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-ip">ที่อยู่ IP</label>
          <input id="audit-ip" name="ip" defaultValue={query.ip} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">ตั้งแต่วันที่</label>
          <input id="audit-from" name="from" type="date" defaultValue={query.from} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">ถึงวันที่</label>
          <input id="audit-to" name="to" type="date" defaultValue={query.to} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            กรอง
          </button>
          <Link to="/admin/audit" className="button button-secondary">
            ล้างตัวกรอง
          </Link>
        </div>
      </Form>
      <p role="status">พบ {formatCount(log.total)} รายการ</p>
      {log.items.length ? (
        // Nothing in the table takes the focus: the region does, so it scrolls by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-wrap" role="region" aria-label="ตารางบันทึกการใช้งาน" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">บันทึกการใช้งาน หน้า {log.page}</caption>
            <thead>
              <tr>
                <th scope="col">เวลา</th>
                <th scope="col">เหตุการณ์</th>
                <th scope="col">บัญชี</th>
                <th scope="col">รายละเอียด</th>
                <th scope="col">ที่อยู่ IP</th>
                <th scope="col">อุปกรณ์</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{thaiDateTime(entry.at)}</td>
                  <td>
                    {isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}
                  </td>
                  <td>{entry.username || "—"}</td>
                  <td>{entry.detail || "—"}</td>
                  <td>{entry.ip || "—"}</td>
                  <td title={entry.userAgent}>
                    {entry.userAgent ? describeDevice(entry.userAgent) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>ไม่พบบันทึกตามเงื่อนไขที่เลือก</p>
      )}
      <Pagination page={log.page} pages={log.pages} basePath="/admin/audit" query={params} />
    </div>
  );
}
