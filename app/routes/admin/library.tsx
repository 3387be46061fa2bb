import { Form, Link } from "react-router";
import { MediaThumb } from "../../components/admin/media-thumb.tsx";
import { Uploader } from "../../components/admin/uploader.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { requireView } from "../guards.server.ts";
import { libraryPage, libraryQuery, summarize } from "../../domain/media/media-library.server.ts";
import { thaiShortDate } from "../../lib/dates.ts";
import { formatCount } from "../../lib/format.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { notFound } from "../../lib/http.server.ts";
import { MEDIA_KIND_LABELS } from "../../lib/staff/media-kinds.ts";
import { parsePage } from "../../lib/paging.ts";
import type { Route } from "./+types/library";

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  await requireView(args);
  const url = new URL(request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const query = libraryQuery(url);
  const library = await libraryPage(query, page);
  if (page > library.pages) notFound();
  return { query, library: { ...library, items: library.items.map(summarize) } };
}

export const meta: Route.MetaFunction = () => [{ title: "คลังสื่อ | ระบบจัดการเว็บไซต์" }];

/** Every uploaded file: upload more, find, and open one to describe, replace or delete it. */
export default function Library({ loaderData }: Route.ComponentProps) {
  const { query, library } = loaderData;
  const params = new URLSearchParams(
    Object.entries(query).filter(
      ([key, value]) => value !== "" && !(key === "view" && value === "grid"),
    ),
  );
  const viewHref = (view: string) => {
    const next = new URLSearchParams(params);
    if (view === "grid") next.delete("view");
    else next.set("view", view);
    const search = next.toString();
    return search ? `/admin/library?${search}` : "/admin/library";
  };
  return (
    <div className="admin-page">
      <h1>คลังสื่อ</h1>
      <Uploader />
      <Form method="get" className="filters" aria-label="ค้นหาในคลังสื่อ">
        <div className="field">
          <label htmlFor="library-q">ค้นหาชื่อไฟล์ ข้อความแทนภาพ หรือคำบรรยาย</label>
          <input id="library-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="library-kind">ชนิด</label>
          <select id="library-kind" name="kind" defaultValue={query.kind}>
            <option value="">ทั้งหมด</option>
            {Object.entries(MEDIA_KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="library-month">เดือนที่อัปโหลด</label>
          <input id="library-month" name="month" type="month" defaultValue={query.month} />
        </div>
        {query.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <div className="form-actions">
          <button type="submit" className="button">
            ค้นหา
          </button>
        </div>
      </Form>
      <div className="library-bar">
        <p role="status">พบ {formatCount(library.total)} ไฟล์</p>
        <nav aria-label="รูปแบบการแสดงผล" className="view-switch">
          <Link to={viewHref("grid")} aria-current={query.view === "grid" ? "page" : undefined}>
            ตาราง
          </Link>
          <Link to={viewHref("list")} aria-current={query.view === "list" ? "page" : undefined}>
            รายการ
          </Link>
        </nav>
      </div>
      {library.items.length === 0 ? (
        <p>ไม่พบไฟล์ตามเงื่อนไขที่เลือก</p>
      ) : query.view === "grid" ? (
        <ul className="library-grid" role="list">
          {library.items.map((m) => (
            <li key={m.id}>
              <Link to={`/admin/library/${m.id}`} className="library-card">
                <MediaThumb media={m} />
                <span className="library-name">{m.name}</span>
                <span className="hint">
                  {MEDIA_KIND_LABELS[m.kind]} · {formatBytes(m.byteSize)}
                  {m.kind === "image" && !m.alt ? " · ยังไม่มีข้อความแทนภาพ" : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">ไฟล์ในคลังสื่อ หน้า {library.page}</caption>
            <thead>
              <tr>
                <th scope="col">ไฟล์</th>
                <th scope="col">ชนิด</th>
                <th scope="col">ขนาด</th>
                <th scope="col">ข้อความแทนภาพ</th>
                <th scope="col">อัปโหลดเมื่อ</th>
              </tr>
            </thead>
            <tbody>
              {library.items.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link to={`/admin/library/${m.id}`}>{m.name}</Link>
                  </td>
                  <td>{MEDIA_KIND_LABELS[m.kind]}</td>
                  <td>{formatBytes(m.byteSize)}</td>
                  <td>{m.kind === "image" ? m.alt || "—" : "—"}</td>
                  <td>{thaiShortDate(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={library.page}
        pages={library.pages}
        basePath="/admin/library"
        query={params}
      />
    </div>
  );
}
