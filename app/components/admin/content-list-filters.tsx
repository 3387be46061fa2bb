import { Form, Link } from "react-router";
import { PAGE_SIZES, SORTS, STATUS_FILTERS, type ListQuery } from "../../lib/staff/content-list.ts";

/** The list's search and filters, a plain GET form so every view has its own address. */
export function ContentListFilters({
  label,
  query,
  authors,
  basePath,
}: {
  label: string;
  query: ListQuery;
  authors: { id: string; name: string }[];
  basePath: string;
}) {
  return (
    <Form method="get" className="filters" aria-label={`ค้นหาและกรอง${label}`}>
      <div className="field">
        <label htmlFor="list-q">ค้นหาจากชื่อเรื่อง</label>
        <input id="list-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="list-status">สถานะ</label>
        <select id="list-status" name="status" defaultValue={query.status}>
          {Object.entries(STATUS_FILTERS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="list-author">ผู้เขียน</label>
        <select id="list-author" name="author" defaultValue={query.author}>
          <option value="">ทุกคน</option>
          {authors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="list-sort">เรียงตาม</label>
        <select id="list-sort" name="sort" defaultValue={query.sort}>
          {Object.entries(SORTS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="list-size">แสดงหน้าละ</label>
        <select id="list-size" name="size" defaultValue={String(query.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} รายการ
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          ค้นหา
        </button>
        <Link to={basePath} className="button button-secondary">
          ล้างตัวกรอง
        </Link>
      </div>
    </Form>
  );
}
