import type { ChangeEvent } from "react";
import { Form, Link } from "react-router";
import type { ListRow } from "../../domain/content/content-list.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";
import type { ListColumn } from "../../content/admin-kinds.ts";
import { BULK_ACTIONS, STATUS_FILTERS, type BulkAction } from "../../lib/staff/content-list.ts";

/** The status in words, with when it waits for review, goes public or went to the trash. */
function StatusCell({ row }: { row: ListRow }) {
  const note = row.deletedAt
    ? `ย้ายไปถังขยะ ${thaiDateTime(row.deletedAt)}`
    : row.submittedAt && row.status === "draft"
      ? `รอตรวจ ตั้งแต่ ${thaiDateTime(row.submittedAt)}`
      : row.changeWaitingAt
        ? `มีการแก้ไขรอตรวจ ตั้งแต่ ${thaiDateTime(row.changeWaitingAt)}`
        : row.status === "scheduled" && row.publishedAt
          ? `จะเผยแพร่ ${thaiDateTime(row.publishedAt)}`
          : null;
  return (
    <td>
      <span className={`status status-${row.deletedAt ? "trash" : row.status}`}>
        {row.deletedAt ? "ถังขยะ" : STATUS_FILTERS[row.status]}
      </span>
      {row.pinned ? <span className="badge">ปักหมุด</span> : null}
      {note ? <span className="status-note">{note}</span> : null}
    </td>
  );
}

/** "Select all on this page": ticks every row with JavaScript, and counts as all rows without. */
function selectAll(event: ChangeEvent<HTMLInputElement>) {
  const boxes = event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="item"]');
  boxes?.forEach((box) => (box.checked = event.currentTarget.checked));
}

function selectOne(event: ChangeEvent<HTMLInputElement>) {
  const form = event.currentTarget.form;
  const all = form?.querySelector<HTMLInputElement>('input[name="all"]');
  const boxes = [...(form?.querySelectorAll<HTMLInputElement>('input[name="item"]') ?? [])];
  if (all) all.checked = boxes.every((box) => box.checked);
}

/** Each column a kind may declare (`kind-office.ts`): its heading and its cell. */
const COLUMNS: Record<ListColumn, { heading: string; cell: (row: ListRow) => React.ReactNode }> = {
  category: { heading: "หมวดหมู่", cell: (row) => row.category ?? "—" },
  position: { heading: "ตำแหน่ง", cell: (row) => row.position ?? "—" },
  author: { heading: "ผู้เขียน", cell: (row) => row.author ?? "—" },
  updated: { heading: "แก้ไขล่าสุด", cell: (row) => thaiDateTime(row.updatedAt) },
  views: {
    heading: "เข้าชม",
    cell: (row) => (row.status === "published" ? formatCount(row.viewCount) : "—"),
  },
};

/** Columns shown before the status; the rest follow it. */
const BEFORE_STATUS = new Set<ListColumn>(["category", "position"]);

/** One page of a list; with bulk steps to offer, a checkbox per row and the step to take. */
export function ContentListTable({
  rows,
  titleLabel,
  columns,
  actions,
  caption,
}: {
  rows: ListRow[];
  titleLabel: string;
  columns: readonly ListColumn[];
  actions: BulkAction[];
  caption: string;
}) {
  const before = columns.filter((c) => BEFORE_STATUS.has(c));
  const after = columns.filter((c) => !BEFORE_STATUS.has(c));
  const selectable = actions.length > 0;
  const table = (
    <div className="table-wrap">
      <table className="admin-table content-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="select-cell">
                <input type="checkbox" id="select-all" name="all" value="1" onChange={selectAll} />
                <label htmlFor="select-all" className="visually-hidden">
                  เลือกทั้งหมดในหน้านี้
                </label>
              </th>
            ) : null}
            <th scope="col">{titleLabel}</th>
            {before.map((c) => (
              <th key={c} scope="col">
                {COLUMNS[c].heading}
              </th>
            ))}
            <th scope="col">สถานะ</th>
            {after.map((c) => (
              <th key={c} scope="col">
                {COLUMNS[c].heading}
              </th>
            ))}
            <th scope="col">จัดการ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {selectable ? (
                <td className="select-cell">
                  <input
                    type="checkbox"
                    id={`select-${row.id}`}
                    name="item"
                    value={`${row.id}:${row.version}`}
                    onChange={selectOne}
                  />
                  <label htmlFor={`select-${row.id}`} className="visually-hidden">
                    เลือก {row.title}
                  </label>
                  <input type="hidden" name="listed" value={`${row.id}:${row.version}`} />
                </td>
              ) : null}
              <td>
                <Link to={row.editPath}>{row.title}</Link>
              </td>
              {before.map((c) => (
                <td key={c}>{COLUMNS[c].cell(row)}</td>
              ))}
              <StatusCell row={row} />
              {after.map((c) => (
                <td key={c}>{COLUMNS[c].cell(row)}</td>
              ))}
              <td>
                <ul className="row-links" role="list">
                  <li>
                    <Link to={row.settingsPath}>
                      ตั้งค่า<span className="visually-hidden"> {row.title}</span>
                    </Link>
                  </li>
                  {row.publicPath ? (
                    <li>
                      <Link to={row.publicPath}>
                        ดูหน้าเว็บ<span className="visually-hidden"> {row.title}</span>
                      </Link>
                    </li>
                  ) : null}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!selectable) return table;
  return (
    <Form method="post" aria-label="ทำกับรายการที่เลือก">
      <input type="hidden" name="intent" value="bulk" />
      <fieldset className="bulk-bar">
        <legend>ทำกับรายการที่เลือก</legend>
        <div className="field">
          <label htmlFor="bulk-action">การทำงาน</label>
          <select id="bulk-action" name="action" defaultValue="">
            <option value="">เลือกการทำงาน</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {BULK_ACTIONS[action].label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          ดำเนินการ
        </button>
      </fieldset>
      {table}
    </Form>
  );
}
