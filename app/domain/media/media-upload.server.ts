import { buffer } from "node:stream/consumers";
import fs from "node:fs/promises";
import path from "node:path";
import { db, type Db } from "../../db/client.server.ts";
import { beginPendingUpload, endPendingUpload } from "../../db/media/pending-uploads.server.ts";
import {
  findMedia,
  findMediaByHash,
  insertMedia,
  markMediaFailed,
  replaceMediaFile,
  setMediaProgress,
  setMediaVariants,
} from "../../db/media/media.server.ts";
import type { Media, MediaStatus } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import type { Actor, IncomingFile } from "../../lib/request-context.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { inspectImage, makeVariants, type ImageFacts } from "./image-variants.server.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";
import { auditMedia, inUse, mayChangeShownFile, usageOf } from "./media-library.server.ts";
import { originalKey, removeObjectsIfUnused, variantStem } from "./media-objects.server.ts";
import {
  cleanFileName,
  isDiskFull,
  receiveToTemp,
  type Received,
} from "./upload-receive.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";

const IMAGE_VARIANTS_JOB = "image-variants";

export type UploadResult = { media: Media; duplicate: boolean };

async function inspect(received: Received): Promise<ImageFacts | null> {
  if (received.type.kind !== "image") return null;
  return await inspectImage(received.file);
}

/**
 * Takes one file (an upload's body, or a file an import reads from disk): checked by content,
 * stored under its content hash, recorded, and (for images) queued for its variants in the same
 * transaction. A file that is already in the library is not stored twice. Nothing is left behind
 * when anything fails.
 */
export async function acceptUpload(
  actor: Actor,
  incoming: IncomingFile,
  replacing?: Media,
): Promise<UploadResult> {
  const operation = replacing ? `media-replace #${replacing.id}` : "media-upload";
  const user = actor.user;
  await authorize(actor, "content.write", operation);
  if (replacing && !(await mayChangeShownFile(actor, replacing.id, operation)))
    throw new AppError("media.shown-live");
  const cfg = config();
  if (incoming.declaredLength > Math.max(...Object.values(cfg.maxBytes))) {
    throw new AppError("upload.too-large");
  }
  const name = cleanFileName(incoming.name);
  const received = await receiveToTemp(incoming.body, path.join(cfg.dataDir, "tmp"), cfg.maxBytes);
  let stored: string | null = null;
  try {
    const facts = await inspect(received);
    if (replacing && replacing.kind !== received.type.kind) {
      throw new AppError("upload.kind-mismatch");
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
        if (status === "processing") await queueImageVariants(trx, mediaId);
        if (stored) await endPendingUpload(trx, stored);
        return mediaId;
      });
    stored = null;
    if (replacing && replacing.hash !== received.sha256) await removeObjectsIfUnused(replacing);
    if (replacing) await pagesChanged("all");
    const media = (await findMedia(db(), id))!;
    await auditMedia(actor, replacing ? "media-replaced" : "media-uploaded", media);
    return { media, duplicate: false };
  } catch (error) {
    throw isDiskFull(error) ? new AppError("upload.disk-full", { cause: error }) : error;
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

/**
 * Queues the making of an image's variants by the background worker. Pass the transaction that
 * writes its record "processing", so both are committed or neither is.
 */
export async function queueImageVariants(database: Db, mediaId: number): Promise<void> {
  await enqueue(IMAGE_VARIANTS_JOB, { mediaId }, { database });
}

/** Makes an image's variants from its stored original, reporting progress on the record. */
async function makeImageVariants(payload: unknown): Promise<void> {
  const { mediaId } = payload as { mediaId: number };
  const media = await findMedia(db(), mediaId);
  if (!media || media.kind !== "image") return;
  const original = await mediaStorage().get(media.storage_key);
  if (!original) throw new Error(`original missing: ${media.storage_key}`);
  const variants = await makeVariants(
    mediaStorage(),
    await buffer(original.body),
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
