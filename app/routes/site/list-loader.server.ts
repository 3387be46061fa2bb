import type { RouterContextProvider } from "react-router";
import type { Crumb } from "../../components/breadcrumbs.tsx";
import { feedPath } from "../../content/feed-path.ts";
import { KIND_PAGES } from "../../content/kind-routes.ts";
import { isPublicType } from "../../content/types.ts";
import type { ItemType } from "../../db/schema.ts";
import { sectionPage } from "../../domain/content/content.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";

/**
 * Loads one page of a public list with its SEO; invalid or out-of-range page numbers are a 404.
 */
export async function loadListPage(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  list: {
    type: ItemType;
    subject?: string;
    title: string;
    description: string;
    basePath: string;
    trail: Crumb[];
  },
) {
  const page = parsePage(new URL(request.url));
  if (page === null) notFound();
  const result = await sectionPage(list.type, page, list.subject);
  if (page > result.pages) notFound();
  const feed =
    isPublicType(list.type) && KIND_PAGES[list.type].feed
      ? feedPath(list.type, list.subject)
      : null;
  const seo = await pageSeo(context, {
    feed: feed ? { path: feed, title: list.title } : undefined,
    title: page > 1 ? `${list.title} หน้า ${page}` : list.title,
    description: list.description,
    path: page > 1 ? `${list.basePath}?page=${page}` : list.basePath,
    trail: list.trail,
  });
  return {
    result,
    seo,
    title: list.title,
    description: list.description,
    basePath: list.basePath,
    trail: list.trail,
    feed,
  };
}
