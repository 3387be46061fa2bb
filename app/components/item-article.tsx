import { Link, useRouteLoaderData } from "react-router";
import type { ItemCard, ItemDetail } from "../db/content/items.server.ts";
import type { SchemaType } from "../content/kind-routes.ts";
import { kindOfType } from "../content/kinds.ts";
import { searchPath } from "../content/search-path.ts";
import { itemPath } from "../content/types.ts";
import { thaiDate } from "../lib/thai-date.ts";
import type { RootData } from "../lib/seo.ts";
import { Attachments } from "./attachments.tsx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { Gallery } from "./gallery.tsx";
import { CardGrid, ItemMeta } from "./item-card.tsx";
import { JsonLd } from "./json-ld.tsx";
import { imageUrlFor, Picture } from "./picture.tsx";
import { ShareButtons } from "./share-buttons.tsx";
import { VideoBlock } from "./video-block.tsx";

export type ItemArticleProps = {
  item: ItemDetail;
  /** The kind's schema.org type (`schemaTypeOf`), which shapes the page. */
  schemaType: SchemaType;
  adjacent: { newer: ItemCard | null; older: ItemCard | null };
  related: ItemCard[];
  trail: Crumb[];
  seo: { jsonLd: object[]; url: string };
  /** Pages only: say when the page last changed (policies). */
  updated?: boolean;
  /** Pages only: the group's menu. */
  aside?: React.ReactNode;
  /** Pages only: what follows the text (the cookie settings). */
  children?: React.ReactNode;
};

/** An item's public page body: on its public address, on a page's address, and in a preview. */
export function ItemArticle(props: ItemArticleProps) {
  const { item, adjacent, related, trail, seo, schemaType } = props;
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (schemaType === "WebPage") {
    return (
      <div className={props.aside ? "page page-grouped" : "page page-item"}>
        <JsonLd items={seo.jsonLd} />
        <Breadcrumbs trail={trail} />
        <div className="page-columns">
          <div>
            <article className="item">
              <header className="item-head">
                <h1>{item.title}</h1>
                {item.summary ? <p className="lead">{item.summary}</p> : null}
                {props.updated ? (
                  <p className="meta">ปรับปรุงล่าสุด {thaiDate(item.updatedAt)}</p>
                ) : null}
              </header>
              <div className="prose" dangerouslySetInnerHTML={{ __html: item.body }} />
              <PrintAddress url={seo.url} />
            </article>
            {props.children}
          </div>
          {props.aside}
        </div>
      </div>
    );
  }
  // A video leads its page, with the cover as its poster; an image is the page's content.
  const video = schemaType === "VideoObject";
  const image = schemaType === "ImageObject";
  const showCover = item.cover && !video && !image;
  // A kind filed under categories names the item's category above its title (documents).
  const { categories } = kindOfType(item.type);
  return (
    <div className="page page-item">
      <JsonLd items={seo.jsonLd} />
      <Breadcrumbs trail={trail} />
      <article className="item">
        <header className="item-head">
          {item.faqCategory ? <p className="card-kicker">{item.faqCategory.name}</p> : null}
          {categories ? (
            <p className="card-kicker">{categories.find((c) => c.key === item.subject)?.label}</p>
          ) : null}
          <h1>{item.title}</h1>
          {item.documentDate ? (
            <p className="meta">
              ลงวันที่ <time dateTime={item.documentDate}>{thaiDate(item.documentDate)}</time>
            </p>
          ) : null}
          <ItemMeta item={item} />
          <p className="byline">
            {item.byline ? `โดย ${item.byline}` : `ที่มา: ${root?.site.officeName ?? ""}`}
          </p>
          {item.review ? (
            <p className="reviewed">
              ตรวจทานโดย {item.review.reviewer}
              {item.review.reviewerTitle ? ` (${item.review.reviewerTitle})` : ""} เมื่อ{" "}
              <time dateTime={item.review.reviewedOn}>{thaiDate(item.review.reviewedOn)}</time>
            </p>
          ) : null}
          {item.summary && schemaType !== "Question" ? (
            <p className="lead">{item.summary}</p>
          ) : null}
        </header>
        {video ? (
          <VideoBlock
            title={item.title}
            video={item.video}
            videoUrl={item.videoUrl}
            poster={item.cover}
            load={root?.consent?.media ?? false}
          />
        ) : null}
        {image && item.cover ? (
          <figure className="infographic">
            <Picture image={item.cover} sizes="(min-width: 900px) 860px, 100vw" eager />
            <figcaption className="infographic-actions">
              <a href={imageUrlFor(item.cover, Infinity)} className="button button-secondary">
                ดูภาพขนาดเต็ม
              </a>
              <a href={imageUrlFor(item.cover, Infinity)} download className="button">
                ดาวน์โหลดอินโฟกราฟิก
              </a>
            </figcaption>
          </figure>
        ) : null}
        {showCover && item.cover ? (
          <figure className="item-cover">
            <Picture image={item.cover} sizes="(min-width: 900px) 860px, 100vw" eager />
            {item.cover.caption ? <figcaption>{item.cover.caption}</figcaption> : null}
          </figure>
        ) : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: item.body }} />
        <Gallery photos={item.photos} />
        <Attachments files={item.attachments} />
        <References review={item.review} />
        <Keywords words={item.keywords} />
        <ShareButtons url={seo.url} title={item.title} />
        <PrintAddress url={seo.url} />
      </article>
      <nav className="adjacent" aria-label="รายการก่อนหน้าและถัดไป">
        {adjacent.older ? (
          <Link to={itemPath(adjacent.older)} rel="prev">
            <span className="adjacent-label">‹ ก่อนหน้า</span>
            {adjacent.older.title}
          </Link>
        ) : (
          <span />
        )}
        {adjacent.newer ? (
          <Link to={itemPath(adjacent.newer)} rel="next" className="adjacent-next">
            <span className="adjacent-label">ถัดไป ›</span>
            {adjacent.newer.title}
          </Link>
        ) : null}
      </nav>
      {related.length ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">เรื่องที่เกี่ยวข้อง</h2>
          <CardGrid items={related} />
        </section>
      ) : null}
    </div>
  );
}

/** The sources a medical review names, and when the content is to be checked again. */
function References({ review }: { review: ItemDetail["review"] }) {
  if (!review || (!review.references.length && !review.reviewDue)) return null;
  return (
    <section className="references" aria-labelledby="references-title">
      <h2 id="references-title">แหล่งอ้างอิง</h2>
      {review.references.length ? (
        <ol>
          {review.references.map((r, i) => (
            <li key={i}>
              {r.url ? (
                <a href={r.url} rel="noopener noreferrer">
                  {r.title}
                </a>
              ) : (
                r.title
              )}
              {r.organisation ? ` · ${r.organisation}` : ""}
            </li>
          ))}
        </ol>
      ) : null}
      {review.reviewDue ? (
        <p className="meta">
          กำหนดทบทวนเนื้อหาครั้งถัดไป{" "}
          <time dateTime={review.reviewDue}>{thaiDate(review.reviewDue)}</time>
        </p>
      ) : null}
    </section>
  );
}

/** On paper, where the page came from (hidden on screen). */
function PrintAddress({ url }: { url: string }) {
  return <p className="print-only">ที่มา: {decodeURI(url)}</p>;
}

/** An article's keywords, each a search for what else the site has on it. */
function Keywords({ words }: { words: string[] }) {
  if (!words.length) return null;
  return (
    <nav className="keywords" aria-label="คำสำคัญ">
      <h2 className="keywords-title">คำสำคัญ</h2>
      <ul role="list">
        {words.map((word) => (
          <li key={word}>
            <Link to={searchPath(word)}>{word}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
