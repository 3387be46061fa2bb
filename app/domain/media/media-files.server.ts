import { createHash } from "node:crypto";
import type { MediaKind, NewMedia } from "../../db/schema.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import { inspectImage } from "./image-variants.server.ts";
import { originalKey } from "./media-objects.server.ts";

function contentHash(buffer: Buffer): string {
  return createHash("sha256").update(buffer).digest("hex");
}

/**
 * Stores an image made on this machine (the demo content) as an upload is stored: the original,
 * checked, with its size and blurred placeholder. Returns the record to insert, still
 * "processing": its variants are the background job's (`queueImageVariants`, queued with it).
 */
export async function storeImage(
  storage: MediaStorage,
  input: Buffer,
  meta: { originalName: string; alt: string; caption?: string; credit?: string },
): Promise<NewMedia> {
  const hash = contentHash(input);
  const facts = await inspectImage(input);
  const ext = facts.format === "jpeg" ? "jpg" : facts.format;
  const key = originalKey(hash, "image", ext);
  await storage.put(key, input, { contentType: `image/${facts.format}` });
  return {
    kind: "image",
    hash,
    storage_key: key,
    original_name: meta.originalName,
    mime_type: `image/${facts.format}`,
    byte_size: input.length,
    width: facts.width,
    height: facts.height,
    variants: "[]",
    status: "processing",
    progress: 0,
    placeholder: facts.placeholder,
    alt: meta.alt,
    caption: meta.caption ?? "",
    credit: meta.credit ?? "",
    created_at: new Date().toISOString(),
  };
}

/** Stores a video or document as it is, named by content hash. */
export async function storeFile(
  storage: MediaStorage,
  input: Buffer,
  meta: { originalName: string; kind: Exclude<MediaKind, "image">; mimeType: string; ext: string },
): Promise<NewMedia> {
  const hash = contentHash(input);
  const key = originalKey(hash, meta.kind, meta.ext);
  await storage.put(key, input, { contentType: meta.mimeType });
  return {
    kind: meta.kind,
    hash,
    storage_key: key,
    original_name: meta.originalName,
    mime_type: meta.mimeType,
    byte_size: input.length,
    width: null,
    height: null,
    variants: "[]",
    placeholder: null,
    alt: "",
    caption: "",
    credit: "",
    created_at: new Date().toISOString(),
  };
}
