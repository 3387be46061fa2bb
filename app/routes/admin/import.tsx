import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EXPORT_MAX_BYTES, importRuns } from "../../domain/import/import-runs.server.ts";
import type { Failure } from "../../lib/app-error.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { IMPORT_STATES } from "../../lib/staff/import-states.ts";
import { requireView } from "../guards.server.ts";
import type { Route } from "./+types/import";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const runs = await importRuns();
  return {
    maxBytes: EXPORT_MAX_BYTES,
    runs: runs.map((r) => ({
      id: r.id,
      name: r.file_name,
      size: r.byte_size,
      state: r.state,
      site: r.plan.source.replace(/^wordpress:/, ""),
      items: r.plan.items.planned,
      createdAt: r.created_at,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "นำเข้าจาก WordPress | ระบบจัดการเว็บไซต์" }];

/** Sends the chosen export with a progress bar, then opens its dry-run report. */
function ExportUpload({ maxBytes }: { maxBytes: number }) {
  const id = useId();
  const navigate = useNavigate();
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState("");

  function send(file: File) {
    setMessage("");
    if (file.size > maxBytes) {
      setMessage(`ไฟล์ใหญ่เกินกำหนด (ไม่เกิน ${formatBytes(maxBytes)})`);
      return;
    }
    const xhr = new XMLHttpRequest();
    setPercent(0);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setPercent(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setPercent(null);
      let answer: ({ ok: true; id: number } | Failure) | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as { ok: true; id: number } | Failure;
      } catch {
        // Not JSON: said below.
      }
      if (answer?.ok) void navigate(`/admin/import/${answer.id}`);
      else setMessage(answer?.message ?? "เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง");
    };
    xhr.onerror = () => {
      setPercent(null);
      setMessage("การเชื่อมต่อขัดข้อง กรุณาลองใหม่");
    };
    xhr.open("POST", "/admin/import/upload");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.send(file);
  }

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-file`}>ไฟล์ส่งออกของ WordPress (.xml)</label>
        <p id={`${id}-hint`} className="hint">
          ใน WordPress เลือก เครื่องมือ → ส่งออก → เนื้อหาทั้งหมด ไม่เกิน {formatBytes(maxBytes)}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby={`${id}-hint`}
          disabled={percent !== null}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) send(file);
          }}
        />
      </div>
      {percent !== null ? (
        <p role="status">
          <label htmlFor={`${id}-progress`}>
            {percent < 100 ? `กำลังอัปโหลด ${percent}%` : "กำลังอ่านไฟล์และจัดทำรายงานทดลองนำเข้า…"}
          </label>{" "}
          <progress id={`${id}-progress`} max={100} value={percent < 100 ? percent : undefined} />
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Uploads a WordPress export and lists the imports made from the back-office. */
export default function Import({ loaderData }: Route.ComponentProps) {
  const { runs, maxBytes } = loaderData;
  return (
    <div className="admin-page">
      <h1>นำเข้าจาก WordPress</h1>
      <p>
        นำข่าว หน้าเว็บ และที่อยู่เดิมของเว็บไซต์ WordPress เข้ามาในเว็บไซต์นี้
        ระบบจะอ่านไฟล์และแสดงรายงานทดลองนำเข้าก่อน ยังไม่มีสิ่งใดเปลี่ยนจนกว่าจะกดนำเข้า
        นำเข้าซ้ำได้โดยไม่เกิดรายการซ้ำ
      </p>
      <p className="hint break-anywhere">
        ไฟล์ภาพและเอกสาร (โฟลเดอร์ wp-content/uploads) นำเข้าด้วยคำสั่ง{" "}
        <code>npm run import:wordpress -- export.xml --uploads โฟลเดอร์</code> บนเครื่องแม่ข่าย
        ไฟล์ที่ไม่ได้นำเข้าจะแสดงในรายงาน
      </p>
      <section aria-labelledby="import-new">
        <h2 id="import-new">เริ่มนำเข้า</h2>
        <ExportUpload maxBytes={maxBytes} />
      </section>
      <section aria-labelledby="import-runs">
        <h2 id="import-runs">การนำเข้าที่ผ่านมา</h2>
        {runs.length ? (
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">การนำเข้าที่ผ่านมา</caption>
              <thead>
                <tr>
                  <th scope="col">ไฟล์</th>
                  <th scope="col">สถานะ</th>
                  <th scope="col">อัปโหลดเมื่อ</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="break-anywhere">
                      <Link to={`/admin/import/${r.id}`}>{r.name}</Link>
                      <br />
                      <span className="hint">
                        {r.site} · {formatBytes(r.size)} · {r.items} รายการ
                      </span>
                    </th>
                    <td>{IMPORT_STATES[r.state] ?? r.state}</td>
                    <td>{thaiDateTime(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>ยังไม่มีการนำเข้า</p>
        )}
      </section>
    </div>
  );
}
