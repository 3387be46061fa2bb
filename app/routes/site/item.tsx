import { Link } from "react-router";
import { Attachments } from "../../components/attachments.tsx";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { Gallery } from "../../components/gallery.tsx";
import { CardGrid, ItemMeta } from "../../components/item-card.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { imageUrlFor, mediaUrl, Picture } from "../../components/picture.tsx";
import { ShareButtons } from "../../components/share-buttons.tsx";
import { VideoBlock } from "../../components/video-block.tsx";
import { CONTENT_TYPES, findSubject, itemPath, typeForSection } from "../../content/types.ts";
import { itemPage } from "../../domain/content.server.ts";
import { countView } from "../../domain/views.server.ts";
import { notFound, slugParam } from "../../lib/http.server.ts";
import { itemJsonLd } from "../../lib/item-json-ld.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/item";

export async function loader({ request, params }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const type = segment === "news" ? "news" : typeForSection(segment);
  const subject = type === "news" ? findSubject(params.subject) : undefined;
  if (!type || (type === "news" && !subject)) notFound();
  const page = await itemPage({ type, slug: slugParam(params.slug), subject: subject?.key });
  if (!page) notFound();
  countView(request, page.item.id);
  const section = CONTENT_TYPES[type];
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: section.label, path: section.path },
    ...(subject ? [{ label: subject.label, path: `/news/${subject.key}` }] : []),
    { label: page.item.title, path: itemPath(page.item) },
  ];
  const { item } = page;
  const image = item.cover ? imageUrlFor(item.cover) : undefined;
  const path = itemPath(item);
  const seo = await pageSeo({
    title: item.seoTitle || item.title,
    description: item.seoDescription || item.summary,
    path,
    image,
    type: "article",
    publishedAt: item.publishedAt,
    trail,
    jsonLd: (base, site) => [itemJsonLd(item, base, site, image && `${base}${image}`)],
  });
  return { ...page, trail, seo };
}

export const meta = loaderMeta;

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const { item, adjacent, related, trail, seo } = loaderData;
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
