import { Link } from "react-router";
import type { ItemCard, ItemDetail } from "../db/items.server.ts";
import { itemPath } from "../content/types.ts";
import { Attachments } from "./attachments.tsx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { Gallery } from "./gallery.tsx";
import { CardGrid, ItemMeta } from "./item-card.tsx";
import { JsonLd } from "./json-ld.tsx";
import { mediaUrl, Picture } from "./picture.tsx";
import { ShareButtons } from "./share-buttons.tsx";
import { VideoBlock } from "./video-block.tsx";

export type ItemArticleProps = {
  item: ItemDetail;
  adjacent: { newer: ItemCard | null; older: ItemCard | null };
  related: ItemCard[];
  trail: Crumb[];
  seo: { jsonLd: object[]; url: string };
};

/** An item's public page body: on its public address, on `/workwithus`, and in a preview. */
export function ItemArticle({ item, adjacent, related, trail, seo }: ItemArticleProps) {
  if (item.type === "page") {
    return (
      <div className="page page-item">
        <JsonLd items={seo.jsonLd} />
        <Breadcrumbs trail={trail} />
        <article className="item">
          <header className="item-head">
            <h1>{item.title}</h1>
            {item.summary ? <p className="lead">{item.summary}</p> : null}
          </header>
          <div className="prose" dangerouslySetInnerHTML={{ __html: item.body }} />
        </article>
      </div>
    );
  }
  const showCover = item.cover && item.type !== "multimedia" && item.type !== "infographic";
  return (
    <div className="page page-item">
      <JsonLd items={seo.jsonLd} />
      <Breadcrumbs trail={trail} />
      <article className="item">
        <header className="item-head">
          {item.faqCategory ? <p className="card-kicker">{item.faqCategory.name}</p> : null}
          <h1>{item.title}</h1>
          <ItemMeta item={item} />
          {item.summary && item.type !== "faq" ? <p className="lead">{item.summary}</p> : null}
        </header>
        {item.type === "multimedia" ? (
          <VideoBlock
            title={item.title}
            video={item.video}
            videoUrl={item.videoUrl}
            poster={item.cover}
          />
        ) : null}
        {item.type === "infographic" && item.cover ? (
          <figure className="infographic">
            <Picture image={item.cover} sizes="(min-width: 900px) 860px, 100vw" eager />
            <figcaption className="infographic-actions">
              <a href={mediaUrl(item.cover.original)} className="button button-secondary">
                ดูภาพขนาดเต็ม
              </a>
              <a href={mediaUrl(item.cover.original)} download className="button">
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
        <ShareButtons url={seo.url} title={item.title} />
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
