import "../../styles/pages/item.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { ItemArticle } from "../../components/item-article.tsx";
import { kindRoute, schemaTypeOf } from "../../content/kind-routes.ts";
import { STANDALONE_PAGES } from "../../content/kinds.ts";
import { itemPage } from "../../domain/content/content.server.ts";
import { displayItemPage, displayTrail } from "../../domain/content/display-text.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/work-with-us";

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const route = kindRoute(pattern);
  const standalone = STANDALONE_PAGES.find((p) => p.slug === route?.slug);
  if (!route?.slug || !standalone) notFound();
  const path = `/${route.path}`;
  const page = await itemPage({ type: route.type, slug: route.slug });
  // The menu always links here: until the office writes the page, a reader is told there is
  // nothing open rather than sent to a missing page.
  const title = page?.item.title ?? standalone.label;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: title, path },
  ];
  const seo = await pageSeo(context, {
    title,
    description: page?.item.summary ?? "",
    path,
    trail,
  });
  if (!page) return { page: null, title, trail, seo };
  return {
    page: {
      ...displayItemPage(page),
      schemaType: schemaTypeOf(page.item.type),
      trail: displayTrail(trail),
      seo,
    },
    title,
    trail,
    seo,
  };
}

export const meta = loaderMeta;

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  if (loaderData.page) return <ItemArticle {...loaderData.page} />;
  return (
    <div className="page">
      <h1>{loaderData.title}</h1>
      <EmptyState message="ขณะนี้ยังไม่มีตำแหน่งงานที่เปิดรับสมัคร" />
    </div>
  );
}
