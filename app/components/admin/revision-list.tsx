import { Fragment } from "react";
import { Form, Link } from "react-router";
import type { RevisionSummary, RevisionsView } from "../../domain/content/revisions.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";
import { Pagination } from "../pagination.tsx";

const REASONS: Record<RevisionSummary["reason"], string> = {
  save: "บันทึก",
  autosave: "บันทึกอัตโนมัติ",
  restore: "นำฉบับเดิมกลับมา",
};

/** An item's revisions, newest first, each with who and when, and a choice of two to compare. */
export function RevisionList({
  view,
  from,
  to,
}: {
  view: RevisionsView;
  from: number | null;
  to: number | null;
}) {
  const { item, revisions } = view;
  const chosenFrom = from ?? view.comparison?.from.id;
  const query = new URLSearchParams();
  if (from) query.set("from", String(from));
  if (to) query.set("to", String(to));
  return (
    <section className="admin-section" aria-labelledby="revision-list-title">
      <h2 id="revision-list-title">ฉบับที่บันทึกไว้ ({formatCount(revisions.total)} ฉบับ)</h2>
      {revisions.items.length === 0 ? (
        <p>ยังไม่มีประวัติการแก้ไข ประวัติจะเริ่มเก็บเมื่อบันทึกเนื้อหานี้ครั้งถัดไป</p>
      ) : (
        <Form method="get">
          {revisions.page > 1 ? <input type="hidden" name="page" value={revisions.page} /> : null}
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">
                ฉบับที่บันทึกไว้ หน้า {formatCount(revisions.page)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">ฉบับเดิม</th>
                  <th scope="col">ฉบับใหม่</th>
                  <th scope="col">ฉบับ</th>
                  <th scope="col">เมื่อ</th>
                  <th scope="col">โดย</th>
                  <th scope="col">การบันทึก</th>
                  <th scope="col">
                    <span className="visually-hidden">เปรียบเทียบ</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td />
                  <td>
                    <input
                      type="radio"
                      name="to"
                      value=""
                      defaultChecked={!to}
                      aria-label="ฉบับใหม่: ฉบับปัจจุบัน"
                    />
                  </td>
                  <td colSpan={5}>ฉบับปัจจุบัน (ฉบับที่ {item.version})</td>
                </tr>
                {revisions.items.map((r, i) => (
                  <Fragment key={r.id}>
                    <Gap
                      above={
                        i > 0
                          ? revisions.items[i - 1]!.version
                          : revisions.page === 1
                            ? item.version
                            : null
                      }
                      below={r.version}
                    />
                    <tr>
                      <td>
                        <input
                          type="radio"
                          name="from"
                          value={r.id}
                          defaultChecked={r.id === chosenFrom}
                          aria-label={`ฉบับเดิม: ฉบับที่ ${r.version}`}
                        />
                      </td>
                      <td>
                        <input
                          type="radio"
                          name="to"
                          value={r.id}
                          defaultChecked={r.id === to}
                          aria-label={`ฉบับใหม่: ฉบับที่ ${r.version}`}
                        />
                      </td>
                      <td>ฉบับที่ {r.version}</td>
                      <td>{thaiDateTime(r.createdAt)}</td>
                      <td>{r.author}</td>
                      <td>{REASONS[r.reason]}</td>
                      <td>
                        <Link to={`/admin/revisions/${item.id}?from=${r.id}`}>
                          เทียบกับฉบับปัจจุบัน
                          <span className="visually-hidden"> (ฉบับที่ {r.version})</span>
                        </Link>
                      </td>
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="button button-secondary">
            เปรียบเทียบฉบับที่เลือก
          </button>
        </Form>
      )}
      <Pagination
        page={revisions.page}
        pages={revisions.pages}
        basePath={`/admin/revisions/${item.id}`}
        query={query}
      />
    </section>
  );
}

/**
 * Says why version numbers are missing between two listed ones: a version is counted for every
 * change to the item, but only changes of content are kept as revisions.
 */
function Gap({ above, below }: { above: number | null; below: number }) {
  if (above === null || above - below <= 1) return null;
  const first = below + 1;
  const last = above - 1;
  return (
    <tr className="revision-gap">
      <td colSpan={7}>
        {first === last ? `ฉบับที่ ${first}` : `ฉบับที่ ${first}–${last}`} ไม่อยู่ในรายการ:
        การเปลี่ยนสถานะหรือการตั้งค่า (เช่น เผยแพร่ ตั้งเวลา ปักหมุด) นับเป็นฉบับแต่ไม่มีเนื้อหาใหม่ให้เก็บ
        และฉบับที่เก่ากว่าระยะเก็บประวัติจะถูกลบ
      </td>
    </tr>
  );
}
