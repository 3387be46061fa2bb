import type { Db } from "../client.server.ts";
import type { ItemType, Media } from "../schema.ts";

export type RedirectTarget = {
  item: { type: ItemType; subject: string | null; slug: string; deleted: boolean } | null;
  media: Pick<Media, "kind" | "storage_key" | "width"> | null;
  toPath: string | null;
};

/** Where an old address leads, or null when it is not one. */
export async function findRedirect(database: Db, fromPath: string): Promise<RedirectTarget | null> {
  const row = await database
    .selectFrom("redirects")
    .leftJoin("items", "items.id", "redirects.item_id")
    .leftJoin("media", "media.id", "redirects.media_id")
    .select([
      "redirects.to_path",
      "items.type",
      "items.subject",
      "items.slug",
      "items.deleted_at",
      "media.storage_key",
      "media.kind",
      "media.width",
    ])
    .where("redirects.from_path", "=", fromPath)
    .executeTakeFirst();
  if (!row) return null;
  return {
    item: row.type
      ? { type: row.type, subject: row.subject, slug: row.slug!, deleted: row.deleted_at !== null }
      : null,
    media:
      row.storage_key && row.kind
        ? { storage_key: row.storage_key, kind: row.kind, width: row.width }
        : null,
    toPath: row.to_path,
  };
}

/** Adds old addresses; one already there keeps where it leads. */
export async function addRedirects(
  database: Db,
  rows: {
    fromPath: string;
    itemId?: number;
    mediaId?: number;
    toPath?: string;
    origin: string;
  }[],
): Promise<void> {
  const now = new Date().toISOString();
  for (const row of rows) {
    await database
      .insertInto("redirects")
      .values({
        from_path: row.fromPath,
        item_id: row.itemId ?? null,
        media_id: row.mediaId ?? null,
        to_path: row.toPath ?? null,
        origin: row.origin,
        created_at: now,
      })
      .onConflict((oc) => oc.column("from_path").doNothing())
      .execute();
  }
}
