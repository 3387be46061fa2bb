import "../../styles/pages/item.css";
import { data, redirect } from "react-router";
import { ItemArticle } from "../../components/item-article.tsx";
import { imageUrlFor } from "../../components/picture.tsx";
import { kindRoute, schemaTypeOf } from "../../content/kind-routes.ts";
import {
  CONTENT_TYPES,
  findSubject,
  isPublicType,
  itemPath,
  subjectPath,
} from "../../content/types.ts";
import { itemPage, movedItemPath } from "../../domain/content/content.server.ts";
import { displayItemPage, displayTrail } from "../../domain/content/display-text.server.ts";
import { countView } from "../../domain/content/views.server.ts";
import {
  ITEM_ID_HEADER,
  loaderHeaders,
  notFound,
  slugParam,
  visitOf,
} from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { articleSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/item";

export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  const route = kindRoute(pattern);
  const type = route && isPublicType(route.type) ? route.type : undefined;
  const subject = route?.bySubject ? findSubject(params.subject) : undefined;
  if (!type || (route?.bySubject && !subject)) notFound();
  const slug = slugParam(params.slug);
  const page = await itemPage({ type, slug, subject: subject?.key });
  if (!page) {
    const moved = await movedItemPath({ type, slug });
    if (moved && moved !== new URL(request.url).pathname) throw redirect(moved, 301);
    notFound();
  }
  countView(visitOf(request), page.item.id);
  const section = CONTENT_TYPES[type];
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: section.label, path: section.path },
    ...(subject ? [{ label: subject.label, path: subjectPath(subject) }] : []),
    { label: page.item.title, path: itemPath(page.item) },
  ];
  const { item } = page;
  const image = item.cover ? imageUrlFor(item.cover) : undefined;
  const seo = await articleSeo(context, item, { trail, image });
  return data(
    { ...displayItemPage(page), schemaType: schemaTypeOf(type), trail: displayTrail(trail), seo },
    { headers: { [ITEM_ID_HEADER]: String(item.id) } },
  );
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  return <ItemArticle {...loaderData} />;
}
