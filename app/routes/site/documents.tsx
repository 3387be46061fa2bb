import "../../styles/pages/documents.css";
import { Form, Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { FeedLink } from "../../components/feed-link.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { FileDownloads } from "../../components/file-downloads.tsx";
import { feedPath } from "../../content/feed-path.ts";
import { KIND_PAGES } from "../../content/kind-routes.ts";
import {
  CONTENT_TYPES,
  DOCUMENT_CATEGORIES,
  findDocumentCategory,
  itemPath,
} from "../../content/types.ts";
import { documentsPage } from "../../domain/content/content.server.ts";
import { BE_OFFSET } from "../../content/thai-year.ts";
import { thaiDate } from "../../lib/thai-date.ts";
import { formatCount } from "../../lib/format.ts";
import { notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/documents";

const section = CONTENT_TYPES.document;
const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: section.label, path: section.path },
];

/** `/documents?category=plan&year=2569`: a year is given in the Buddhist era, as readers know it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url);
  const category = url.searchParams.get("category") || undefined;
  const yearText = url.searchParams.get("year") || undefined;
  const beYear = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  if (page === null || (category && !findDocumentCategory(category)) || (yearText && !beYear))
    notFound();
  const { result, years } = await documentsPage({
    category,
    year: beYear ? beYear - BE_OFFSET : undefined,
    page,
  });
  if (page > result.pages) notFound();
  const query = new URLSearchParams({
    ...(category ? { category } : {}),
    ...(beYear ? { year: String(beYear) } : {}),
  });
  const seo = await pageSeo(context, {
    feed: { path: feedPath("document"), title: section.label },
    title: section.label,
    description: KIND_PAGES.document.description,
    path: query.size ? `${section.path}?${query}` : section.path,
    trail,
  });
  return {
    result,
    years: years.map((y) => y + BE_OFFSET),
    category,
    beYear,
    query: `${query}`,
    seo,
    description: KIND_PAGES.document.description,
  };
}

export const meta = loaderMeta;

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { result, years, category, beYear, query, description } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{section.label}</h1>
        <p className="lead">{description}</p>
        <p className="meta">
          <FeedLink path={feedPath("document")} />
        </p>
      </header>
      <Form method="get" className="document-filters" aria-label="กรองเอกสาร">
        <div className="field">
          <label htmlFor="document-category">หมวดเอกสาร</label>
          <select id="document-category" name="category" defaultValue={category ?? ""}>
            <option value="">ทุกหมวด</option>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="document-year">ปี พ.ศ.</label>
          <select id="document-year" name="year" defaultValue={beYear ?? ""}>
            <option value="">ทุกปี</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          แสดงเอกสาร
        </button>
      </Form>
      <p className="meta" role="status">
        {result.total ? `พบ ${formatCount(result.total)} รายการ` : "ไม่พบเอกสารตามที่เลือก"}
      </p>
      {result.items.length ? (
        <ol role="list" className="document-list">
          {result.items.map((doc) => (
            <li key={doc.id}>
              <p className="card-kicker">{findDocumentCategory(doc.subject)?.label}</p>
              <h2 className="card-title">
                <Link to={itemPath(doc)}>{doc.title}</Link>
              </h2>
              {doc.documentDate ? (
                <p className="meta">
                  ลงวันที่ <time dateTime={doc.documentDate}>{thaiDate(doc.documentDate)}</time>
                </p>
              ) : null}
              {doc.summary ? <p>{doc.summary}</p> : null}
              <FileDownloads files={doc.files} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState message="ยังไม่มีเอกสารในหมวดหรือปีที่เลือก" />
      )}
      <Pagination
        page={result.page}
        pages={result.pages}
        basePath={section.path}
        query={new URLSearchParams(query)}
      />
    </div>
  );
}
