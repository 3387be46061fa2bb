import { db } from "../../db/client.server.ts";
import { findMediaByKey, type ImageVariant } from "../../db/media/media.server.ts";
import { withoutMetadata } from "./image-variants.server.ts";

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
 * How an uploaded original is handed over: documents download, images and videos show in the
 * browser, each under the name it was uploaded with. Variants (every other key) need no name.
 */
export async function downloadName(key: string): Promise<string | null> {
  if (!/-original\.[a-z0-9]+$/.test(key)) return null;
  const media = await findMediaByKey(db(), key);
  if (!media) return null;
  return contentDisposition(
    media.kind === "document" ? "attachment" : "inline",
    media.original_name,
  );
}

/** An image's original as stored: `images/ab/<16 hex>-original.<ext>`. */
export const IMAGE_ORIGINAL = /^images\/.+-original\.[a-z0-9]+$/;

export type ImageForReaders = { redirect: string } | { data: Buffer; contentType: string } | null;

/**
 * What anyone asking for an image's original gets. The original keeps what the camera wrote
 * (where it was taken, the device, sometimes the owner's name), which no reader is given: once
 * the image's sizes are made, its largest JPEG; until then (a minute after an upload) the
 * original made again upright without any metadata block. Null when no record holds the key.
 */
export async function imageForReaders(
  key: string,
  read: () => Promise<Buffer | null>,
): Promise<ImageForReaders> {
  const media = await findMediaByKey(db(), key);
  if (!media || media.kind !== "image") return null;
  const largest = (JSON.parse(media.variants) as ImageVariant[])
    .filter((variant) => variant.format === "jpeg")
    .sort((a, b) => b.width - a.width)[0];
  if (largest) return { redirect: `/media/${largest.key}` };
  let bare = madeBare.get(key);
  if (!bare) {
    bare = read().then((original) =>
      original ? withoutMetadata(original, (media.width ?? 0) * (media.height ?? 0)) : null,
    );
    if (madeBare.size >= MADE_BARE_MAX) madeBare.delete(madeBare.keys().next().value!);
    madeBare.set(key, bare);
    bare.catch(() => madeBare.delete(key));
  }
  return bare;
}

/**
 * Originals lately made bare, each made once however many readers ask at once: a page published
 * with an image still in progress sends every reader for it in the same minute.
 */
const madeBare = new Map<string, Promise<{ data: Buffer; contentType: string } | null>>();
const MADE_BARE_MAX = 8;
