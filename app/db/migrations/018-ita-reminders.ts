import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * An e-mail address on each account, for the notices the site sends its staff; and the reminders
 * sent about ITA items that are about to go stale, one per item and due day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .alterTable("users")
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("ita_reminders")
    .addColumn("ita_item_id", "integer", (c) =>
      c.notNull().references("ita_items.id").onDelete("cascade"),
    )
    .addColumn("due", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("sent_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("ita_reminders_pkey", ["ita_item_id", "due"])
    .execute();
}
