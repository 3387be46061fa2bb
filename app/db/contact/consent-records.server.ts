import type { Consent } from "../../lib/consent.ts";
import type { Db } from "../client.server.ts";

export async function insertConsentRecord(
  database: Db,
  record: { consentId: string; consent: Consent; version: number; at: string },
): Promise<void> {
  await database
    .insertInto("consent_records")
    .values({
      consent_id: record.consentId,
      functional: record.consent.functional ? 1 : 0,
      media: record.consent.media ? 1 : 0,
      version: record.version,
      created_at: record.at,
    })
    .execute();
}

/** The choices recorded for one consent id, oldest first. */
export async function consentHistory(database: Db, consentId: string) {
  return database
    .selectFrom("consent_records")
    .select(["functional", "media", "version", "created_at"])
    .where("consent_id", "=", consentId)
    .orderBy("id")
    .execute();
}

/** Removes records older than `before`; returns how many. */
export async function deleteConsentRecordsBefore(database: Db, before: string): Promise<number> {
  const result = await database
    .deleteFrom("consent_records")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
