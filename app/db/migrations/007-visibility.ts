import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  /** 0: reachable by its URL but left out of lists, the home page, feeds and the sitemap. */
  await db.schema
    .alterTable("items")
    .addColumn("listed", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}
