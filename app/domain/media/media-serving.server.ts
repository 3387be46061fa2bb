import { db } from "../../db/client.server.ts";
import type { Readable } from "node:stream";
import { findMediaByKey, type ImageVariant } from "../../db/media/media.server.ts";
import type { Media } from "../../db/schema.ts";
import { log } from "../../lib/log.server.ts";
import { MAX_PIXELS, withoutMetadata } from "./image-variants.server.ts";
import { ORIGINAL } from "./media-objects.server.ts";
import { mediaStorage } from "./media-storage.server.ts";

/** RFC 6266: an ASCII fallback for old clients and the real (Thai) name in `filename*`. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The name an uploaded document or video is handed over under (documents download, videos play
 * in the browser). Variants (every other key) need none; images never reach here.
 */
export async function downloadName(key: string): Promise<string | null> {
  if (!ORIGINAL.test(key)) return null;
  const media = await findMediaByKey(db(), key);
  if (!media) return null;
  return contentDisposition(
    media.kind === "document" ? "attachment" : "inline",
    media.original_name,
  );
}

/** An image's original as stored: `images/ab/<16 hex>-original.<ext>`. */
export function isImageOriginal(key: string): boolean {
  return key.startsWith("images/") && ORIGINAL.test(key);
}

type Bare = { data: Buffer; contentType: string };

/**
 * What anyone asking for an image's original gets. The original keeps what the camera wrote
 * (where it was taken, the device, sometimes the owner's name), which no reader is given: once
 * the image's sizes are made, its largest JPEG; while they are being made (a minute after an
 * upload), the original made again upright without any metadata block; "busy" when more are
 * being made than the image work should wait for. Null when no image is being made there, or
 * it cannot be read.
 */
export async function imageForReaders(
  key: string,
  read: () => Promise<Buffer | null>,
): Promise<{ redirect: string } | Bare | "busy" | null> {
  const media = await findMediaByKey(db(), key);
  if (!media || media.kind !== "image") return null;
  const largest = (JSON.parse(media.variants) as ImageVariant[])
    .filter((variant) => variant.format === "jpeg")
    .sort((a, b) => b.width - a.width)[0];
  if (largest) return { redirect: `/media/${largest.key}` };
  if (media.status !== "processing") return null;
  let bare = madeBare.get(key);
  if (bare) {
    // Kept as the most recent: the memo forgets the image asked for longest ago.
    madeBare.delete(key);
    madeBare.set(key, bare);
    return bare;
  }
  if (making >= MAKING_MAX) return "busy";
  making++;
  bare = read()
    .then((original) =>
      original
        ? withoutMetadata(original, (media.width ?? 0) * (media.height ?? 0) || MAX_PIXELS)
        : null,
    )
    .catch((error: unknown) => {
      log().warn({ err: error, key }, "media: an original could not be made bare");
      return null;
    })
    .finally(() => making--);
  if (madeBare.size >= MADE_BARE_MAX) madeBare.delete(madeBare.keys().next().value!);
  madeBare.set(key, bare);
  const made = await bare;
  if (!made && madeBare.get(key) === bare) madeBare.delete(key);
  return made;
}

/**
 * Originals lately made bare, each made once however many readers ask at once: a page published
 * with an image still in progress sends every reader for it in the same minute. At most two are
 * made at a time, so readers' requests never hold up the image work that ends the wait.
 */
const madeBare = new Map<string, Promise<Bare | null>>();
const MADE_BARE_MAX = 8;
const MAKING_MAX = 2;
let making = 0;

/**
 * An upload exactly as it came, camera metadata and all: for the back-office alone, downloaded
 * under the name it was uploaded with. Null when its file is missing.
 */
export async function uploadedFile(
  media: Media,
): Promise<{ body: Readable; contentType: string; disposition: string } | null> {
  const object = await mediaStorage().get(media.storage_key);
  if (!object) return null;
  return {
    body: object.body,
    contentType: media.mime_type,
    disposition: contentDisposition("attachment", media.original_name),
  };
}
