import { data, redirect } from "react-router";
import { ItemArticle } from "../../components/item-article.tsx";
import { imageUrlFor } from "../../components/picture.tsx";
import { CONTENT_TYPES, findSubject, itemPath, typeForSection } from "../../content/types.ts";
import { itemPage, movedItemPath } from "../../domain/content.server.ts";
import { countView } from "../../domain/views.server.ts";
import { ITEM_ID_HEADER, loaderHeaders, notFound, slugParam } from "../../lib/http.server.ts";
import { itemJsonLd } from "../../lib/item-json-ld.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/item";

export async function loader({ request, params }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const type = segment === "news" ? "news" : typeForSection(segment);
  const subject = type === "news" ? findSubject(params.subject) : undefined;
  if (!type || (type === "news" && !subject)) notFound();
  const slug = slugParam(params.slug);
  const page = await itemPage({ type, slug, subject: subject?.key });
  if (!page) {
    const moved = await movedItemPath({ type, slug });
    if (moved && moved !== new URL(request.url).pathname) throw redirect(moved, 301);
    notFound();
  }
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
  return data({ ...page, trail, seo }, { headers: { [ITEM_ID_HEADER]: String(item.id) } });
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  return <ItemArticle {...loaderData} />;
}
