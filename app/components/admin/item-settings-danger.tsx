import { Form } from "react-router";
import { kindOf } from "../../content/admin-kinds.ts";
import type { ItemSettings } from "../../db/content/item-settings.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { FormField } from "../auth/form-field.tsx";
import { StepButton, type SettingsOutcome } from "./item-settings-status.tsx";
import { Notice } from "./notice.tsx";

const STEPS = ["archive", "trash", "untrash"];

/** Archive, move to the trash (typed confirmation) or bring back from it. */
export function ItemSettingsDanger({
  item,
  canPublish,
  canDelete,
  purgeAt,
  outcome,
}: {
  item: ItemSettings;
  canPublish: boolean;
  canDelete: boolean;
  purgeAt: string | null;
  outcome?: SettingsOutcome;
}) {
  const result = outcome && STEPS.includes(outcome.intent) ? outcome : null;
  return (
    <section className="admin-section danger-section" aria-labelledby="danger-title">
      <h2 id="danger-title">พื้นที่อันตราย</h2>
      <Notice result={result} />
      {item.deleted_at ? (
        <>
          <p>
            เนื้อหานี้อยู่ในถังขยะตั้งแต่ {thaiDateTime(item.deleted_at)}{" "}
            {purgeAt ? `และจะถูกลบถาวรเมื่อ ${thaiDateTime(purgeAt)}` : null}
          </p>
          {canDelete ? (
            <StepButton intent="untrash" version={item.version} label="นำกลับจากถังขยะ" />
          ) : (
            <p>ติดต่อผู้ดูแลระบบเพื่อนำเนื้อหานี้กลับ</p>
          )}
        </>
      ) : (
        <>
          {canPublish && item.status !== "archived" ? (
            <div className="stack">
              <p>เก็บเข้าคลัง: เนื้อหาจะหายจากหน้าเว็บ แต่ยังอยู่ในระบบและนำกลับได้</p>
              <StepButton intent="archive" version={item.version} label="เก็บเข้าคลัง" secondary />
            </div>
          ) : null}
          {kindOf(item)?.fixed ? (
            <p>หน้านี้เป็นหน้าหลักของเว็บไซต์ ย้ายไปถังขยะไม่ได้</p>
          ) : canDelete ? (
            <Form key={item.version} method="post" className="stack admin-form" noValidate>
              <p>ลบ: เนื้อหาจะย้ายไปถังขยะ หายจากหน้าเว็บทันที และนำกลับได้ภายใน 30 วัน หลังจากนั้นจะถูกลบถาวร</p>
              <input type="hidden" name="intent" value="trash" />
              <input type="hidden" name="version" value={item.version} />
              <FormField
                name="confirm"
                label={`พิมพ์ชื่อเนื้อหา “${item.title}” หรือคำว่า “ลบ” เพื่อยืนยัน`}
                autoComplete="off"
                required
                error={result?.fields.confirm}
              />
              <div className="form-actions">
                <button type="submit" className="button button-danger">
                  ย้ายไปถังขยะ
                </button>
              </div>
            </Form>
          ) : null}
          {!canPublish && !canDelete ? <p>การเก็บเข้าคลังและการลบทำได้โดยผู้ดูแลระบบ</p> : null}
        </>
      )}
    </section>
  );
}
