import type { Kysely } from "kysely";

/**
 * An object being stored for an upload whose media record is not yet committed, and the process
 * storing it: if that process dies in between, the next start removes the object.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pending_uploads")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pending_uploads_pk", ["key", "owner"])
    .execute();
}
