import type { Kysely } from "kysely";

/**
 * Searches that found nothing, counted per Thai calendar day and query (as the search reads it),
 * with no reader's address or anything else about who searched: what readers look for and cannot
 * find, for the dashboard. And what the search index was built with (the words kept whole), kept
 * with the index rather than the site's settings, as backups leave the index out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_misses")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_misses_pkey", ["day", "query"])
    .execute();
  await db.schema
    .createTable("search_state")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}
