import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);

  await db.schema
    .alterTable("media")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("ready"))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("focal_x", "real", (c) => c.notNull().defaultTo(0.5))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("focal_y", "real", (c) => c.notNull().defaultTo(0.5))
    .execute();
  await db.schema
    .alterTable("media")
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("media").addColumn("updated_at", timestamp).execute();
  await db.schema.createIndex("media_created").on("media").column("created_at").execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", id.type, id.build)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("run_at", timestamp, (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", timestamp)
    .addColumn("last_error", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("finished_at", timestamp)
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
}
