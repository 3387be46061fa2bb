import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);

  await db.schema
    .createTable("user_totp")
    .addColumn("user_id", "integer", (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("enabled_at", timestamp)
    .addColumn("last_used_step", "integer")
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", id.type, id.build)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_code")
    .on("recovery_codes")
    .columns(["user_id", "code_hash"])
    .unique()
    .execute();
}
