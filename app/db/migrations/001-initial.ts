import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);

  await db.schema
    .createTable("users")
    .addColumn("id", id.type, id.build)
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'staff')`))
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", id.type, id.build)
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('image', 'video', 'document')`),
    )
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "bigint", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("placeholder", "text")
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("credit", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_hash").on("media").column("hash").execute();

  await db.schema
    .createTable("faq_categories")
    .addColumn("id", id.type, id.build)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("items")
    .addColumn("id", id.type, id.build)
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .check(
          sql`type in ('news', 'multimedia', 'infographic', 'gallery', 'general', 'faq', 'page')`,
        ),
    )
    .addColumn("subject", "text")
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('draft', 'scheduled', 'published', 'archived')`),
    )
    .addColumn("published_at", timestamp)
    .addColumn("pinned", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("editor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("video_url", "text")
    .addColumn("video_media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("faq_category_id", "integer", (c) =>
      c.references("faq_categories.id").onDelete("set null"),
    )
    .addColumn("seo_title", "text")
    .addColumn("seo_description", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addUniqueConstraint("items_type_slug", ["type", "slug"])
    .execute();
  await db.schema
    .createIndex("items_listing")
    .on("items")
    .columns(["type", "status", "published_at"])
    .execute();
  await db.schema.createIndex("items_slug").on("items").column("slug").execute();

  await db.schema
    .createTable("item_media")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('photo', 'attachment')`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("item_media_pk", ["item_id", "role", "position"])
    .execute();
  await db.schema.createIndex("item_media_media").on("item_media").column("media_id").execute();

  await db.schema
    .createTable("item_views")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_views_pk", ["item_id", "day", "visitor"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql`create index items_published on items (published_at desc) where status = 'published'`.execute(
      db,
    );
  }
}
