import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * What an import made of each thing it read (so a second run adds nothing and an interrupted one
 * carries on), and the old addresses that answer with a permanent redirect: to an item or a file
 * (followed wherever it moves later) or to a fixed path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("import_sources")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.references("items.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("import_sources_pkey", ["source", "key"])
    .execute();
  await db.schema
    .createTable("redirects")
    .addColumn("from_path", "text", (c) => c.primaryKey())
    .addColumn("item_id", "integer", (c) => c.references("items.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("cascade"))
    .addColumn("to_path", "text")
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
}
