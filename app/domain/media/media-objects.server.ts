import { db } from "../../db/client.server.ts";
import { countMediaWithHash, toImageRef } from "../../db/media/media.server.ts";
import type { Media } from "../../db/schema.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { log } from "../../lib/log.server.ts";

/** Where an original is stored: named by its SHA-256, so the same file is stored once. */
export function originalKey(sha256: string, kind: Media["kind"], ext: string): string {
  const folder = kind === "image" ? "images" : "files";
  return `${folder}/${sha256.slice(0, 2)}/${sha256.slice(0, 16)}-original.${ext}`;
}

/** How an original's key ends: `-original.<ext>`. */
export const ORIGINAL = /-original\.[a-z0-9]+$/;

/** The variants of an image share its original's name: `images/ab/abcdef0123456789`. */
export function variantStem(original: string): string {
  return original.replace(ORIGINAL, "");
}

/**
 * The address to link a file at: a document or video itself; an image's largest JPEG variant,
 * never its original, which keeps the camera's metadata (a place, a device).
 */
export function publicFileUrl(media: Pick<Media, "kind" | "storage_key" | "width">): string {
  if (media.kind !== "image") return `/media/${media.storage_key}`;
  return `/media/${variantStem(media.storage_key)}-${Math.min(media.width ?? 1920, 1920)}.jpg`;
}

/** A video's captions, named by their content like every original. */
export function captionsKey(sha256: string): string {
  return `files/${sha256.slice(0, 2)}/${sha256.slice(0, 16)}-captions.vtt`;
}

/** The stored objects of a media record: its original, an image's variants, a video's captions. */
export function objectKeys(media: Media): string[] {
  const variants = media.kind === "image" ? toImageRef(media).variants.map((v) => v.key) : [];
  return [media.storage_key, ...variants, ...(media.captions_key ? [media.captions_key] : [])];
}

/**
 * Deletes a former record's objects when no record holds the same file any more (two records
 * can share one file after a replace). A failed delete only leaves an orphan for `media:check`.
 */
export async function removeObjectsIfUnused(former: Media): Promise<void> {
  if ((await countMediaWithHash(db(), former.hash)) > 0) return;
  for (const key of objectKeys(former)) {
    await mediaStorage()
      .delete(key)
      .catch((error: unknown) => log().error({ err: error, key }, "media: could not delete"));
  }
}
