import { KIND_ROUTES } from "./kind-routes.ts";

/**
 * The kinds of public page readers' field data is counted under (decision 0037): a handful, so a
 * count never describes one page or one reader. Only the server reads this (`vite.config.ts`
 * keeps it out of the browser's shared chunk).
 */
export const PAGE_KINDS = ["home", "article", "list", "search", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  home: "หน้าแรก",
  article: "หน้าเนื้อหา",
  list: "หน้ารายการ",
  search: "หน้าค้นหา",
  other: "หน้าอื่น ๆ",
};

/** A route's id as React Router names it: its own, or its module's path without the extension. */
const routeId = (id: string | undefined, page: string) => id ?? `routes/site/${page}`;

/**
 * Every public page route by id (the ids React Router gives the routes of `app/routes.ts` under
 * the public layout), with its kind: the kinds' routes from the registry, an item or a page being
 * an article and anything else of a kind a list; the site's own pages (`SITE_PATHS`) and the
 * not-found page are "other" but for the search. `page-kinds.test.ts` checks it against the route
 * table.
 */
const KIND_OF_ROUTE: ReadonlyMap<string, PageKind> = new Map<string, PageKind>([
  ["routes/site/home", "home"],
  ["routes/site/search", "search"],
  ...KIND_ROUTES.map((r): [string, PageKind] => [
    routeId(r.id, r.page),
    r.page === "item" || r.page === "page" || r.page === "work-with-us" ? "article" : "list",
  ]),
  ...[
    "routes/site/sitemap",
    "routes/site/contact",
    "ita",
    "ita-year",
    "routes/site/ita-item",
    "routes/site/information-centre",
    "routes/site/not-found",
  ].map((id): [string, PageKind] => [id, "other"]),
]);

/** The kind of the public page a route id names; undefined for any other id. */
export function pageKindOfRoute(id: string): PageKind | undefined {
  return KIND_OF_ROUTE.get(id);
}

/** Every route id a page kind is known for, for the route table's test. */
export function pageKindRouteIds(): string[] {
  return [...KIND_OF_ROUTE.keys()];
}
