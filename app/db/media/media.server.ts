import { sql } from "kysely";
import type { ImageRef, ImageVariant } from "../../content/image-ref.ts";
import type { Db } from "../client.server.ts";
import type {
  ItemMediaRole,
  ItemStatus,
  ItemType,
  Media,
  MediaKind,
  MediaStatus,
  NewMedia,
} from "../schema.ts";

export type { ImageRef, ImageVariant };

export type FileRef = {
  id: number;
  kind: Media["kind"];
  name: string;
  mimeType: string;
  byteSize: number;
  key: string;
  /** Videos: the WebVTT captions' key. */
  captions: string | null;
};

export async function insertMedia(database: Db, media: NewMedia): Promise<number> {
  const row = await database
    .insertInto("media")
    .values(media)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findMediaByIds(
  database: Db,
  ids: readonly number[],
): Promise<Map<number, Media>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await database.selectFrom("media").selectAll().where("id", "in", unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export function toImageRef(media: Media): ImageRef {
  return {
    id: media.id,
    alt: media.alt,
    caption: media.caption,
    credit: media.credit,
    width: media.width ?? 0,
    height: media.height ?? 0,
    placeholder: media.placeholder,
    variants: JSON.parse(media.variants) as ImageVariant[],
    original: media.storage_key,
    focal: { x: media.focal_x, y: media.focal_y },
  };
}

export function toFileRef(media: Media): FileRef {
  return {
    id: media.id,
    kind: media.kind,
    name: media.original_name,
    mimeType: media.mime_type,
    byteSize: Number(media.byte_size),
    key: media.storage_key,
    captions: media.captions_key,
  };
}

export async function findMedia(database: Db, id: number): Promise<Media | null> {
  return (
    (await database.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst()) ?? null
  );
}

export async function findMediaByHash(database: Db, hash: string): Promise<Media | null> {
  return (
    (await database.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirst()) ??
    null
  );
}

export async function setMediaProgress(database: Db, id: number, progress: number): Promise<void> {
  await database.updateTable("media").set({ progress }).where("id", "=", id).execute();
}

export async function setMediaVariants(
  database: Db,
  id: number,
  variants: ImageVariant[],
): Promise<void> {
  await database
    .updateTable("media")
    .set({ variants: JSON.stringify(variants), status: "ready", progress: 100 })
    .where("id", "=", id)
    .execute();
}

export async function markMediaFailed(database: Db, id: number): Promise<void> {
  await database.updateTable("media").set({ status: "failed" }).where("id", "=", id).execute();
}

export type MediaFilters = { q?: string; kind?: MediaKind; from?: string; to?: string };

export async function listMediaPage(
  database: Db,
  filters: MediaFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: Media[]; total: number }> {
  let query = database.selectFrom("media");
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.from) query = query.where("created_at", ">=", filters.from);
  if (filters.to) query = query.where("created_at", "<", filters.to);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["original_name", "alt", "caption"] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, "like", sql`lower(${like}) escape '\\'`),
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateMediaDetails(
  database: Db,
  id: number,
  details: { alt: string; caption: string; credit: string; focalX: number; focalY: number },
): Promise<void> {
  await database
    .updateTable("media")
    .set({
      alt: details.alt,
      caption: details.caption,
      credit: details.credit,
      focal_x: details.focalX,
      focal_y: details.focalY,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export async function setMediaCaptions(
  database: Db,
  id: number,
  captionsKey: string | null,
): Promise<void> {
  await database
    .updateTable("media")
    .set({ captions_key: captionsKey, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function countMediaWithCaptions(database: Db, captionsKey: string): Promise<number> {
  const row = await database
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("captions_key", "=", captionsKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new file for an existing record: the bytes change, the record and its uses stay. */
export async function replaceMediaFile(
  database: Db,
  id: number,
  file: Pick<
    NewMedia,
    | "kind"
    | "hash"
    | "storage_key"
    | "original_name"
    | "mime_type"
    | "byte_size"
    | "width"
    | "height"
    | "placeholder"
  > & { status: MediaStatus },
): Promise<void> {
  await database
    .updateTable("media")
    .set({
      ...file,
      variants: "[]",
      progress: file.status === "ready" ? 100 : 0,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export type MediaUse = {
  itemId: number;
  type: ItemType;
  title: string;
  status: ItemStatus;
  use: "cover" | "video" | ItemMediaRole;
};

/** Every item that shows this media, whatever its status. */
export async function mediaUsage(database: Db, id: number): Promise<MediaUse[]> {
  const direct = await database
    .selectFrom("items")
    .select(["id", "type", "title", "status", "cover_media_id", "video_media_id"])
    .where((eb) => eb.or([eb("cover_media_id", "=", id), eb("video_media_id", "=", id)]))
    .execute();
  const attached = await database
    .selectFrom("item_media")
    .innerJoin("items", "items.id", "item_media.item_id")
    .select(["items.id", "items.type", "items.title", "items.status", "item_media.role"])
    .where("item_media.media_id", "=", id)
    .execute();
  const uses: MediaUse[] = [
    ...direct.map((r) => ({
      itemId: r.id,
      type: r.type,
      title: r.title,
      status: r.status,
      use: r.cover_media_id === id ? ("cover" as const) : ("video" as const),
    })),
    ...attached.map((r) => ({
      itemId: r.id,
      type: r.type,
      title: r.title,
      status: r.status,
      use: r.role,
    })),
  ];
  return uses;
}

export async function deleteMediaRow(database: Db, id: number): Promise<void> {
  await database.deleteFrom("media").where("id", "=", id).execute();
}

export async function countMediaWithHash(database: Db, hash: string): Promise<number> {
  const { n } = await database
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function findMediaByKey(
  database: Db,
  key: string,
): Promise<Pick<
  Media,
  "kind" | "original_name" | "status" | "width" | "height" | "variants"
> | null> {
  const row = await database
    .selectFrom("media")
    .select(["kind", "original_name", "status", "width", "height", "variants"])
    .where("storage_key", "=", key)
    .executeTakeFirst();
  return row ?? null;
}
