import { Link } from "react-router";
import type { EditorView } from "../../domain/content/editor-view.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";

type Pending = NonNullable<EditorView["pending"]>;

/**
 * In the editor: the writer sees that what the form shows is their change waiting for review
 * (and a reviewer's note if it was sent back); a reviewer sees that a change waits, with a link.
 */
export function PendingNotice({ pending, itemId }: { pending: Pending; itemId: number }) {
  const when = <time dateTime={pending.updatedAt}>{thaiDateTime(pending.updatedAt)}</time>;
  if (!pending.shown)
    return (
      <div className="notice notice-waiting" role="note">
        <p>
          {pending.returned ? "การแก้ไขที่ส่งกลับให้ผู้เขียนแล้ว" : "มีการแก้ไขรอตรวจ"}ของ {pending.author}{" "}
          (บันทึกเมื่อ {when}) แบบฟอร์มนี้แสดงฉบับที่เผยแพร่อยู่
        </p>
        <p>
          <Link to={`/admin/review/${itemId}`}>ตรวจการแก้ไขที่รอตรวจ</Link>
        </p>
      </div>
    );
  return (
    <div className="notice notice-waiting" role="note">
      {pending.returned ? (
        <>
          <p>
            ผู้ตรวจส่งการแก้ไขนี้กลับมาให้แก้ไขเมื่อ{" "}
            <time dateTime={pending.returned.at}>{thaiDateTime(pending.returned.at)}</time>{" "}
            กดบันทึกอีกครั้งเพื่อส่งให้ตรวจใหม่
          </p>
          {pending.returned.note ? (
            <p className="return-note">บันทึกจากผู้ตรวจ: {pending.returned.note}</p>
          ) : null}
        </>
      ) : (
        <p>
          แบบฟอร์มนี้แสดงการแก้ไขของคุณที่รอผู้ดูแลระบบตรวจ (บันทึกล่าสุดเมื่อ {when})
          หน้าเว็บยังแสดงฉบับที่เผยแพร่อยู่จนกว่าจะได้รับการตรวจ
        </p>
      )}
      {pending.outdated ? (
        <p>ฉบับที่เผยแพร่ถูกแก้ไขหลังจากที่คุณเริ่มการแก้ไขนี้ ผู้ตรวจจะเห็นความแตกต่างทั้งหมด</p>
      ) : null}
    </div>
  );
}
