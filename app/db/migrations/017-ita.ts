import { sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * The transparency assessment (ITA/OIT): each assessment year's items (code, title, rhythm, who
 * is responsible, in order) and the evidence that satisfies each one: a page or document of the
 * site (`item`), the documents of a category whose title holds a phrase (`documents`), a public
 * list (`list`) or an outside address (`link`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);
  await db.schema
    .createTable("ita_items")
    .addColumn("id", id.type, id.build)
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rhythm", "text", (c) =>
      c
        .notNull()
        .check(sql`rhythm in ('yearly', 'six-monthly', 'monthly', 'continuous', 'on-change')`),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("responsible_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addUniqueConstraint("ita_items_year_code", ["year", "code"])
    .execute();
  await db.schema
    .createTable("ita_evidence")
    .addColumn("id", id.type, id.build)
    .addColumn("ita_item_id", "integer", (c) =>
      c.notNull().references("ita_items.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('item', 'documents', 'list', 'link')`),
    )
    .addColumn("item_id", "integer", (c) => c.references("items.id").onDelete("cascade"))
    .addColumn("category", "text")
    .addColumn("keyword", "text")
    .addColumn("list_path", "text")
    .addColumn("url", "text")
    .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("added_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ita_evidence_item")
    .on("ita_evidence")
    .columns(["ita_item_id", "position"])
    .execute();
}
