import os from "node:os";
import sharp, { type Sharp } from "sharp";
import type { ImageVariant } from "../../db/media/media.server.ts";
import { AppError, isAppError } from "../../lib/app-error.ts";
import { formatCount } from "../../lib/format.ts";
import { weightedLimit } from "../../lib/weighted-limit.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";

export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Larger images are refused before decoding: 100 megapixels is well past any camera's photo. */
export const MAX_PIXELS = 100_000_000;

const FORMATS = [
  { format: "avif", ext: "avif", encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  { format: "webp", ext: "webp", encode: (s: Sharp) => s.webp({ quality: 78 }) },
  {
    format: "jpeg",
    ext: "jpg",
    encode: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }),
  },
] as const;

const OPEN = { limitInputPixels: MAX_PIXELS, failOn: "truncated" } as const;

// libvips keeps recent operations for when the same image is read again, which never happens here.
sharp.cache(false);

/**
 * Image work in this process decodes at most 24 megapixels at once (about 100 MB), one job per
 * core: ordinary photos are encoded side by side, a very large one alone. A burst of uploads and
 * variant jobs waits here (their files are on disk) instead of holding many images in memory.
 */
const inTurn = weightedLimit(24_000_000, os.availableParallelism());

/** An image whose header claims more than MAX_PIXELS: refused before anything is decoded. */
function tooLarge(width: number, height: number): AppError {
  return new AppError("upload.image-too-large", {
    message: `รูปภาพนี้มีขนาด ${formatCount(width)} × ${formatCount(height)} พิกเซล ใหญ่เกินกำหนด (ไม่เกิน 100 ล้านพิกเซล) กรุณาย่อขนาดรูปก่อนอัปโหลด`,
    details: `${width}×${height} pixels`,
  });
}

export type ImageFacts = { width: number; height: number; format: string; placeholder: string };

/**
 * Reads the image's size from its header (refusing one past MAX_PIXELS there), then decodes it
 * whole once (refusing truncated and undecodable files) and returns its upright size and a tiny
 * blurred placeholder.
 */
export async function inspectImage(input: Buffer | string): Promise<ImageFacts> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    const { width, height } = meta.autoOrient;
    if (!width || !height) throw new AppError("upload.image-unreadable", { details: "no size" });
    if (width * height > MAX_PIXELS) throw tooLarge(width, height);
    const tiny = await inTurn(width * height, () =>
      sharp(input, OPEN).rotate().resize(16).webp({ quality: 40 }).toBuffer(),
    );
    return {
      width,
      height,
      format: meta.format,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("upload.image-unreadable", { cause: error });
  }
}

/**
 * The image upright at its own size with every metadata block dropped (EXIF, GPS, XMP, ICC
 * comments): PNG and WebP stay themselves (they may be transparent), anything else becomes JPEG.
 */
export async function withoutMetadata(
  input: Buffer,
  pixels: number,
): Promise<{ data: Buffer; contentType: string }> {
  const format = (await sharp(input, OPEN).metadata()).format;
  return inTurn(pixels, async () => {
    const upright = sharp(input, OPEN).rotate();
    if (format === "png") return { data: await upright.png().toBuffer(), contentType: "image/png" };
    if (format === "webp")
      return { data: await upright.webp({ quality: 90 }).toBuffer(), contentType: "image/webp" };
    return { data: await upright.jpeg({ quality: 90 }).toBuffer(), contentType: "image/jpeg" };
  });
}

/** The widths to make: every standard width below the image's own, and its own up to 1920. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS.at(-1)!) widths.push(width);
  return widths;
}

/**
 * Auto-rotates, strips every metadata block (EXIF, GPS, XMP) and stores AVIF, WebP and JPEG at
 * each width under `<stem>-<width>.<ext>`; `width` and `height` are the upright size from
 * `inspectImage`. Reports progress as a fraction after each file.
 */
export async function makeVariants(
  storage: MediaStorage,
  input: Buffer,
  target: { stem: string; width: number; height: number },
  onProgress: (done: number) => Promise<void> = async () => {},
): Promise<ImageVariant[]> {
  const { stem, width, height } = target;
  const upright = sharp(input, OPEN).rotate();
  const wanted = variantWidths(width).flatMap((w) => FORMATS.map((f) => ({ w, f })));
  let done = 0;
  let reported = Promise.resolve();
  // Queued together, so the cores share one image's sizes while inTurn bounds the memory.
  const made = await Promise.allSettled(
    wanted.map(async ({ w, f }): Promise<ImageVariant> => {
      const key = `${stem}-${w}.${f.ext}`;
      const data = await inTurn(width * height, () =>
        f.encode(upright.clone().resize(w)).toBuffer(),
      );
      await storage.put(key, data, { contentType: `image/${f.format}` });
      const fraction = ++done / wanted.length;
      await (reported = reported.then(() => onProgress(fraction)));
      return { format: f.format, width: w, height: Math.round((height * w) / width), key };
    }),
  );
  const failed = made.find((m) => m.status === "rejected");
  if (failed) throw failed.reason;
  return made.map((m) => (m as PromiseFulfilledResult<ImageVariant>).value);
}
