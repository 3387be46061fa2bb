import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);

  const items = () => db.schema.alterTable("items");
  const byUser = (c: ColumnDefinitionBuilder) => c.references("users.id").onDelete("set null");
  /** Optimistic concurrency: every save must name the version it started from. */
  await items()
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  /** A draft waiting for an administrator's review. */
  await items().addColumn("submitted_at", timestamp).execute();
  await items().addColumn("submitted_by", "integer", byUser).execute();
  await items().addColumn("unpublish_at", timestamp).execute();
  /** In the trash since then; restorable for 30 days. */
  await items().addColumn("deleted_at", timestamp).execute();
  await items().addColumn("deleted_by", "integer", byUser).execute();
  await items()
    .addColumn("pinned_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("item_revisions")
    .addColumn("id", id.type, id.build)
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("item_revisions_item")
    .on("item_revisions")
    .columns(["item_id", "id"])
    .execute();

  await db.schema
    .createTable("item_redirects")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("old_slug", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("item_redirects_pk", ["type", "old_slug"])
    .execute();
}
