import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Each cookie choice a visitor makes, as the PDPA asks a controller to be able to show: which
 * purposes were accepted, under which version of the cookie policy, and when. `consent_id` is
 * the random id in the visitor's consent cookie; nothing else identifies the visitor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);
  await db.schema
    .createTable("consent_records")
    .addColumn("id", id.type, id.build)
    .addColumn("consent_id", "text", (c) => c.notNull())
    .addColumn("functional", "integer", (c) => c.notNull())
    .addColumn("media", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consent_records_consent_id")
    .on("consent_records")
    .column("consent_id")
    .execute();
  await db.schema
    .createIndex("consent_records_created_at")
    .on("consent_records")
    .column("created_at")
    .execute();
}
