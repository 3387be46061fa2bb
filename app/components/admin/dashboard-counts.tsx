import { Link } from "react-router";
import type { CountColumn, Counts, KindCounts } from "../../domain/content/dashboard.server.ts";
import { formatCount } from "../../lib/format.ts";

const COLUMNS: { key: CountColumn | "total"; label: string }[] = [
  { key: "draft", label: "ฉบับร่าง" },
  { key: "waiting", label: "รอตรวจ" },
  { key: "scheduled", label: "ตั้งเวลาเผยแพร่" },
  { key: "published", label: "เผยแพร่แล้ว" },
  { key: "archived", label: "เก็บเข้าคลัง" },
  { key: "total", label: "รวม" },
];

function CountCells({ counts }: { counts: Counts }) {
  return COLUMNS.map((column) => (
    <td key={column.key} className="number">
      {formatCount(counts[column.key])}
    </td>
  ));
}

/** Items per kind (rows) and status (columns), each kind linking to its list. */
export function DashboardCounts({ kinds, totals }: { kinds: KindCounts[]; totals: Counts }) {
  return (
    <div className="table-wrap">
      <table className="admin-table dashboard-counts">
        <caption className="visually-hidden">จำนวนเนื้อหาตามประเภทและสถานะ</caption>
        <thead>
          <tr>
            <th scope="col">ประเภท</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="number">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind.key}>
              <th scope="row">
                <Link to={kind.listPath}>{kind.label}</Link>
              </th>
              <CountCells counts={kind.counts} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">ทุกประเภท</th>
            <CountCells counts={totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
