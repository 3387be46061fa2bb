import { flushSync } from "react-dom";
import { Link } from "react-router";
import type { Conflict } from "../../domain/content/item-editor.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";

type Props = {
  conflict: Conflict;
  /** Puts one of the other person's texts into the form. */
  onUse: (key: Conflict["fields"][number]["key"], text: string) => void;
  /** Makes the next save go over the other person's version (and pending change). */
  onKeepMine: (over: { version: number; pending: number }) => void;
  /** Forgets the writer's changes before the page reloads. */
  onDiscard: () => void;
};

/**
 * Someone saved the item first: their version beside the form, field by field, so the writer can
 * take what they need and then save the merged text over it, or drop their own changes.
 */
export function EditorConflict({ conflict, onUse, onKeepMine, onDiscard }: Props) {
  return (
    <section className="admin-section editor-conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title">
        ฉบับที่ {conflict.version} ของ {conflict.by} บันทึกเมื่อ{" "}
        <time dateTime={conflict.at}>{thaiDateTime(conflict.at)}</time>
      </h2>
      <p>
        การแก้ไขของคุณยังอยู่ในแบบฟอร์ม ดูส่วนที่อีกฝ่ายเปลี่ยนด้านล่าง นำข้อความที่ต้องการมาใช้
        แล้วบันทึกฉบับที่รวมแล้วทับฉบับของอีกฝ่าย
      </p>
      {conflict.fields.length ? (
        <dl className="conflict-fields">
          {conflict.fields.map((field) => (
            <div key={field.key}>
              <dt>{field.label}</dt>
              <dd>
                <p className="conflict-text">{field.theirs || "(ว่าง)"}</p>
                {field.key === "body" ? (
                  <p className="hint">คัดลอกส่วนที่ต้องการไปวางในเนื้อหาด้านล่าง</p>
                ) : (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => onUse(field.key, field.theirs)}
                  >
                    ใช้ข้อความของอีกฝ่ายในช่อง{field.label}
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>ข้อความของทั้งสองฉบับตรงกัน อีกฝ่ายอาจเปลี่ยนภาพหรือไฟล์แนบ</p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value="save"
          className="button"
          onClick={() =>
            flushSync(() => onKeepMine({ version: conflict.version, pending: conflict.pending }))
          }
        >
          บันทึกฉบับของฉันทับ
        </button>
        <Link to="." reloadDocument className="button button-secondary" onClick={onDiscard}>
          ทิ้งการแก้ไขของฉันและโหลดฉบับล่าสุด
        </Link>
      </div>
    </section>
  );
}
