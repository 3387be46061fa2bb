import "../../styles/pages/item.css";
import { ItemArticle } from "../../components/item-article.tsx";
import { kindRoute, schemaTypeOf } from "../../content/kind-routes.ts";
import { itemPage } from "../../domain/content/content.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/work-with-us";

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const route = kindRoute(pattern);
  if (!route?.slug) notFound();
  const path = `/${route.path}`;
  const page = await itemPage({ type: route.type, slug: route.slug });
  if (!page) notFound();
  const { item } = page;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: item.title, path },
  ];
  const seo = await pageSeo(context, {
    title: item.title,
    description: item.summary,
    path,
    trail,
  });
  return { ...page, schemaType: schemaTypeOf(item.type), trail, seo };
}

export const meta = loaderMeta;

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  return <ItemArticle {...loaderData} />;
}
