import { thaiShortDate } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";

type Day = { day: string; views: number };

const WIDTH = 640;
const HEIGHT = 200;
const PLOT = { left: 44, right: WIDTH - 8, top: 12, bottom: HEIGHT - 30 };

/** A Thai calendar day (`YYYY-MM-DD`) as `22 พ.ย. 69`. */
function dayLabel(day: string): string {
  return thaiShortDate(`${day}T12:00:00+07:00`);
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `n`, so the top gridline reads as a round number. */
function roundCeiling(n: number): number {
  if (n <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= n)!;
}

function summary(days: Day[]): string {
  const range = `${days.length} วันล่าสุด (${dayLabel(days[0]!.day)} ถึง ${dayLabel(days.at(-1)!.day)})`;
  const total = days.reduce((sum, d) => sum + d.views, 0);
  if (!total) return `ยอดเข้าชมรายวัน ${range}: ยังไม่มีการเข้าชม`;
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best));
  return (
    `ยอดเข้าชมรายวัน ${range}: รวม ${formatCount(total)} ครั้ง ` +
    `สูงสุด ${formatCount(peak.views)} ครั้งเมื่อ ${dayLabel(peak.day)}`
  );
}

/**
 * Views per day as an inline SVG bar chart whose accessible name summarises it, followed by the
 * same figures as a table for anyone who cannot see the picture. `days` is never empty.
 */
export function ViewsChart({ days }: { days: Day[] }) {
  const label = summary(days);
  const top = roundCeiling(Math.max(...days.map((d) => d.views)));
  const step = (PLOT.right - PLOT.left) / days.length;
  const plotHeight = PLOT.bottom - PLOT.top;
  return (
    <figure className="views-chart">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title>{label}</title>
        <line className="grid" x1={PLOT.left} x2={PLOT.right} y1={PLOT.top} y2={PLOT.top} />
        <line className="axis" x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} />
        <text x={PLOT.left - 6} y={PLOT.top + 4} textAnchor="end">
          {formatCount(top)}
        </text>
        <text x={PLOT.left - 6} y={PLOT.bottom + 4} textAnchor="end">
          0
        </text>
        {days.map((d, i) => {
          const height = (d.views / top) * plotHeight;
          return d.views ? (
            <rect
              key={d.day}
              className="bar"
              x={PLOT.left + i * step + step * 0.15}
              y={PLOT.bottom - height}
              width={step * 0.7}
              height={height}
            >
              <title>{`${dayLabel(d.day)}: ${formatCount(d.views)} ครั้ง`}</title>
            </rect>
          ) : null;
        })}
        <text x={PLOT.left} y={HEIGHT - 8}>
          {dayLabel(days[0]!.day)}
        </text>
        <text x={PLOT.right} y={HEIGHT - 8} textAnchor="end">
          {dayLabel(days.at(-1)!.day)}
        </text>
      </svg>
      <details>
        <summary>ดูข้อมูลเป็นตาราง</summary>
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">ยอดเข้าชมรายวัน</caption>
            <thead>
              <tr>
                <th scope="col">วันที่</th>
                <th scope="col" className="number">
                  การเข้าชม (ครั้ง)
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>
                    <time dateTime={d.day}>{dayLabel(d.day)}</time>
                  </td>
                  <td className="number">{formatCount(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
