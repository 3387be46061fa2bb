import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageVariant } from "../db/media.server.ts";
import type { MediaKind, NewMedia } from "../db/schema.ts";

export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const FORMATS = [
  { format: "webp", ext: "webp", options: { quality: 78 } },
  { format: "jpeg", ext: "jpg", options: { quality: 80, mozjpeg: true } },
] as const;

/** Where media files live on local disk; served at `/media/<key>`. */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, "media");
}

function contentHash(buffer: Buffer): string {
  return createHash("sha256").update(buffer).digest("hex");
}

async function writeFileOnce(root: string, key: string, data: Buffer): Promise<void> {
  const file = path.join(root, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/**
 * Auto-rotates, strips metadata and writes responsive WebP and JPEG widths (never upscaled),
 * a tiny blurred placeholder and the original, all named by content hash.
 */
export async function storeImage(
  dataDir: string,
  input: Buffer,
  meta: { originalName: string; alt: string; caption?: string; credit?: string },
): Promise<NewMedia> {
  const root = mediaRoot(dataDir);
  const hash = contentHash(input);
  const stem = `images/${hash.slice(0, 2)}/${hash.slice(0, 16)}`;
  const upright = sharp(input).rotate();
  const info = await sharp(input).metadata();
  const { width, height } = info.autoOrient;
  const format = info.format;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS.at(-1)!) widths.push(width);
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const h = Math.round((height * w) / width);
    for (const f of FORMATS) {
      const key = `${stem}-${w}.${f.ext}`;
      const data = await upright.clone().resize(w)[f.format](f.options).toBuffer();
      await writeFileOnce(root, key, data);
      variants.push({ format: f.format, width: w, height: h, key });
    }
  }
  const originalExt = format === "jpeg" ? "jpg" : format;
  const originalKey = `${stem}-original.${originalExt}`;
  await writeFileOnce(root, originalKey, input);
  const tiny = await upright.clone().resize(16).webp({ quality: 40 }).toBuffer();
  return {
    kind: "image",
    hash,
    storage_key: originalKey,
    original_name: meta.originalName,
    mime_type: `image/${format}`,
    byte_size: input.length,
    width,
    height,
    variants: JSON.stringify(variants),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    alt: meta.alt,
    caption: meta.caption ?? "",
    credit: meta.credit ?? "",
    created_at: new Date().toISOString(),
  };
}

/** Stores a video or document as is, named by content hash. */
export async function storeFile(
  dataDir: string,
  input: Buffer,
  meta: { originalName: string; kind: Exclude<MediaKind, "image">; mimeType: string; ext: string },
): Promise<NewMedia> {
  const hash = contentHash(input);
  const key = `files/${hash.slice(0, 2)}/${hash.slice(0, 16)}.${meta.ext}`;
  await writeFileOnce(mediaRoot(dataDir), key, input);
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
