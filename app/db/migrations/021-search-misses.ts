import type { Kysely } from "kysely";

/**
 * Searches that found nothing, counted per Thai calendar day and query (as the search reads it),
 * with no reader's address or anything else about who searched: what readers look for and cannot
 * find, for the dashboard.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_misses")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_misses_pkey", ["day", "query"])
    .execute();
}
