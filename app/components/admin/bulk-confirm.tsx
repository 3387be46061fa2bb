import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { BulkItem } from "../../domain/content/content-list.server.ts";
import { formatCount } from "../../lib/format.ts";
import { BULK_ACTIONS, type BulkAction } from "../../lib/staff/content-list.ts";

/**
 * The step before a bulk change: the chosen items by title, confirmed with a second post that
 * carries the versions the person saw. The same server-rendered step serves with and without JS.
 */
export function BulkConfirm({
  action,
  items,
  backTo,
  trashDays,
}: {
  action: BulkAction;
  items: BulkItem[];
  backTo: string;
  trashDays: number;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { label } = BULK_ACTIONS[action];
  return (
    <section className="bulk-confirm" aria-labelledby="bulk-confirm-title">
      <h2 id="bulk-confirm-title" ref={heading} tabIndex={-1}>
        ยืนยันการทำงาน: {label}
      </h2>
      <p>
        รายการที่เลือก {formatCount(items.length)} รายการต่อไปนี้จะถูก{label}
      </p>
      {action === "trash" ? (
        <p>นำกลับได้จากตัวกรองสถานะ "ถังขยะ" ภายใน {formatCount(trashDays)} วัน หลังจากนั้นจะถูกลบถาวร</p>
      ) : null}
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="confirm" value="1" />
        {items.map((item) => (
          <input key={item.id} type="hidden" name="item" value={`${item.id}:${item.version}`} />
        ))}
        <div className="form-actions">
          <button type="submit" className={action === "trash" ? "button button-danger" : "button"}>
            ยืนยัน
          </button>
          <Link to={backTo} className="button button-secondary">
            ยกเลิก
          </Link>
        </div>
      </Form>
    </section>
  );
}
