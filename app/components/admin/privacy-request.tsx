import { Form, Link } from "react-router";
import type { ContactStatus } from "../../db/schema.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";
import { INBOX_PATH, PRIVACY_PATH } from "../../lib/staff/contact-inbox.ts";
import { FormField } from "../auth/form-field.tsx";
import { MessageStatus } from "./inbox-table.tsx";
import { Notice } from "./notice.tsx";

export type FoundMessage = {
  id: number;
  reference: string;
  createdAt: string;
  topic: string;
  status: ContactStatus;
  fullName: string;
};

/** The messages one person sent, with exporting them and deleting them all. */
export function PrivacyResults({
  sender,
  found,
  deleteError,
}: {
  sender: string;
  found: FoundMessage[];
  deleteError?: string;
}) {
  return (
    <section className="admin-section" aria-labelledby="found-title">
      <h2 id="found-title">ข้อความของผู้ติดต่อรายนี้</h2>
      <p role="status">พบ {formatCount(found.length)} ข้อความ</p>
      {found.length ? (
        <>
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">ข้อความของผู้ติดต่อรายนี้</caption>
              <thead>
                <tr>
                  <th scope="col">เลขอ้างอิง</th>
                  <th scope="col">วันที่ส่ง</th>
                  <th scope="col">ชื่อที่ระบุ</th>
                  <th scope="col">หัวข้อ</th>
                  <th scope="col">สถานะ</th>
                </tr>
              </thead>
              <tbody>
                {found.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <Link to={`${INBOX_PATH}/${m.id}`}>{m.reference}</Link>
                    </td>
                    <td>{thaiDateTime(m.createdAt)}</td>
                    <td>
                      <bdi>{m.fullName}</bdi>
                    </td>
                    <td>{m.topic}</td>
                    <td>
                      <MessageStatus status={m.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <form
            method="post"
            action={`${PRIVACY_PATH}/export`}
            className="export-links"
            aria-label="ส่งออกข้อมูลของผู้ติดต่อรายนี้"
          >
            <input type="hidden" name="intent" value="export" />
            <input type="hidden" name="sender" value={sender} />
            <button type="submit" name="format" value="json" className="button button-secondary">
              ส่งออก JSON
            </button>
            <button type="submit" name="format" value="csv" className="button button-secondary">
              ส่งออก CSV
            </button>
          </form>
          <div className="danger-section">
            <Form method="post" className="stack admin-form" noValidate>
              <p>
                ลบข้อความทั้ง {formatCount(found.length)} ข้อความของผู้ติดต่อรายนี้ถาวร พร้อมประวัติการดำเนินการ
                นำกลับไม่ได้ (บันทึกการใช้งานเก็บไว้ว่ามีการลบ)
              </p>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="sender" value={sender} />
              <FormField
                name="confirm"
                label="พิมพ์คำว่า “ลบ” เพื่อยืนยัน"
                autoComplete="off"
                required
                error={deleteError}
              />
              <div className="form-actions">
                <button type="submit" className="button button-danger">
                  ลบข้อความทั้งหมดของผู้ติดต่อรายนี้
                </button>
              </div>
            </Form>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Closed messages older than this are deleted once a day. */
export function MessageRetention({
  days,
  max,
  result,
}: {
  days: number;
  max: number;
  result: { ok: boolean; message: string; fields: Partial<Record<string, string>> } | null;
}) {
  return (
    <section className="admin-section" aria-labelledby="retention-title">
      <h2 id="retention-title">ระยะเวลาเก็บข้อความที่ปิดแล้ว</h2>
      <Notice result={result?.ok ? result : null} />
      <Form method="post" className="stack admin-form">
        <input type="hidden" name="intent" value="retention" />
        <FormField
          name="retentionDays"
          label="ลบข้อความที่ปิดแล้วเมื่อครบ (วัน)"
          hint="0 คือไม่ลบ ข้อความที่สถานะ “ปิดแล้ว” นานกว่านี้จะถูกลบวันละครั้ง"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          required
          defaultValue={days}
          error={result?.fields.retentionDays}
        />
        <button type="submit" className="button button-secondary">
          บันทึกระยะเวลา
        </button>
      </Form>
    </section>
  );
}
