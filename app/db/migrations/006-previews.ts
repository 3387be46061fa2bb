import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);

  /** Private preview links; `id` is the SHA-256 of the token in the link. */
  await db.schema
    .createTable("item_previews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("item_previews_expires")
    .on("item_previews")
    .column("expires_at")
    .execute();
}
