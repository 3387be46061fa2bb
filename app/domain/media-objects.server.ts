import { db } from "../db/client.server.ts";
import { countMediaWithHash, toImageRef } from "../db/media.server.ts";
import type { Media } from "../db/schema.ts";
import { mediaStorage } from "../storage/index.server.ts";

/** Where an original is stored: named by its SHA-256, so the same file is stored once. */
export function originalKey(sha256: string, kind: Media["kind"], ext: string): string {
  const folder = kind === "image" ? "images" : "files";
  return `${folder}/${sha256.slice(0, 2)}/${sha256.slice(0, 16)}-original.${ext}`;
}

/** The variants of an image share its original's name: `images/ab/abcdef0123456789`. */
export function variantStem(original: string): string {
  return original.replace(/-original\.[a-z0-9]+$/, "");
}

/** The stored objects of a media record: its original and, for an image, every variant. */
export function objectKeys(media: Media): string[] {
  const variants = media.kind === "image" ? toImageRef(media).variants.map((v) => v.key) : [];
  return [media.storage_key, ...variants];
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
      .catch((error: unknown) => console.error(`media: could not delete ${key}`, error));
  }
}
