import { CONTENT_TYPES, itemPath, type PublicType } from "../../content/types.ts";
import { search } from "../../domain/content.server.ts";
import type { Route } from "./+types/search-suggest";

const LIMIT = 6;

/** Live results for the search box: a few titles and the total, as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  if (text.length < 2) return Response.json({ items: [], total: 0 });
  const { page } = await search(text, 1);
  return Response.json(
    {
      total: page.total,
      items: page.items.slice(0, LIMIT).map((item) => ({
        id: item.id,
        title: item.title,
        path: itemPath(item),
        typeLabel: CONTENT_TYPES[item.type as PublicType].label,
      })),
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
