import type { Db } from "../client.server.ts";

export async function insertPreview(
  database: Db,
  preview: { id: string; itemId: number; createdBy: number; expiresAt: string },
): Promise<void> {
  await database
    .insertInto("item_previews")
    .values({
      id: preview.id,
      item_id: preview.itemId,
      created_by: preview.createdBy,
      created_at: new Date().toISOString(),
      expires_at: preview.expiresAt,
    })
    .execute();
}

export async function deleteExpiredPreviews(database: Db, now: string): Promise<void> {
  await database.deleteFrom("item_previews").where("expires_at", "<=", now).execute();
}

/** A preview link that has not expired yet. */
export async function findLivePreview(
  database: Db,
  id: string,
  now: string,
): Promise<{ itemId: number; expiresAt: string } | null> {
  const row = await database
    .selectFrom("item_previews")
    .select(["item_id", "expires_at"])
    .where("id", "=", id)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { itemId: row.item_id, expiresAt: row.expires_at } : null;
}
