import { Link } from "react-router";
import type {
  DashboardEntry,
  DatedEntry,
  ReviewDue,
} from "../../domain/content/dashboard.server.ts";
import { thaiDate, thaiDateTime } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";

function Title({ entry }: { entry: DashboardEntry }) {
  return entry.editorPath ? <Link to={entry.editorPath}>{entry.title}</Link> : entry.title;
}

/** A short list of items with when and by whom, each linking to its editor. */
export function DatedEntries({
  caption,
  entries,
  atLabel,
  personLabel,
  empty,
}: {
  caption: string;
  entries: DatedEntry[];
  atLabel: string;
  personLabel: string;
  empty: string;
}) {
  if (!entries.length) return <p>{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">เรื่อง</th>
            <th scope="col">ประเภท</th>
            <th scope="col">{atLabel}</th>
            <th scope="col">{personLabel}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Title entry={entry} />
              </td>
              <td>{entry.kindLabel}</td>
              <td>{entry.at ? <time dateTime={entry.at}>{thaiDateTime(entry.at)}</time> : "—"}</td>
              <td>{entry.person ?? "ไม่ระบุ"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The most-read items, ranked, with their view counts. */
export function MostRead({
  caption,
  entries,
}: {
  caption: string;
  entries: (DashboardEntry & { views: number })[];
}) {
  if (!entries.length) return <p>ยังไม่มีการเข้าชมในช่วงนี้</p>;
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              อันดับ
            </th>
            <th scope="col">เรื่อง</th>
            <th scope="col">ประเภท</th>
            <th scope="col" className="number">
              การเข้าชม (ครั้ง)
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={entry.id}>
              <td className="number">{formatCount(index + 1)}</td>
              <td>
                <Title entry={entry} />
              </td>
              <td>{entry.kindLabel}</td>
              <td className="number">{formatCount(entry.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Health content to check again: overdue first, said in words, each linking to its editor. */
export function ReviewsDue({ entries }: { entries: ReviewDue[] }) {
  if (!entries.length) return <p>ไม่มีเนื้อหาที่ถึงกำหนดทบทวนใน 30 วันข้างหน้า</p>;
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">เนื้อหาสุขภาพที่ถึงกำหนดทบทวน</caption>
        <thead>
          <tr>
            <th scope="col">เรื่อง</th>
            <th scope="col">ประเภท</th>
            <th scope="col">กำหนดทบทวน</th>
            <th scope="col">ผู้ตรวจทานครั้งก่อน</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Title entry={entry} />
              </td>
              <td>{entry.kindLabel}</td>
              <td>
                <time dateTime={entry.due}>{thaiDate(entry.due)}</time>
                {entry.overdue ? <strong className="overdue"> (เลยกำหนด)</strong> : null}
              </td>
              <td>{entry.reviewer || "ไม่ระบุ"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What readers searched for and did not find, most often first, each opening the search as they
 * saw it, and a pointer to the vocabulary, where another word can lead there (administrators).
 */
export function SearchMisses({ entries }: { entries: { query: string; count: number }[] }) {
  if (!entries.length) return <p>ไม่มีคำค้นที่ไม่พบผลลัพธ์ในช่วงนี้</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">คำค้นที่ไม่พบผลลัพธ์</caption>
          <thead>
            <tr>
              <th scope="col">คำค้น</th>
              <th scope="col" className="number">
                จำนวนครั้ง
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.query}>
                <td>
                  <Link to={`/search?${new URLSearchParams({ title: entry.query })}`}>
                    {entry.query}
                  </Link>
                </td>
                <td className="number">{formatCount(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        เพิ่มคำที่ผู้อ่านใช้ไว้ใน<Link to="/admin/settings/search">คลังคำค้นสุขภาพ</Link>
        เพื่อให้การค้นหาพบเนื้อหาที่มีอยู่แล้ว
      </p>
    </>
  );
}
