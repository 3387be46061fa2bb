import { sql } from "kysely";
import type { Db } from "../client.server.ts";
import { likePattern } from "../search/search-query.server.ts";
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

export type RedirectRow = {
  from_path: string;
  to_path: string | null;
  origin: string;
  created_at: string;
  item_id: number | null;
  item_title: string | null;
  item_type: ItemType | null;
  item_subject: string | null;
  item_slug: string | null;
  item_deleted_at: string | null;
  media_id: number | null;
  media_name: string | null;
  media_kind: Media["kind"] | null;
  media_storage_key: string | null;
  media_width: number | null;
};

/** A page of the redirect table, newest first, optionally only old addresses containing `q`. */
export async function listRedirects(
  database: Db,
  q: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  let query = database.selectFrom("redirects");
  if (q) query = query.where(sql<boolean>`redirects.from_path like ${likePattern(q)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query
      .leftJoin("items", "items.id", "redirects.item_id")
      .leftJoin("media", "media.id", "redirects.media_id")
      .select([
        "redirects.from_path",
        "redirects.to_path",
        "redirects.origin",
        "redirects.created_at",
        "redirects.item_id",
        "items.title as item_title",
        "items.type as item_type",
        "items.subject as item_subject",
        "items.slug as item_slug",
        "items.deleted_at as item_deleted_at",
        "redirects.media_id",
        "media.original_name as media_name",
        "media.kind as media_kind",
        "media.storage_key as media_storage_key",
        "media.width as media_width",
      ])
      .orderBy("redirects.created_at", "desc")
      .orderBy("redirects.from_path")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Sets where an old address leads: a path of this site, in place of whatever it led to. */
export async function putRedirect(
  database: Db,
  row: { fromPath: string; toPath: string; origin: string },
): Promise<void> {
  await database
    .insertInto("redirects")
    .values({
      from_path: row.fromPath,
      item_id: null,
      media_id: null,
      to_path: row.toPath,
      origin: row.origin,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.column("from_path").doUpdateSet({
        item_id: null,
        media_id: null,
        to_path: row.toPath,
        origin: row.origin,
      }),
    )
    .execute();
}

/** Removes an old address; whether there was one. */
export async function deleteRedirect(database: Db, fromPath: string): Promise<boolean> {
  const result = await database
    .deleteFrom("redirects")
    .where("from_path", "=", fromPath)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
