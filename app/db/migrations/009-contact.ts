import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);

  /**
   * Messages from the contact form. `reference` is what the visitor is told; `fingerprint` is the
   * SHA-256 of the sender and text, so a double submit finds the first copy; the consent the
   * visitor gave is kept word for word with its time.
   */
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", id.type, id.build)
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("health_data", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_at", timestamp, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("assignee_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("read_at", timestamp)
    .addColumn("read_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("closed_at", timestamp)
    .execute();
  await db.schema
    .createIndex("contact_messages_fingerprint")
    .on("contact_messages")
    .columns(["fingerprint", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_status")
    .on("contact_messages")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_email")
    .on("contact_messages")
    .column("email")
    .execute();

  /** What happened to a message, and who did it: read, status, assignee, note. */
  await db.schema
    .createTable("contact_message_events")
    .addColumn("id", id.type, id.build)
    .addColumn("message_id", "integer", (c) =>
      c.notNull().references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_message_events_message")
    .on("contact_message_events")
    .columns(["message_id", "at"])
    .execute();

  /** Fixed-window counters for public forms, shared by every instance. */
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", timestamp, (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}
