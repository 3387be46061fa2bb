import type { Db } from "./client.server.ts";
import type { Media, NewMedia } from "./schema.ts";

export type ImageVariant = { format: "webp" | "jpeg"; width: number; height: number; key: string };

/** What a page needs to draw one image responsively. */
export type ImageRef = {
  id: number;
  alt: string;
  caption: string;
  credit: string;
  width: number;
  height: number;
  placeholder: string | null;
  variants: ImageVariant[];
  original: string;
};

export type FileRef = {
  id: number;
  kind: Media["kind"];
  name: string;
  mimeType: string;
  byteSize: number;
  key: string;
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
  };
}
