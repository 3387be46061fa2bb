import { sql } from "kysely";
import { isPostgres, type Db } from "../client.server.ts";
import type { ContactMessagesTable } from "../schema.ts";
import type { Insertable } from "kysely";

export type NewContactMessage = Insertable<ContactMessagesTable>;

/** The reference of a message with this fingerprint sent since `since`, if any. */
export async function recentReference(
  database: Db,
  fingerprint: string,
  since: string,
): Promise<string | null> {
  const row = await database
    .selectFrom("contact_messages")
    .select("reference")
    .where("fingerprint", "=", fingerprint)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.reference ?? null;
}

/** Serialises submissions of the same text on PostgreSQL (SQLite writes one at a time anyway). */
export async function lockFingerprint(database: Db, fingerprint: string): Promise<void> {
  if (isPostgres(database))
    await sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`.execute(database);
}

export async function insertContactMessage(
  database: Db,
  message: NewContactMessage,
): Promise<number> {
  const row = await database
    .insertInto("contact_messages")
    .values(message)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function referenceExists(database: Db, reference: string): Promise<boolean> {
  const row = await database
    .selectFrom("contact_messages")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirst();
  return Boolean(row);
}
