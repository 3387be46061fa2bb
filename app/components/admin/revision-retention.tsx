import { Form } from "react-router";
import { FormField } from "../auth/form-field.tsx";

/** The site-wide retention of revisions, for administrators. */
export function RevisionRetention({
  retention,
  error,
}: {
  retention: { days: number; keep: number; max: number };
  error?: string;
}) {
  return (
    <section className="admin-section" aria-labelledby="retention-title">
      <h2 id="retention-title">ระยะเวลาเก็บประวัติการแก้ไข (ทุกเนื้อหา)</h2>
      <Form method="post" className="stack admin-form">
        <input type="hidden" name="intent" value="retention" />
        <FormField
          name="retentionDays"
          label="เก็บประวัติไว้ (วัน)"
          hint={`0 คือเก็บไว้ทั้งหมด ฉบับที่เก่ากว่านี้จะถูกลบวันละครั้ง แต่ละเนื้อหาเก็บ ${retention.keep} ฉบับล่าสุดไว้เสมอ`}
          type="number"
          inputMode="numeric"
          min={0}
          max={retention.max}
          required
          defaultValue={retention.days}
          error={error}
        />
        <button type="submit" className="button button-secondary">
          บันทึกระยะเวลา
        </button>
      </Form>
    </section>
  );
}
