import { Form } from "react-router";
import type { FieldDiff } from "../../domain/content/item-snapshot.server.ts";
import type { RevisionSummary, RevisionsView } from "../../domain/content/revisions.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import type { DiffLine } from "../../lib/staff/line-diff.ts";

const label = (revision: RevisionSummary) =>
  `ฉบับที่ ${revision.version} (${thaiDateTime(revision.createdAt)})`;

/** The words that changed within a replaced line, highlighted and in bold. */
function LineText({ line }: { line: DiffLine }) {
  if (!line.parts) return line.text;
  return line.parts.map((part, i) => (part.changed ? <mark key={i}>{part.text}</mark> : part.text));
}

/** A changed line is marked by a sign and by its element, not by colour alone. */
function DiffCell({ line }: { line: DiffLine | null }) {
  if (!line) return <td className="diff-empty" />;
  if (line.kind === "removed")
    return (
      <td className="diff-removed">
        <span className="diff-sign" aria-hidden="true">
          −
        </span>
        <del>
          <span className="visually-hidden">ลบออก: </span>
          <LineText line={line} />
        </del>
      </td>
    );
  if (line.kind === "added")
    return (
      <td className="diff-added">
        <span className="diff-sign" aria-hidden="true">
          +
        </span>
        <ins>
          <span className="visually-hidden">เพิ่ม: </span>
          <LineText line={line} />
        </ins>
      </td>
    );
  return <td>{line.text}</td>;
}

/** One field's two states, line by line. */
export function FieldTable({
  field,
  left,
  right,
}: {
  field: FieldDiff;
  left: string;
  right: string;
}) {
  return (
    <div className="table-wrap">
      <table className="admin-table diff-table">
        <caption>{field.label}</caption>
        <thead>
          <tr>
            <th scope="col">{left}</th>
            <th scope="col">{right}</th>
          </tr>
        </thead>
        <tbody>
          {field.rows.map((row, i) =>
            "skipped" in row ? (
              <tr key={i}>
                <td colSpan={2} className="diff-skipped">
                  … ไม่เปลี่ยน {row.skipped} บรรทัด …
                </td>
              </tr>
            ) : (
              <tr key={i}>
                <DiffCell line={row.left} />
                <DiffCell line={row.right} />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function RestoreButton({ revision, version }: { revision: RevisionSummary; version: number }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="revision" value={revision.id} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className="button">
        นำฉบับที่ {revision.version} กลับมา
      </button>
    </Form>
  );
}

/** Two states of an item side by side, field by field, with one-click restore of either revision. */
export function RevisionDiff({
  comparison,
  currentVersion,
}: {
  comparison: NonNullable<RevisionsView["comparison"]>;
  currentVersion: number;
}) {
  const { from, to, fields } = comparison;
  const left = label(from);
  const right = to ? label(to) : `ฉบับปัจจุบัน (ฉบับที่ ${currentVersion})`;
  const changed = fields.filter((f) => f.changed);
  const same = fields.filter((f) => !f.changed).map((f) => f.label);
  return (
    <section className="admin-section" aria-labelledby="diff-title">
      <h2 id="diff-title">
        เปรียบเทียบ{left} กับ{right}
      </h2>
      {changed.length ? (
        <p className="hint">
          ซ้าย: {left} · ขวา: {right} · เครื่องหมาย − คือข้อความที่ถูกลบออก เครื่องหมาย + คือข้อความที่เพิ่มเข้ามา ·
          คำที่เปลี่ยนเป็นตัวหนาบนพื้นเน้นสี
        </p>
      ) : (
        <p>สองฉบับนี้มีข้อความเหมือนกัน</p>
      )}
      {changed.map((field) => (
        <FieldTable key={field.label} field={field} left={left} right={right} />
      ))}
      {changed.length && same.length ? <p className="hint">ไม่เปลี่ยน: {same.join(", ")}</p> : null}
      <div className="form-actions">
        {from.version !== currentVersion ? (
          <RestoreButton revision={from} version={currentVersion} />
        ) : null}
        {to && to.version !== currentVersion ? (
          <RestoreButton revision={to} version={currentVersion} />
        ) : null}
      </div>
    </section>
  );
}
