import type { ItemType } from "../../db/schema.ts";
import { sectionPage } from "../../domain/content.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";

/** Loads one page of a public list; invalid or out-of-range page numbers are a 404. */
export async function loadListPage(request: Request, type: ItemType, subject?: string) {
  const page = parsePage(new URL(request.url));
  if (page === null) notFound();
  const result = await sectionPage(type, page, subject);
  if (page > result.pages) notFound();
  return result;
}
