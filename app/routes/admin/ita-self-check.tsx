import "../../styles/ita-board.css";
import { Link } from "react-router";
import { ITA_BOARD_PATH } from "../../content/ita.ts";
import { itaListPath } from "../../content/ita-lists.ts";
import { selfCheck, type CheckState } from "../../domain/ita/self-check.server.ts";
import { mayView } from "../../lib/route-policy.ts";
import { requireView } from "../guards.server.ts";
import type { Route } from "./+types/ita-self-check";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  return { groups: await selfCheck(), canEdit: mayView(user, "/admin/ita/lists/:list") };
}

export const meta: Route.MetaFunction = () => [
  { title: "ตรวจตามมาตรฐานเว็บไซต์ภาครัฐ | ระบบจัดการเว็บไซต์" },
];

const STATE_LABELS: Record<CheckState, { label: string; className: string }> = {
  present: { label: "มีแล้ว", className: "ita-state-complete" },
  stale: { label: "ไม่เป็นปัจจุบัน", className: "ita-state-stale" },
  missing: { label: "ยังไม่มี", className: "ita-state-missing" },
};

export default function SelfCheck({ loaderData }: Route.ComponentProps) {
  const { groups, canEdit } = loaderData;
  const all = groups.flatMap((g) => g.checks);
  const present = all.filter((c) => c.state === "present").length;
  return (
    <div className="admin-page">
      <p>
        <Link to={ITA_BOARD_PATH}>← ความพร้อม ITA</Link>
      </p>
      <h1>ตรวจตามมาตรฐานเว็บไซต์ภาครัฐและ พ.ร.บ.ข้อมูลข่าวสารฯ</h1>
      <p>
        มีแล้ว {present} จาก {all.length} รายการ
      </p>
      <p>
        หมวดและรายการที่ตรวจเปลี่ยนได้ทุกปีตามเกณฑ์ที่ประกาศ
        {canEdit ? (
          <>
            {" "}
            · <Link to={itaListPath("self-check")}>แก้ไขหมวดและรายการที่ตรวจ</Link>
          </>
        ) : (
          " ผู้ดูแลระบบเป็นผู้แก้ไข"
        )}
      </p>
      {groups.map((group, g) => (
        <section key={g} aria-labelledby={`check-${g}`}>
          <h2 id={`check-${g}`}>{group.title}</h2>
          {group.basis ? <p className="hint">ตาม{group.basis}</p> : null}
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{group.title}</caption>
              <thead>
                <tr>
                  <th scope="col">รายการ</th>
                  <th scope="col">สถานะ</th>
                  <th scope="col">แก้ไขที่</th>
                </tr>
              </thead>
              <tbody>
                {group.checks.map((c, i) => (
                  <tr key={i}>
                    <th scope="row">{c.label}</th>
                    <td>
                      <span className={`ita-state ${STATE_LABELS[c.state].className}`}>
                        {STATE_LABELS[c.state].label}
                      </span>
                      {c.note ? <span className="ita-problem">{c.note}</span> : null}
                    </td>
                    <td>
                      {c.fix ? (
                        <Link to={c.fix} aria-label={`แก้ไข ${c.label}`}>
                          แก้ไข
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
