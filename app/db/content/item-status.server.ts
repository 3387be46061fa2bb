import type { Db } from "../client.server.ts";
import type { Item } from "../schema.ts";
import { updateItemAtVersion } from "./item-writes.server.ts";

export type ItemState = {
  id: number;
  type: Item["type"];
  subject: string | null;
  title: string;
  status: Item["status"];
  version: number;
  published_at: string | null;
  unpublish_at: string | null;
  submitted_at: string | null;
  deleted_at: string | null;
  cover_media_id: number | null;
};

/** An item's details (JSON), or null. */
export async function findItemDetails(database: Db, id: number): Promise<string | null> {
  const row = await database
    .selectFrom("items")
    .select("details")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.details ?? null;
}

export async function findItemState(database: Db, id: number): Promise<ItemState | null> {
  const row = await database
    .selectFrom("items")
    .select([
      "id",
      "type",
      "subject",
      "title",
      "status",
      "version",
      "published_at",
      "unpublish_at",
      "submitted_at",
      "deleted_at",
      "cover_media_id",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Changes an item's workflow fields only when it is still at `version` (and matches `where`),
 * bumping the version; false when someone else changed it first.
 */
export async function updateItemState(
  database: Db,
  id: number,
  version: number,
  changes: Partial<
    Pick<ItemState, "status" | "published_at" | "unpublish_at" | "submitted_at" | "deleted_at"> & {
      submitted_by: number | null;
      deleted_by: number | null;
      editor_id: number;
    }
  >,
): Promise<boolean> {
  return updateItemAtVersion(database, id, version, changes);
}

/** The scheduled flip, at most once: only while the item is still scheduled for that time. */
export async function publishIfScheduled(database: Db, id: number, at: string): Promise<boolean> {
  const result = await database
    .updateTable("items")
    .set((eb) => ({ status: "published", version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .where("published_at", "=", at)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unpublishIfDue(database: Db, id: number, at: string): Promise<boolean> {
  const result = await database
    .updateTable("items")
    .set((eb) => ({ status: "draft", unpublish_at: null, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("unpublish_at", "=", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes an item for good, only if it is still in the trash since `deletedAt`. */
export async function purgeIfTrashed(
  database: Db,
  id: number,
  deletedAt: string,
): Promise<boolean> {
  const result = await database
    .deleteFrom("items")
    .where("id", "=", id)
    .where("deleted_at", "=", deletedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * What in an item shows an image without alternative text: its cover, its gallery photos, the
 * images in its body. A page must not be published with any.
 */
export async function imagesWithoutAlt(
  database: Db,
  id: number,
): Promise<{ cover: boolean; photos: number; body: number }> {
  const item = await database
    .selectFrom("items")
    .leftJoin("media", "media.id", "items.cover_media_id")
    .select(["items.body", "media.kind", "media.alt"])
    .where("items.id", "=", id)
    .executeTakeFirst();
  const photos = await database
    .selectFrom("item_media")
    .innerJoin("media", "media.id", "item_media.media_id")
    .select("media.alt")
    .where("item_media.item_id", "=", id)
    .where("item_media.role", "=", "photo")
    .execute();
  const images = [...(item?.body ?? "").matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]);
  return {
    cover: item?.kind === "image" && !item.alt?.trim(),
    photos: photos.filter((p) => !p.alt.trim()).length,
    body: images.filter((tag) => !/\salt="[^"]*\S[^"]*"/.test(tag)).length,
  };
}
