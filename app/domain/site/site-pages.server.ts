import { db } from "../../db/client.server.ts";
import { insertItem } from "../../db/content/item-writes.server.ts";
import { groupPages, pageSlugs } from "../../db/site/site-pages.server.ts";
import { nowIso } from "../../db/content/items.server.ts";
import { ABOUT_PAGES, POLICY_PAGES, type SitePage } from "../../content/site-pages.ts";
import type { PageGroupKey } from "../../content/types.ts";
import { indexItems } from "../search/search-indexing.server.ts";

/**
 * Creates what a site cannot be without: each policy page that is missing (published, with its
 * starter text), and on a site with no “about the office” pages at all, those as drafts to fill
 * in. Pages in the trash count as present: an office that removed one meant it.
 */
export async function ensureSitePages(): Promise<number> {
  const policies = await pageSlugs(db(), "policy");
  const about = await pageSlugs(db(), "about");
  const missing: { page: SitePage; group: PageGroupKey; status: "published" | "draft" }[] = [
    ...POLICY_PAGES.filter((p) => !policies.has(p.slug)).map((page) => ({
      page,
      group: "policy" as const,
      status: "published" as const,
    })),
    ...(about.size === 0
      ? ABOUT_PAGES.map((page) => ({ page, group: "about" as const, status: "draft" as const }))
      : []),
  ];
  if (missing.length === 0) return 0;
  const now = nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      const ids: number[] = [];
      for (const [order, { page, group, status }] of missing.entries())
        ids.push(
          await insertItem(trx, {
            type: "page",
            subject: group,
            slug: page.slug,
            title: page.title,
            summary: page.summary,
            body: page.body,
            status,
            published_at: status === "published" ? now : null,
            pinned_order: order,
            created_at: now,
            updated_at: now,
          }),
        );
      await indexItems(trx, ids);
    });
  return missing.length;
}

/** The published pages of a group, for its index and the menu beside each page. */
export function pagesOf(group: PageGroupKey) {
  return groupPages(db(), group, nowIso());
}
