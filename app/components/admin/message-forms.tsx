import { Form } from "react-router";
import type { FullMessage } from "../../db/contact/contact-inbox.server.ts";
import { CONTACT_STATUSES } from "../../lib/staff/contact-inbox.ts";
import { FormField, TextAreaField } from "../auth/form-field.tsx";
import { Notice } from "./notice.tsx";

export type MessageOutcome = {
  intent: string;
  ok: boolean;
  message: string;
  fields: Partial<Record<string, string>>;
};

/** Status, assignee and internal note, saved together; each change goes into the history. */
export function HandlingForm({
  message,
  staff,
  maxNote,
  result,
}: {
  message: FullMessage;
  staff: { id: string; name: string }[];
  maxNote: number;
  result: MessageOutcome | null;
}) {
  const errors = result?.fields ?? {};
  return (
    <section className="admin-section" aria-labelledby="handling-title">
      <h2 id="handling-title">การดำเนินการ</h2>
      <Notice result={result} />
      <Form key={message.updated_at} method="post" className="stack admin-form">
        <input type="hidden" name="intent" value="handle" />
        <div className="field" data-invalid={errors.status ? true : undefined}>
          <label htmlFor="field-status">สถานะ</label>
          <select id="field-status" name="status" defaultValue={message.status}>
            {Object.entries(CONTACT_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {errors.status ? <p className="field-error">{errors.status}</p> : null}
        </div>
        <div className="field" data-invalid={errors.assigneeId ? true : undefined}>
          <label htmlFor="field-assigneeId">ผู้รับผิดชอบ</label>
          <select
            id="field-assigneeId"
            name="assigneeId"
            defaultValue={message.assignee_id ? String(message.assignee_id) : ""}
          >
            <option value="">ยังไม่มอบหมาย</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {errors.assigneeId ? <p className="field-error">{errors.assigneeId}</p> : null}
        </div>
        <TextAreaField
          name="note"
          label="บันทึกภายใน"
          hint="เห็นเฉพาะเจ้าหน้าที่ ไม่ส่งถึงผู้ติดต่อ"
          rows={5}
          maxLength={maxNote}
          defaultValue={message.note}
          error={errors.note}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            บันทึก
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Deleting a message for good, for administrators, after typing its reference or "ลบ". */
export function DeleteMessageForm({
  message,
  result,
}: {
  message: FullMessage;
  result: MessageOutcome | null;
}) {
  return (
    <section className="admin-section danger-section" aria-labelledby="danger-title">
      <h2 id="danger-title">พื้นที่อันตราย</h2>
      <Notice result={result} />
      <Form method="post" className="stack admin-form" noValidate>
        <p>ลบข้อความนี้และประวัติการดำเนินการถาวร นำกลับไม่ได้</p>
        <input type="hidden" name="intent" value="delete" />
        <FormField
          name="confirm"
          label={`พิมพ์เลขอ้างอิง ${message.reference} หรือคำว่า “ลบ” เพื่อยืนยัน`}
          autoComplete="off"
          required
          error={result?.fields.confirm}
        />
        <div className="form-actions">
          <button type="submit" className="button button-danger">
            ลบข้อความถาวร
          </button>
        </div>
      </Form>
    </section>
  );
}
