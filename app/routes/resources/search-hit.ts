import { redirect } from "react-router";
import { itemPath } from "../../content/types.ts";
import { resolveSlug } from "../../domain/content/content.server.ts";
import { notFound, slugParam } from "../../lib/http.server.ts";
import type { Route } from "./+types/search-hit";

export async function loader({ params }: Route.LoaderArgs) {
  const item = await resolveSlug(slugParam(params.slug));
  if (!item) notFound();
  return redirect(itemPath(item), 301);
}
