import { PROCESS_OWNER } from "../../lib/process-owner.server.ts";
import type { Db } from "../client.server.ts";

/** Notes, before an upload's object is stored, that this process is storing it. */
export async function beginPendingUpload(database: Db, key: string): Promise<void> {
  await database
    .insertInto("pending_uploads")
    .values({ key, owner: PROCESS_OWNER, created_at: new Date().toISOString() })
    .onConflict((c) => c.columns(["key", "owner"]).doNothing())
    .execute();
}

/** The upload's record is committed (or its object removed): nothing is pending any more. */
export async function endPendingUpload(
  database: Db,
  key: string,
  owner = PROCESS_OWNER,
): Promise<void> {
  await database
    .deleteFrom("pending_uploads")
    .where("key", "=", key)
    .where("owner", "=", owner)
    .execute();
}

export async function pendingUploads(
  database: Db,
): Promise<{ key: string; owner: string; created_at: string }[]> {
  return database.selectFrom("pending_uploads").selectAll().execute();
}

/** Whether a media record keeps its original under this key. */
export async function originalInUse(database: Db, key: string): Promise<boolean> {
  const row = await database
    .selectFrom("media")
    .select("id")
    .where("storage_key", "=", key)
    .executeTakeFirst();
  return Boolean(row);
}
