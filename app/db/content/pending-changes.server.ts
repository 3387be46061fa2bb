import type { Selectable, Updateable } from "kysely";
import type { Db } from "../client.server.ts";
import type { Item, ItemPendingChangesTable } from "../schema.ts";

export type PendingChangeRow = Omit<Selectable<ItemPendingChangesTable>, "returned_by"> & {
  author_first_name: string | null;
  author_last_name: string | null;
  author_username: string | null;
};

/** The change waiting for review on an item, with who wrote it; null when there is none. */
export async function findPendingChange(
  database: Db,
  itemId: number,
): Promise<PendingChangeRow | null> {
  const row = await database
    .selectFrom("item_pending_changes")
    .leftJoin("users", "users.id", "item_pending_changes.author_id")
    .select([
      "item_pending_changes.item_id",
      "item_pending_changes.version",
      "item_pending_changes.base_version",
      "item_pending_changes.snapshot",
      "item_pending_changes.author_id",
      "item_pending_changes.created_at",
      "item_pending_changes.updated_at",
      "item_pending_changes.returned_at",
      "item_pending_changes.return_note",
      "users.first_name as author_first_name",
      "users.last_name as author_last_name",
      "users.username as author_username",
    ])
    .where("item_pending_changes.item_id", "=", itemId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Stores a pending change over the one at `expected` (0: there is none yet); an explicit save
 * (`resubmit`) also takes it back into the review queue after it was sent back. Returns the new
 * version, or null when someone else changed it first.
 */
export async function storePendingChange(
  database: Db,
  change: {
    itemId: number;
    expected: number;
    baseVersion: number;
    snapshot: string;
    authorId: number;
    resubmit: boolean;
  },
): Promise<number | null> {
  const now = new Date().toISOString();
  if (change.expected === 0) {
    const inserted = await database
      .insertInto("item_pending_changes")
      .values({
        item_id: change.itemId,
        version: 1,
        base_version: change.baseVersion,
        snapshot: change.snapshot,
        author_id: change.authorId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("item_id").doNothing())
      .returning("item_id")
      .executeTakeFirst();
    return inserted ? 1 : null;
  }
  const back: Updateable<ItemPendingChangesTable> = change.resubmit
    ? { returned_at: null, returned_by: null, return_note: "" }
    : {};
  const updated = await database
    .updateTable("item_pending_changes")
    .set((eb) => ({
      ...back,
      snapshot: change.snapshot,
      author_id: change.authorId,
      updated_at: now,
      version: eb("version", "+", 1),
    }))
    .where("item_id", "=", change.itemId)
    .where("version", "=", change.expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? change.expected + 1 : null;
}

/** Removes the pending change if it is still at `version`; false when it moved on or is gone. */
export async function deletePendingChange(
  database: Db,
  itemId: number,
  version: number,
): Promise<boolean> {
  const result = await database
    .deleteFrom("item_pending_changes")
    .where("item_id", "=", itemId)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sends a pending change back to its writer with a note, out of the review queue. */
export async function returnPendingChange(
  database: Db,
  itemId: number,
  version: number,
  by: number,
  note: string,
): Promise<boolean> {
  const result = await database
    .updateTable("item_pending_changes")
    .set({ returned_at: new Date().toISOString(), returned_by: by, return_note: note })
    .where("item_id", "=", itemId)
    .where("version", "=", version)
    .where("returned_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type PendingLine = Pick<Item, "id" | "type" | "subject" | "title"> & {
  at: string;
  firstName: string | null;
  lastName: string | null;
};

/** Pending changes waiting for review (not sent back, item not in the trash), newest first. */
export async function listPendingReview(database: Db, limit: number): Promise<PendingLine[]> {
  return database
    .selectFrom("item_pending_changes")
    .innerJoin("items", "items.id", "item_pending_changes.item_id")
    .leftJoin("users", "users.id", "item_pending_changes.author_id")
    .select([
      "items.id",
      "items.type",
      "items.subject",
      "items.title",
      "item_pending_changes.updated_at as at",
      "users.first_name as firstName",
      "users.last_name as lastName",
    ])
    .where("item_pending_changes.returned_at", "is", null)
    .where("items.deleted_at", "is", null)
    .orderBy("item_pending_changes.updated_at", "desc")
    .orderBy("items.id", "desc")
    .limit(limit)
    .execute();
}
