import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db/client.server.ts";
import { beginPendingUpload, endPendingUpload } from "../db/pending-uploads.server.ts";
import {
  findMedia,
  findMediaByHash,
  insertMedia,
  markMediaFailed,
  replaceMediaFile,
  setMediaProgress,
  setMediaVariants,
} from "../db/media.server.ts";
import type { Media, MediaStatus } from "../db/schema.ts";
import type { StaffUser } from "../db/users.server.ts";
import { config } from "../lib/config.server.ts";
import { formatCount } from "../lib/format.ts";
import { mediaStorage } from "../storage/index.server.ts";
import {
  ImageRejected,
  ImageTooLarge,
  inspectImage,
  makeVariants,
  type ImageFacts,
} from "./image-variants.server.ts";
import { authorize } from "./authorize.server.ts";
import { enqueue, registerJob } from "./jobs.server.ts";
import {
  auditMedia,
  inUse,
  mayChangeShownFile,
  SHOWN_LIVE_REFUSED,
  usageOf,
} from "./media-library.server.ts";
import { originalKey, removeObjectsIfUnused, variantStem } from "./media-objects.server.ts";
import {
  cleanFileName,
  DISK_FULL,
  isDiskFull,
  receiveToTemp,
  UploadRefused,
  type Received,
} from "./upload-receive.server.ts";
import { pagesChanged } from "./page-changes.server.ts";

export const IMAGE_VARIANTS_JOB = "image-variants";

export type UploadResult = { media: Media; duplicate: boolean };

async function inspect(received: Received): Promise<ImageFacts | null> {
  if (received.type.kind !== "image") return null;
  try {
    return await inspectImage(received.file);
  } catch (error) {
    if (error instanceof ImageTooLarge) {
      throw new UploadRefused(
        415,
        `รูปภาพนี้มีขนาด ${formatCount(error.width)} × ${formatCount(error.height)} พิกเซล ใหญ่เกินกำหนด (ไม่เกิน 100 ล้านพิกเซล) กรุณาย่อขนาดรูปก่อนอัปโหลด`,
      );
    }
    if (error instanceof ImageRejected) {
      throw new UploadRefused(
        415,
        "อ่านรูปภาพนี้ไม่ได้ ไฟล์อาจเสียหาย ไม่สมบูรณ์ หรือมีขนาดพิกเซลใหญ่เกินไป (ไม่เกิน 100 ล้านพิกเซล)",
      );
    }
    throw error;
  }
}

/**
 * Takes one uploaded file from the request body: checked by content, stored under its content
 * hash, recorded, and (for images) queued for its variants in the same transaction. A file that
 * is already in the library is not stored twice. Nothing is left behind when anything fails.
 */
export async function acceptUpload(
  request: Request,
  user: StaffUser,
  replacing?: Media,
): Promise<UploadResult> {
  const operation = replacing ? `media-replace #${replacing.id}` : "media-upload";
  await authorize({ request, user }, "content.write", operation);
  if (replacing && !(await mayChangeShownFile({ request, user }, replacing.id, operation)))
    throw new UploadRefused(403, SHOWN_LIVE_REFUSED);
  const cfg = config();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > Math.max(...Object.values(cfg.maxBytes))) {
    throw new UploadRefused(413, "ไฟล์ใหญ่เกินกำหนด");
  }
  const name = cleanFileName(request.headers.get("x-file-name"));
  const received = await receiveToTemp(request.body, path.join(cfg.dataDir, "tmp"), cfg.maxBytes);
  let stored: string | null = null;
  try {
    const facts = await inspect(received);
    if (replacing && replacing.kind !== received.type.kind) {
      throw new UploadRefused(415, "ไฟล์ใหม่ต้องเป็นชนิดเดียวกับไฟล์เดิม");
    }
    const existing = await findMediaByHash(db(), received.sha256);
    if (existing && !replacing) return { media: existing, duplicate: true };
    const key = originalKey(received.sha256, received.type.kind, received.type.ext);
    if (!existing) {
      await beginPendingUpload(db(), key);
      stored = key;
      const file = await fs.open(received.file);
      try {
        await mediaStorage().put(key, file.createReadStream(), {
          contentType: received.type.mimeType,
        });
      } finally {
        await file.close();
      }
    }
    const status: MediaStatus = received.type.kind === "image" ? "processing" : "ready";
    const fields = {
      kind: received.type.kind,
      hash: received.sha256,
      storage_key: key,
      original_name: name,
      mime_type: received.type.mimeType,
      byte_size: received.byteSize,
      width: facts?.width ?? null,
      height: facts?.height ?? null,
      placeholder: facts?.placeholder ?? null,
    };
    const id = await db()
      .transaction()
      .execute(async (trx) => {
        const mediaId =
          replacing?.id ??
          (await insertMedia(trx, {
            ...fields,
            variants: "[]",
            alt: "",
            caption: "",
            credit: "",
            status,
            progress: status === "ready" ? 100 : 0,
            uploaded_by: user.id,
            created_at: new Date().toISOString(),
          }));
        if (replacing) await replaceMediaFile(trx, mediaId, { ...fields, status });
        if (status === "processing")
          await enqueue(IMAGE_VARIANTS_JOB, { mediaId }, { database: trx });
        if (stored) await endPendingUpload(trx, stored);
        return mediaId;
      });
    stored = null;
    if (replacing && replacing.hash !== received.sha256) await removeObjectsIfUnused(replacing);
    if (replacing) await pagesChanged("all");
    const media = (await findMedia(db(), id))!;
    await auditMedia({ request, user }, replacing ? "media-replaced" : "media-uploaded", media);
    return { media, duplicate: false };
  } catch (error) {
    throw isDiskFull(error) ? new UploadRefused(507, DISK_FULL) : error;
  } finally {
    await fs.rm(received.file, { force: true });
    if (stored) {
      const key = stored;
      await mediaStorage()
        .delete(key)
        .then(() => endPendingUpload(db(), key))
        .catch(() => undefined);
    }
  }
}

/** Makes an image's variants from its stored original, reporting progress on the record. */
async function makeImageVariants(payload: unknown): Promise<void> {
  const { mediaId } = payload as { mediaId: number };
  const media = await findMedia(db(), mediaId);
  if (!media || media.kind !== "image") return;
  const original = await mediaStorage().get(media.storage_key);
  if (!original) throw new Error(`original missing: ${media.storage_key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of original.body) chunks.push(chunk as Buffer);
  const variants = await makeVariants(
    mediaStorage(),
    Buffer.concat(chunks),
    { stem: variantStem(media.storage_key), width: media.width ?? 0, height: media.height ?? 0 },
    (done) => setMediaProgress(db(), mediaId, Math.round(done * 99)),
  );
  await setMediaVariants(db(), mediaId, variants);
  // A replaced image already in use now shows in its new form.
  if (inUse(await usageOf(mediaId))) await pagesChanged("all");
}

registerJob(IMAGE_VARIANTS_JOB, makeImageVariants, async (payload) => {
  await markMediaFailed(db(), (payload as { mediaId: number }).mediaId);
});
