import "../../styles/pages/search.css";
import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { Marked } from "../../components/marked.tsx";
import { ItemMeta } from "../../components/item-card.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { browseLinks } from "../../content/kind-routes.ts";
import { kindOfType } from "../../content/kinds.ts";
import { CONTENT_TYPES, isPublicType, itemPath, PUBLIC_TYPES } from "../../content/types.ts";
import { PAGE_SIZE } from "../../domain/content/content.server.ts";
import { SEARCH_LIMITED, takeSearchTurn } from "../../domain/search/search-limit.server.ts";
import { countSearchMiss } from "../../domain/search/search-misses.server.ts";
import type { SearchHit } from "../../domain/search/search-results.server.ts";
import { searchSite } from "../../domain/search/search.server.ts";
import { formatCount } from "../../lib/format.ts";
import {
  loaderHeaders,
  notFound,
  PRIVATE_PAGE,
  requestContext,
  SEARCH_MISS_HEADER,
  visitOf,
} from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { ItemCard } from "../../db/content/items.server.ts";
import type { Route } from "./+types/search";

const MAX_QUERY_LENGTH = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Cut at a length, a character outside the BMP may lose its second half: drop the lone half.
  const text = (url.searchParams.get("title") ?? "")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .toWellFormed();
  const typeParam = url.searchParams.get("type") ?? "";
  const type = isPublicType(typeParam) ? typeParam : undefined;
  const page = parsePage(url);
  if (page === null) notFound();
  const seo = await pageSeo(context, {
    title: text ? `ผลการค้นหา “${text}”` : "ค้นหา",
    description: "ค้นหาข่าว สื่อ ประกาศ และคำถามที่พบบ่อยทั้งเว็บไซต์",
    path: "/search",
    noindex: true,
  });
  // Where a reader whose search found nothing is pointed to instead.
  const browse = browseLinks();
  if (!text) return { text, type, result: null, limited: null, seo, browse };
  const wait = takeSearchTurn(requestContext(request).ip);
  if (wait)
    return data(
      { text, type, result: null, limited: SEARCH_LIMITED, seo, browse },
      { status: 429, headers: { ...PRIVATE_PAGE, "Retry-After": String(wait) } },
    );
  const result = await searchSite({ text, type, page, pageSize: PAGE_SIZE });
  if (page > result.page.pages) notFound();
  const loaded = { text, type, result, limited: null, seo, browse };
  // A search that found an item, or named one of the site's pages, found something.
  if ((result.way !== "none" && result.way !== "either") || type || result.links.length)
    return loaded;
  countSearchMiss(visitOf(request), text);
  return data(loaded, { headers: { [SEARCH_MISS_HEADER]: encodeURIComponent(text) } });
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: "ค้นหา", path: "/search" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { text, type, result, limited, browse } = loaderData;
  const query = new URLSearchParams({ title: text, ...(type ? { type } : {}) });
  const total = result ? Object.values(result.counts).reduce((s, n) => s + n, 0) : 0;
  // Past COUNT_CAP matches the numbers are of the newest ones: say "at least".
  const count = (n: number) => `${formatCount(n)}${result?.more ? "+" : ""}`;
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{text ? `ผลการค้นหา “${text}”` : "ค้นหาข้อมูล"}</h1>
      </header>
      <Form method="get" action="/search" role="search" className="search-page-form">
        <label htmlFor="search-title">คำค้น</label>
        <input
          id="search-title"
          name="title"
          type="search"
          defaultValue={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="เช่น ไข้เลือดออก วัคซีน PM2.5"
        />
        <button type="submit" className="button">
          ค้นหา
        </button>
      </Form>
      {limited ? (
        <p role="alert" className="form-error">
          {limited}
        </p>
      ) : null}
      {result?.links.length ? (
        <nav className="site-links" aria-labelledby="site-links-title">
          <h2 id="site-links-title">หน้าในเว็บไซต์</h2>
          <ul role="list">
            {result.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label} ›</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {result ? (
        <>
          <p role="status" className="meta">
            {total
              ? result.more
                ? `พบมากกว่า ${formatCount(total)} รายการ`
                : `พบทั้งหมด ${formatCount(total)} รายการ`
              : "ไม่พบข้อมูลที่ตรงกับคำค้น"}
          </p>
          {total ? (
            <nav className="filters" aria-label="กรองตามประเภท">
              <ul role="list">
                <li>
                  <Link
                    to={`/search?${new URLSearchParams({ title: text })}`}
                    aria-current={type ? undefined : "page"}
                  >
                    ทั้งหมด ({count(total)})
                  </Link>
                </li>
                {PUBLIC_TYPES.filter((t) => result.counts[t]).map((t) => (
                  <li key={t}>
                    <Link
                      to={`/search?${new URLSearchParams({ title: text, type: t })}`}
                      aria-current={type === t ? "page" : undefined}
                    >
                      {CONTENT_TYPES[t].label} ({count(result.counts[t] ?? 0)})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <NothingFound suggestions={result.suggestions} topic={result.topic} browse={browse} />
          )}
          {result.way === "any" || result.way === "either" || result.way === "similar" ? (
            <p className="hint">
              {result.way !== "similar"
                ? "ไม่พบรายการที่มีครบทุกคำ จึงแสดงรายการที่มีบางคำ"
                : `ไม่พบคำนี้ตรงตัว จึงแสดงรายการของคำที่สะกดใกล้เคียง “${result.meant}”`}
            </p>
          ) : null}
          <Results items={result.page.items.filter((item) => !item.passing)} level={2} />
          {result.page.items.some((item) => item.passing) ? (
            <section aria-labelledby="passing-title">
              <h2 id="passing-title" className="passing-title">
                เรื่องอื่นที่กล่าวถึงคำค้นในเนื้อหา
              </h2>
              <Results items={result.page.items.filter((item) => item.passing)} level={3} />
            </section>
          ) : null}
          <Pagination
            page={result.page.page}
            pages={result.page.pages}
            basePath="/search"
            query={query}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * Results as cards, their titles headings of `level`: the answers, or under their own heading the
 * items that hold the words only in their text.
 */
function Results({ items, level }: { items: SearchHit[]; level: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  if (items.length === 0) return null;
  return (
    <ol className="search-results" role="list">
      {items.map((item) => (
        <li key={item.id}>
          <p className="card-kicker">{kindOfType(item.type).label}</p>
          <Title className="card-title">
            <Link to={itemPath(item)}>
              <Marked parts={item.titleParts} />
            </Link>
          </Title>
          {item.snippetParts.length ? (
            <p>
              <Marked parts={item.snippetParts} />
            </p>
          ) : null}
          <ItemMeta item={item} />
        </li>
      ))}
    </ol>
  );
}

/** The Thai nothing-found answer: near titles when there are some, and ways to go on. */
function NothingFound({
  suggestions,
  topic,
  browse,
}: {
  suggestions: ItemCard[];
  topic?: { term: string; items: ItemCard[] };
  browse: { label: string; path: string }[];
}) {
  return (
    <div className="empty-state">
      {topic ? (
        <>
          <p>
            หรือคุณหมายถึง{" "}
            <Link to={`/search?${new URLSearchParams({ title: topic.term })}`}>“{topic.term}”</Link>
          </p>
          <p>เรื่องที่มีผู้อ่านมากที่สุดเกี่ยวกับ “{topic.term}”</p>
          <ul>
            {topic.items.map((item) => (
              <li key={item.id}>
                <Link to={itemPath(item)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {suggestions.length ? (
        <>
          <p>{topic ? "เรื่องที่ชื่อใกล้เคียงกับคำค้น" : "หรือคุณหมายถึง"}</p>
          <ul>
            {suggestions.map((item) => (
              <li key={item.id}>
                <Link to={itemPath(item)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>คำแนะนำในการค้นหา</p>
      <ul>
        <li>ตรวจตัวสะกดและวรรณยุกต์</li>
        <li>ลองใช้คำที่สั้นลง หรือคำที่มีความหมายใกล้เคียง เช่น “ยุง” แทน “ยุงลายบ้าน”</li>
        <li>ใช้เครื่องหมายคำพูดเมื่อต้องการค้นทั้งวลี เช่น “ล้างมือ 7 ขั้นตอน”</li>
      </ul>
      <p>
        หรือดู{" "}
        {browse.map((l, i) => (
          <Fragment key={l.path}>
            {i === 0 ? null : i === browse.length - 1 ? " และ " : " "}
            <Link to={l.path}>{l.label}</Link>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
