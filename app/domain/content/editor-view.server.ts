import { kindOf, type AdminKind } from "../../content/admin-kinds.ts";
import { parseDetails } from "../../content/editor-fields.ts";
import { db } from "../../db/client.server.ts";
import {
  attachedMediaIds,
  faqCategories,
  findEditableItem,
} from "../../db/content/item-editor.server.ts";
import { findMediaByIds, listMediaPage } from "../../db/media/media.server.ts";
import type { Media } from "../../db/schema.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { summarize } from "../media/media-library.server.ts";
import { changesWaitForReview, pendingChange } from "./pending-changes.server.ts";

/**
 * What the editor form shows: the item (or an empty one) and the media it may choose from. A
 * person whose changes wait for review sees the pending change in place of the live content
 * (`pending.shown`); one who reviews sees the live content and that a change waits. A new item
 * may start in a subject of its kind (the ITA board's "write the document" links name one).
 */
export async function editorView(
  user: StaffUser,
  kind: AdminKind,
  id: number | null,
  startIn: { subject?: string | null } = {},
) {
  const live = id ? await findEditableItem(db(), id) : null;
  if (id && (!live || kindOf(live)?.key !== kind.key)) return null;
  const pending = live ? await pendingChange(live.id) : null;
  const shown = Boolean(pending) && (await changesWaitForReview(user, kind.type));
  const item = live && pending && shown ? { ...live, ...pending.snapshot } : live;
  const [photoIds, attachmentIds, images, documents, videos, categories] = await Promise.all([
    item ? attachedMediaIds(db(), item.id, "photo") : Promise.resolve<number[]>([]),
    item ? attachedMediaIds(db(), item.id, "attachment") : Promise.resolve<number[]>([]),
    listMediaPage(db(), { kind: "image" }, { limit: 200, offset: 0 }),
    kind.fields.includes("attachments")
      ? listMediaPage(db(), { kind: "document" }, { limit: 200, offset: 0 })
      : { rows: [] },
    kind.fields.includes("video")
      ? listMediaPage(db(), { kind: "video" }, { limit: 100, offset: 0 })
      : { rows: [] },
    kind.fields.includes("faqCategory") ? faqCategories(db()) : [],
  ]);
  const photos = pending && shown ? pending.snapshot.photoIds : photoIds;
  const attachments = pending && shown ? pending.snapshot.attachmentIds : attachmentIds;
  // The form offers the library's newest files; those the item uses come too, however old, or
  // the form would not hold them and a save would drop them.
  const used = await findMediaByIds(db(), [
    ...photos,
    ...attachments,
    ...[item?.cover_media_id, item?.video_media_id].filter((m): m is number => Boolean(m)),
  ]);
  const offered = (kind: Media["kind"], newest: Media[]) => {
    const own = [...used.values()].filter((m) => m.kind === kind);
    const known = new Set(own.map((m) => m.id));
    return [...own, ...newest.filter((m) => !known.has(m.id))].map(summarize);
  };
  return {
    item,
    photoIds: photos,
    attachmentIds: attachments,
    pending: pending
      ? {
          version: pending.version,
          author: pending.author,
          updatedAt: pending.updatedAt,
          returned: pending.returned,
          outdated: pending.baseVersion !== live!.version,
          shown,
        }
      : null,
    choices: {
      image: offered("image", images.rows),
      document: kind.fields.includes("attachments") ? offered("document", documents.rows) : [],
      video: kind.fields.includes("video") ? offered("video", videos.rows) : [],
    },
    categories,
    details: parseDetails(item?.details ?? null),
    /** A new item's subject, when one of its kind's was asked for. */
    newSubject:
      !id && kind.subjects?.choices.some((c) => c.key === startIn.subject)
        ? startIn.subject!
        : null,
  };
}

export type EditorView = NonNullable<Awaited<ReturnType<typeof editorView>>>;
