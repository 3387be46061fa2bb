import { mayTakeStep } from "../accounts/authorize.server.ts";
import { kindOf } from "../../content/admin-kinds.ts";
import { db } from "../../db/client.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { findEditableItem, slugTaken } from "../../db/content/item-editor.server.ts";
import { returnPendingChange } from "../../db/content/pending-changes.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { audit } from "../operations/audit.server.ts";
import { writeContent } from "./content-writes.server.ts";
import { compareSnapshots, currentSnapshot, stillExisting } from "./item-snapshot.server.ts";
import { pendingChange } from "./pending-changes.server.ts";
import { cleanRichText } from "./rich-text.server.ts";

export type ReviewResult = Result<{ message: string }>;

const NOTE_MAX = 1000;
const CONTROL = /[\p{Cc}]/u;

/**
 * The review page of an item: the live content beside its pending change, field by field, and
 * whether the change was started from an older live version than the one serving now.
 */
export async function reviewView(itemId: number) {
  const live = await findEditableItem(db(), itemId);
  const kind = live && kindOf(live);
  if (!live || !kind) return null;
  const pending = await pendingChange(itemId);
  return {
    item: {
      id: live.id,
      title: live.title,
      version: live.version,
      status: live.status,
      trashed: Boolean(live.deleted_at),
    },
    kind: { key: kind.key, label: kind.label },
    pending: pending && {
      version: pending.version,
      baseVersion: pending.baseVersion,
      author: pending.author,
      updatedAt: pending.updatedAt,
      returned: pending.returned,
      title: pending.snapshot.title,
      fields: compareSnapshots(kind, await currentSnapshot(live), pending.snapshot),
    },
  };
}

export type ReviewView = NonNullable<Awaited<ReturnType<typeof reviewView>>>;

/**
 * The live item takes its pending change: a save by the reviewer over the live version they saw
 * (a new version and a revision, the pages and the search index refreshed), made only while the
 * pending change is still the one they reviewed.
 */
export async function publishPendingChange(
  actor: Actor,
  itemId: number,
  seen: { version: number; pending: number },
): Promise<ReviewResult> {
  const [live, pending] = await Promise.all([
    findEditableItem(db(), itemId),
    pendingChange(itemId),
  ]);
  if (!live || !pending) return failure("pending.not-found");
  if (!(await mayTakeStep(actor.user, live.type, "publish"))) return failure("item.forbidden");
  if (live.version !== seen.version || pending.version !== seen.pending)
    return failure("pending.moved");
  if (live.deleted_at) return failure("pending.in-trash");
  const { snapshot } = pending;
  if (!snapshot.title || !snapshot.slug) return failure("pending.incomplete");
  if (await slugTaken(db(), live.type, snapshot.slug, itemId))
    return failure("pending.slug-taken", {
      message: `ชื่อในลิงก์ "${snapshot.slug}" ถูกใช้แล้วโดยเนื้อหาอื่น กรุณาส่งกลับให้ผู้เขียนแก้ไข`,
    });
  const media = await stillExisting(snapshot);
  const saved = await writeContent(
    actor.user,
    { id: itemId, version: seen.version, pending: seen.pending },
    {
      content: { ...media.content, body: cleanRichText(media.content.body) },
      photoIds: media.photoIds,
      attachmentIds: media.attachmentIds,
      reason: "save",
    },
  );
  if (!saved.ok) return failure("pending.moved");
  await audit(
    actor.client,
    "item-change-published",
    { userId: actor.user.id, username: actor.user.username },
    `${snapshot.title} (#${itemId}) ของ ${pending.author} เป็นฉบับที่ ${saved.version}`,
  );
  const dropped = media.dropped ? " ภาพหรือไฟล์บางรายการถูกลบออกจากคลังสื่อแล้วจึงไม่ได้นำมาใช้" : "";
  return { ok: true, message: `เผยแพร่การแก้ไขแล้ว เป็นฉบับที่ ${saved.version}${dropped}` };
}

/** Sends a pending change back to its writer, with an optional note; the live item is unchanged. */
export async function sendBackPendingChange(
  actor: Actor,
  itemId: number,
  pendingVersion: number,
  rawNote: string,
): Promise<ReviewResult> {
  const note = rawNote.replace(/\r\n?/g, "\n").trim();
  if (note.length > NOTE_MAX)
    return failure("pending.note-too-long", {
      message: `บันทึกถึงผู้เขียนยาวเกิน ${NOTE_MAX} ตัวอักษร`,
    });
  if (CONTROL.test(note.replace(/\n/g, ""))) return failure("pending.note-invalid");
  const [live, pending] = await Promise.all([
    findEditableItem(db(), itemId),
    pendingChange(itemId),
  ]);
  if (!live || !pending) return failure("pending.not-found");
  if (!(await mayTakeStep(actor.user, live.type, "publish"))) return failure("item.forbidden");
  if (pending.returned) return failure("pending.already-returned");
  if (!(await returnPendingChange(db(), itemId, pendingVersion, actor.user.id, note)))
    return failure("pending.moved");
  await audit(
    actor.client,
    "item-change-returned",
    { userId: actor.user.id, username: actor.user.username },
    `${live.title} (#${itemId}) ถึง ${pending.author}${note ? `: ${note.slice(0, 200)}` : ""}`,
  );
  return { ok: true, message: "ส่งการแก้ไขกลับให้ผู้เขียนแล้ว หน้าเว็บยังแสดงฉบับที่เผยแพร่อยู่" };
}
