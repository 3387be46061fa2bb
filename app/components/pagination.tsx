import { Link } from "react-router";
import { formatCount } from "../lib/format.ts";

function pageHref(basePath: string, query: URLSearchParams, page: number): string {
  const params = new URLSearchParams(query);
  if (page === 1) params.delete("page");
  else params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Page numbers around the current one, with the first and last always shown. */
function visiblePages(page: number, pages: number): (number | "gap")[] {
  const out: (number | "gap")[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out.at(-1) !== "gap") out.push("gap");
  }
  return out;
}

export function Pagination({
  page,
  pages,
  basePath,
  query = new URLSearchParams(),
}: {
  page: number;
  pages: number;
  basePath: string;
  query?: URLSearchParams;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="เลขหน้า">
      <ul role="list">
        {page > 1 ? (
          <li>
            <Link to={pageHref(basePath, query, page - 1)} rel="prev">
              ‹ ก่อนหน้า
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={pageHref(basePath, query, p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`หน้า ${formatCount(p)}`}
              >
                {formatCount(p)}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={pageHref(basePath, query, page + 1)} rel="next">
              ถัดไป ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
