import type { ItemCard, Page } from "../db/content/items.server.ts";
import { formatCount } from "../lib/format.ts";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { FeedLink } from "./feed-link.tsx";
import { CardGrid } from "./item-card.tsx";
import { JsonLd } from "./json-ld.tsx";
import { Pagination } from "./pagination.tsx";

/** The shared body of every public list page. */
export function ListPage({
  title,
  description,
  trail,
  basePath,
  result,
  jsonLd,
  filters,
  feed,
}: {
  title: string;
  description: string;
  trail: Crumb[];
  basePath: string;
  result: Page<ItemCard>;
  jsonLd: object[];
  filters?: React.ReactNode;
  /** The list's RSS feed, offered beside its count. */
  feed?: string | null;
}) {
  return (
    <div className="page">
      <JsonLd items={jsonLd} />
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{title}</h1>
        <p className="lead">{description}</p>
        {result.total || feed ? (
          <p className="meta">
            {result.total ? `ทั้งหมด ${formatCount(result.total)} รายการ` : null}
            {result.pages > 1
              ? ` · หน้า ${formatCount(result.page)} จาก ${formatCount(result.pages)}`
              : ""}
            {feed ? <FeedLink path={feed} /> : null}
          </p>
        ) : null}
      </header>
      {filters}
      {result.items.length ? (
        <CardGrid items={result.items} headingLevel={2} eagerCount={result.page === 1 ? 3 : 0} />
      ) : (
        <EmptyState message="ยังไม่มีรายการในหมวดนี้" hint="โปรดกลับมาตรวจสอบอีกครั้งในภายหลัง" />
      )}
      <Pagination page={result.page} pages={result.pages} basePath={basePath} />
    </div>
  );
}
