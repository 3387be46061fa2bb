import { createHash } from "node:crypto";
import { ADMIN_KINDS } from "../../content/admin-kinds.ts";
import type { ItemType } from "../../content/kinds.ts";
import { db } from "../../db/client.server.ts";
import { countMediaWithCaptions, setMediaCaptions } from "../../db/media/media.server.ts";
import type { Media } from "../../db/schema.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { auditMedia, mayChangeShownFile } from "./media-library.server.ts";
import { captionsKey } from "./media-objects.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { log } from "../../lib/log.server.ts";

export const MAX_CAPTIONS_BYTES = 512 * 1024;

type Outcome = Result<{ message: string }>;

/**
 * The kinds whose editor offers a video from the library (on the kind or on one of its back-office
 * lists): their pages play the video with its captions, so a change of captions changes them.
 */
export function kindsWithVideo(): ItemType[] {
  return [...new Set(ADMIN_KINDS.filter((k) => k.fields.includes("video")).map((k) => k.type))];
}

/** Captions over this size are refused, the route before reading the form, this module after. */
export const captionsTooLarge = () =>
  failure("upload.too-large", { message: "ไฟล์คำบรรยายใหญ่เกิน 512 KB" });

/** WebVTT's own signature: the first line is WEBVTT, alone or followed by a space or tab. */
const WEBVTT = /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/;

/**
 * Gives a video its captions from a WebVTT file, checked by its content: UTF-8 text that
 * starts as WebVTT does. A former captions file no other video uses is removed.
 */
export async function saveCaptions(
  actor: Actor,
  media: Media,
  file: File | null,
): Promise<Outcome> {
  const operation = `media-captions #${media.id}`;
  await authorize(actor, "content.write", operation);
  if (!(await mayChangeShownFile(actor, media.id, operation))) return failure("media.shown-live");
  if (media.kind !== "video") return failure("captions.not-video");
  if (!file || file.size === 0) return failure("captions.missing");
  if (file.size > MAX_CAPTIONS_BYTES) return captionsTooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return failure("captions.not-utf8");
  }
  if (!WEBVTT.test(text)) return failure("captions.not-webvtt");
  const key = captionsKey(createHash("sha256").update(bytes).digest("hex"));
  await mediaStorage().put(key, bytes, { contentType: "text/vtt; charset=utf-8" });
  await setMediaCaptions(db(), media.id, key);
  if (media.captions_key && media.captions_key !== key) await removeIfUnused(media.captions_key);
  await auditMedia(actor, "media-captions-changed", media);
  await pagesChanged(kindsWithVideo());
  return { ok: true, message: "บันทึกคำบรรยายแล้ว" };
}

export async function removeCaptions(actor: Actor, media: Media): Promise<Outcome> {
  const operation = `media-captions-remove #${media.id}`;
  await authorize(actor, "content.write", operation);
  if (!(await mayChangeShownFile(actor, media.id, operation))) return failure("media.shown-live");
  if (!media.captions_key) return failure("captions.none");
  await setMediaCaptions(db(), media.id, null);
  await removeIfUnused(media.captions_key);
  await auditMedia(actor, "media-captions-changed", media);
  await pagesChanged(kindsWithVideo());
  return { ok: true, message: "ลบคำบรรยายแล้ว" };
}

async function removeIfUnused(key: string): Promise<void> {
  if ((await countMediaWithCaptions(db(), key)) > 0) return;
  await mediaStorage()
    .delete(key)
    .catch((error: unknown) => log().error({ err: error, key }, "media: could not delete"));
}
