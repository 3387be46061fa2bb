import { kindOfType } from "../../content/kinds.ts";
import { itemPath } from "../../content/types.ts";
import { PAGE_SIZE } from "../../domain/content/content.server.ts";
import { SEARCH_LIMITED, takeSearchTurn } from "../../domain/search/search-limit.server.ts";
import { searchSite } from "../../domain/search/search.server.ts";
import { requestContext } from "../../lib/http.server.ts";
import type { Route } from "./+types/search-suggest";

const LIMIT = 8;
const PER_TYPE = 3;

/**
 * Live results for the search box, as JSON: the best few of each type, the last word taken as the
 * start of a word, and `total`, what the search page finds for the same words (the page the
 * reader's Enter opens: asked for exactly as it asks, so that page then comes from the cache).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("q") ?? "")
    .trim()
    .slice(0, 200)
    .toWellFormed();
  if (text.length < 2) return Response.json({ items: [], total: 0 });
  const wait = takeSearchTurn(requestContext(request).ip);
  if (wait)
    return Response.json(
      { message: SEARCH_LIMITED, items: [], total: 0 },
      { status: 429, headers: { "Retry-After": String(wait), "Cache-Control": "no-store" } },
    );
  const [{ page }, full] = await Promise.all([
    searchSite({ text, page: 1, pageSize: 30, live: true, marked: false }),
    searchSite({ text, page: 1, pageSize: PAGE_SIZE }),
  ]);
  const taken = new Map<string, number>();
  const items = page.items
    .filter((item) => {
      const n = taken.get(item.type) ?? 0;
      taken.set(item.type, n + 1);
      return n < PER_TYPE;
    })
    .slice(0, LIMIT);
  return Response.json(
    {
      total: full.page.total,
      items: items.map((item) => ({
        id: item.id,
        title: item.title,
        path: itemPath(item),
        typeLabel: kindOfType(item.type).label,
      })),
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
