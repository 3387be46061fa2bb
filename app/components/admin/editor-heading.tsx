import { Link } from "react-router";
import type { AdminKind } from "../../content/admin-kinds.ts";
import type { EditorView } from "../../domain/content/editor-view.server.ts";
import { EditorPresence } from "./editor-presence.tsx";
import { PendingNotice } from "./pending-notice.tsx";

const STATUS: Record<string, string> = {
  draft: "ฉบับร่าง",
  scheduled: "ตั้งเวลาเผยแพร่",
  published: "เผยแพร่แล้ว",
  archived: "เก็บเข้าคลัง",
};

/** The editor's heading: the way back to the list, and a saved item's status, history, preview and who else has it open. */
export function EditorHeading({ kind, view }: { kind: AdminKind; view: EditorView }) {
  const { item } = view;
  return (
    <>
      <p>
        <Link to={`/admin/${kind.group}/${kind.list}`}>‹ {kind.label}ทั้งหมด</Link>
      </p>
      <h1>
        {item ? "แก้ไข" : "เขียน"}
        {kind.label}
      </h1>
      {item ? (
        <>
          <p>
            สถานะ: {item.status === "draft" && item.submitted_at ? "รอตรวจ" : STATUS[item.status]}
            {view.pending && !view.pending.returned ? " · มีการแก้ไขรอตรวจ" : ""} · ฉบับที่{" "}
            {item.version}
          </p>
          {view.pending ? <PendingNotice pending={view.pending} itemId={item.id} /> : null}
          <div className="editor-links">
            <Link to={`/admin/revisions/${item.id}`}>ประวัติการแก้ไข</Link>
            <form method="post" action={`/admin/revisions/${item.id}`} target="_blank">
              <input type="hidden" name="intent" value="preview" />
              <button type="submit" className="link-button">
                {view.pending?.shown
                  ? "ดูตัวอย่างฉบับที่เผยแพร่อยู่ (แท็บใหม่)"
                  : "ดูตัวอย่าง (ฉบับที่บันทึกแล้ว, แท็บใหม่)"}
                <span aria-hidden="true"> ↗</span>
              </button>
            </form>
          </div>
          <EditorPresence itemId={item.id} />
        </>
      ) : null}
    </>
  );
}
