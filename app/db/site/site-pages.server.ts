import type { Db } from "../client.server.ts";

/** Slugs of the pages already in a group, in the trash or not. */
export async function pageSlugs(database: Db, group: string): Promise<Set<string>> {
  const rows = await database
    .selectFrom("items")
    .select("slug")
    .where("type", "=", "page")
    .where("subject", "=", group)
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** The published pages of a group in the order staff set (then by title), for its menu. */
export async function groupPages(database: Db, group: string, now: string) {
  return database
    .selectFrom("items")
    .select(["id", "slug", "title", "summary", "subject", "type"])
    .where("type", "=", "page")
    .where("subject", "=", group)
    .where("status", "=", "published")
    .where("published_at", "<=", now)
    .where("deleted_at", "is", null)
    .orderBy("pinned_order")
    .orderBy("title")
    .execute();
}
