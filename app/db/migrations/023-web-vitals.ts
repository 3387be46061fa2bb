import type { Kysely } from "kysely";

/**
 * Readers' field data (decision 0037): how many measurements of each metric fell in each fixed
 * bucket, per Thai calendar day and kind of page. One row is a count, never a measurement, and
 * nothing about the reader or the page's address is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("web_vitals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("page_kind", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("bucket", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("web_vitals_pkey", ["day", "page_kind", "metric", "bucket"])
    .execute();
}
