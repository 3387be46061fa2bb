import { formatCount } from "../../lib/format.ts";

type Metric = "LCP" | "INP" | "CLS" | "TTFB";
type Summary = { count: number; p75: number | null; good: number | null };

/** A kind of page's row, as the dashboard's loader gives it. */
export type FieldDataEntry = {
  kind: string;
  label: string;
  visits: number;
  metrics: Record<Metric, Summary>;
};

const METRICS: { key: Metric; name: string; what: string }[] = [
  { key: "LCP", name: "LCP", what: "เนื้อหาหลักปรากฏ" },
  { key: "INP", name: "INP", what: "ตอบสนองเมื่อแตะหรือกด" },
  { key: "CLS", name: "CLS", what: "เนื้อหาขยับระหว่างโหลด" },
  { key: "TTFB", name: "TTFB", what: "เซิร์ฟเวอร์เริ่มตอบ" },
];

/** A value in web-vitals' unit (ms; CLS none) as staff read it. */
function shown(metric: Metric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (metric === "INP") return `${formatCount(Math.round(value))} มิลลิวินาที`;
  return `${(value / 1000).toFixed(value < 10_000 ? 2 : 1)} วินาที`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Readers' field data on the dashboard: per kind of page, the 75th percentile of each metric
 * (three readers in four had it at least this good) and the share of measurements rated "good".
 */
export function FieldData({
  entries,
  days,
  good,
}: {
  entries: FieldDataEntry[];
  days: number;
  good: Record<Metric, number>;
}) {
  if (!entries.length)
    return <p>ยังไม่มีข้อมูลจากผู้อ่านใน {days} วันล่าสุด (นับเฉพาะผู้อ่านทั่วไป ไม่นับเจ้าหน้าที่และบอต)</p>;
  return (
    <>
      {/* Six columns scroll sideways on a phone, and nothing in them takes the keyboard's focus:
          the region does, so it can be scrolled without a mouse (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-wrap" role="region" aria-label="ตารางความเร็วของหน้าเว็บ" tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">
            ความเร็วของหน้าเว็บที่ผู้อ่านได้รับจริง {days} วันล่าสุด ตามประเภทหน้า
          </caption>
          <thead>
            <tr>
              <th scope="col">ประเภทหน้า</th>
              <th scope="col" className="number">
                จำนวนครั้งที่วัดได้
              </th>
              {METRICS.map((m) => (
                <th key={m.key} scope="col">
                  <span lang="en">{m.name}</span> <br />
                  <span className="hint">{m.what}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.kind}>
                <th scope="row">{entry.label}</th>
                <td className="number">{formatCount(entry.visits)}</td>
                {METRICS.map(({ key }) => {
                  const s = entry.metrics[key];
                  return (
                    <td key={key}>
                      {s.p75 === null || s.good === null ? (
                        "ไม่มีข้อมูล"
                      ) : (
                        <>
                          {shown(key, s.p75)}
                          <br />
                          <span className="hint">
                            ดี {percent(s.good)} จาก {formatCount(s.count)} ครั้ง
                          </span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">
        ตัวเลขในตารางคือเปอร์เซ็นไทล์ที่ 75 (ผู้อ่านสามในสี่ได้รับดีเท่านี้หรือดีกว่า) และสัดส่วนที่อยู่ในเกณฑ์ “ดี” ตามเกณฑ์ของ
        web-vitals: LCP ไม่เกิน {shown("LCP", good.LCP)} INP ไม่เกิน {shown("INP", good.INP)} CLS ไม่เกิน{" "}
        {shown("CLS", good.CLS)} และ TTFB ไม่เกิน {shown("TTFB", good.TTFB)} วัดจากเบราว์เซอร์ของผู้อ่านทั่วไป
        (ไม่นับเจ้าหน้าที่ที่เข้าสู่ระบบและบอต) ตามหน้าที่ผู้อ่านเปิดเข้ามาเป็นหน้าแรก
      </p>
    </>
  );
}
