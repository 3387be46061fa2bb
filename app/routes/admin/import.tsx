import { Link, useNavigate } from "react-router";
import { ImportUpload } from "../../components/admin/import-upload.tsx";
import { EXPORT_MAX_BYTES, importRuns } from "../../domain/import/import-runs.server.ts";
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

/** Uploads a WordPress export and lists the imports made from the back-office. */
export default function Import({ loaderData }: Route.ComponentProps) {
  const { runs, maxBytes } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="admin-page">
      <h1>นำเข้าจาก WordPress</h1>
      <p>
        นำข่าว หน้าเว็บ และที่อยู่เดิมของเว็บไซต์ WordPress เข้ามาในเว็บไซต์นี้
        ระบบจะอ่านไฟล์และแสดงรายงานทดลองนำเข้าก่อน ยังไม่มีสิ่งใดเปลี่ยนจนกว่าจะกดนำเข้า
        นำเข้าซ้ำได้โดยไม่เกิดรายการซ้ำ
      </p>
      <p className="hint">
        ไฟล์ภาพและเอกสาร (โฟลเดอร์ wp-content/uploads บีบอัดเป็น ZIP) อัปโหลดได้ในหน้ารายงานทดลองนำเข้า
      </p>
      <section aria-labelledby="import-new">
        <h2 id="import-new">เริ่มนำเข้า</h2>
        <ImportUpload
          url="/admin/import/upload"
          label="ไฟล์ส่งออกของ WordPress (.xml)"
          hint={`ใน WordPress เลือก เครื่องมือ → ส่งออก → เนื้อหาทั้งหมด ไม่เกิน ${formatBytes(maxBytes)}`}
          accept=".xml,application/xml,text/xml"
          maxBytes={maxBytes}
          onSent={(id) => void navigate(`/admin/import/${id}`)}
        />
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
