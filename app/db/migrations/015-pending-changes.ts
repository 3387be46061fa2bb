import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * An edit to a published or scheduled item by someone who may not publish: it waits here, one per
 * item, while the live item keeps serving. `version` counts its own saves; `base_version` is the
 * item's version it was started from; `returned_*` is set when a reviewer sends it back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("item_pending_changes")
    .addColumn("item_id", "integer", (c) =>
      c.primaryKey().references("items.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("base_version", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("returned_at", timestamp)
    .addColumn("returned_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("return_note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}
