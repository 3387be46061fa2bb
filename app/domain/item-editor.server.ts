import { z } from "zod";
import { kindOf, type AdminKind } from "../content/admin-kinds.ts";
import { withoutBidiControls } from "../lib/bidi-controls.ts";
import { fromThaiNumericDate } from "../lib/dates.ts";
import { db } from "../db/client.server.ts";
import {
  attachedMediaIds,
  existingMediaIds,
  faqCategories,
  findEditableItem,
  insertDraft,
  insertRevision,
  itemVersion,
  replaceAttachedMedia,
  slugTaken,
  updateContent,
  type EditableItem,
  type ItemContent,
} from "../db/item-editor.server.ts";
import { keepOldSlug } from "../db/item-settings.server.ts";
import { deletePendingChange } from "../db/pending-changes.server.ts";
import { listMediaPage } from "../db/media.server.ts";
import type { ItemType } from "../db/schema.ts";
import { findAccount, type StaffUser } from "../db/users.server.ts";
import { htmlLines } from "../lib/staff/line-diff.ts";
import { slugFromTitle } from "../lib/staff/slug.ts";
import { parseVideoLink } from "../lib/video-links.ts";
import { fieldErrors, type FieldErrors } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { authorize } from "./authorize.server.ts";
import { summarize } from "./media-library.server.ts";
import {
  changesWaitForReview,
  holdForReview,
  isLive,
  pendingChange,
  waitsForReview,
} from "./pending-changes.server.ts";
import { cleanRichText } from "./rich-text.server.ts";
import { itemPagesChanged } from "./page-changes.server.ts";
import { indexItems } from "./search.server.ts";

const CONTROL = /[\p{Cc}]/u;
const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

const line = (max: number, label: string) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL.test(v), `${label}มีอักขระที่ใช้ไม่ได้`);
const id = z.coerce.number().int().positive();

const contentSchema = z.object({
  title: line(200, "หัวข้อ").min(1, "กรุณากรอกหัวข้อ"),
  slug: z
    .string()
    .trim()
    .max(120, "ชื่อในลิงก์ยาวเกิน 120 ตัวอักษร")
    .transform((v) => v.normalize("NFC").toLowerCase())
    .refine((v) => v === "" || SLUG.test(v), "ชื่อในลิงก์ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง"),
  summary: z.string().trim().max(500, "สรุปยาวเกิน 500 ตัวอักษร"),
  body: z.string().max(200_000, "เนื้อหายาวเกินกำหนด"),
  subject: z.string().optional(),
  coverId: id.optional(),
  photoIds: z.array(id).max(200, "ภาพในแกลเลอรีมากเกิน 200 ภาพ"),
  attachmentIds: z.array(id).max(30, "ไฟล์แนบมากเกิน 30 ไฟล์"),
  videoId: id.optional(),
  videoUrl: z.string().trim().max(500).optional(),
  faqCategoryId: id.optional(),
  documentDate: z.string().trim().max(20).optional(),
  seoTitle: line(70, "ชื่อสำหรับเครื่องมือค้นหา"),
  seoDescription: line(160, "คำอธิบายสำหรับเครื่องมือค้นหา"),
});

export type EditorInput = z.input<typeof contentSchema>;

/** `held`: the change waits for review and the live item is unchanged. */
type Saved = { ok: true; id: number; version: number; held: boolean };

/**
 * The save that got in first: its version (and pending version), who made it, and each text field
 * that differs from what the writer sees now (for a writer whose changes wait for review, the
 * pending change if there is one).
 */
export type Conflict = {
  version: number;
  pending: number;
  by: string;
  at: string;
  fields: { key: (typeof COMPARED)[number][0]; label: string; theirs: string }[];
};
type Refused = { ok: false; errors: FieldErrors; conflict?: Conflict; missing?: true };

const COMPARED = [
  ["title", "หัวข้อ"],
  ["slug", "ชื่อในลิงก์"],
  ["summary", "สรุปสั้น ๆ"],
  ["body", "เนื้อหา"],
  ["seo_title", "ชื่อสำหรับเครื่องมือค้นหา"],
  ["seo_description", "คำอธิบายสำหรับเครื่องมือค้นหา"],
] as const;

async function conflictWith(
  user: StaffUser,
  id: number,
  mine: ItemContent,
): Promise<Conflict | null> {
  const live = await findEditableItem(db(), id);
  if (!live) return null;
  const pending = (await changesWaitForReview(user)) ? await pendingChange(id) : null;
  const theirs = pending ? { ...live, ...pending.snapshot } : live;
  const editor = live.editor_id ? await findAccount(db(), live.editor_id) : null;
  return {
    version: live.version,
    pending: pending?.version ?? 0,
    by: pending
      ? pending.author
      : editor
        ? `${editor.first_name} ${editor.last_name}`
        : "ผู้ใช้ที่ถูกลบแล้ว",
    at: pending ? pending.updatedAt : live.updated_at,
    fields: COMPARED.filter(([key]) => (theirs[key] ?? "") !== (mine[key] ?? "")).map(
      ([key, label]) => ({
        key,
        label,
        theirs: key === "body" ? htmlLines(theirs.body).join("\n") : (theirs[key] ?? ""),
      }),
    ),
  };
}

/** Whether the item exists and is of this kind (an item is edited only under its own kind). */
export async function isItemOfKind(kind: AdminKind, id: number): Promise<boolean> {
  const item = await findEditableItem(db(), id);
  return Boolean(item && kindOf(item)?.key === kind.key);
}

async function checkMedia(input: z.output<typeof contentSchema>, errors: FieldErrors) {
  const images = await existingMediaIds(
    db(),
    [...(input.coverId ? [input.coverId] : []), ...input.photoIds],
    "image",
  );
  if (input.coverId && !images.has(input.coverId)) errors.coverId = "ไม่พบภาพปกนี้ในคลังสื่อ";
  if (input.photoIds.some((p) => !images.has(p))) errors.photoIds = "มีภาพที่ไม่อยู่ในคลังสื่อ";
  const documents = await existingMediaIds(db(), input.attachmentIds, "document");
  if (input.attachmentIds.some((a) => !documents.has(a)))
    errors.attachmentIds = "มีไฟล์แนบที่ไม่ใช่ PDF ในคลังสื่อ";
  if (input.videoId && !(await existingMediaIds(db(), [input.videoId], "video")).has(input.videoId))
    errors.videoId = "ไม่พบวิดีโอนี้ในคลังสื่อ";
}

/**
 * Checks and saves an item's content as a draft or over its current state: the body is cleaned
 * to safe HTML, the slug made unique per type, referenced media checked, and a revision kept.
 * A save over a version someone else has moved past is refused as a conflict.
 */
export async function saveItem(
  actor: { request: Request; user: StaffUser },
  kind: AdminKind,
  target: WriteTarget | null,
  input: EditorInput,
  reason: "save" | "autosave" = "save",
): Promise<Saved | Refused> {
  await authorize(actor, "content.write", `item-save ${kind.key}${target ? ` #${target.id}` : ""}`);
  if (target && !(await isItemOfKind(kind, target.id)))
    return { ok: false, errors: { form: "ไม่พบเนื้อหานี้" }, missing: true };
  const parsed = contentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const data = parsed.data;
  const errors: FieldErrors = {};
  const slug = data.slug || slugFromTitle(data.title);
  if (!slug) errors.slug = "กรุณากำหนดชื่อในลิงก์";
  else if (await slugTaken(db(), kind.type, slug, target?.id ?? null))
    errors.slug = "ชื่อในลิงก์นี้ถูกใช้แล้วในเนื้อหาประเภทเดียวกัน";
  const subject = kind.fields.includes("subject") ? (data.subject ?? kind.subject) : kind.subject;
  if (kind.subjects && !kind.subjects.choices.some((s) => s.key === subject))
    errors.subject = `กรุณาเลือก${kind.subjects.label}`;
  const documentDate = kind.fields.includes("documentDate")
    ? fromThaiNumericDate(data.documentDate ?? "")
    : null;
  if (kind.fields.includes("documentDate") && !documentDate)
    errors.documentDate = "กรุณากรอกวันที่ของเอกสารเป็น วัน/เดือน/ปี พ.ศ. เช่น 15/03/2568";
  const video = data.videoUrl ? parseVideoLink(data.videoUrl) : null;
  if (data.videoUrl && !video) errors.videoUrl = "ลิงก์วิดีโอต้องเป็น YouTube หรือ Facebook";
  await checkMedia(data, errors);
  if (Object.keys(errors).length) return { ok: false, errors };

  const content: ItemContent = {
    subject,
    slug,
    title: data.title,
    summary: data.summary,
    body: cleanRichText(data.body),
    cover_media_id: data.coverId ?? null,
    video_media_id: data.videoId ?? null,
    video_url: data.videoUrl || null,
    faq_category_id: data.faqCategoryId ?? null,
    seo_title: data.seoTitle || null,
    seo_description: data.seoDescription || null,
    document_date: documentDate,
  };
  const saved = await writeContent(actor.user, target ?? kind.type, {
    content,
    photoIds: data.photoIds,
    attachmentIds: data.attachmentIds,
    reason,
  });
  if (!saved) {
    const conflict = await conflictWith(actor.user, target!.id, content);
    return {
      ok: false,
      errors: {
        form: conflict
          ? "มีผู้อื่นบันทึกเนื้อหานี้ก่อนหน้าคุณ การแก้ไขของคุณยังไม่ถูกบันทึก"
          : "ไม่พบเนื้อหานี้แล้ว อาจถูกลบไปแล้ว",
      },
      ...(conflict ? { conflict } : {}),
    };
  }
  if (reason === "save") {
    await audit(
      actor.request,
      saved.held ? "item-change-pending" : target ? "item-updated" : "item-created",
      { userId: actor.user.id, username: actor.user.username },
      `${content.title} (#${saved.id})`,
    );
  }
  return saved;
}

/**
 * What the editor form shows: the item (or an empty one) and the media it may choose from. A
 * person whose changes wait for review sees the pending change in place of the live content
 * (`pending.shown`); one who reviews sees the live content and that a change waits.
 */
export async function editorView(user: StaffUser, kind: AdminKind, id: number | null) {
  const live = id ? await findEditableItem(db(), id) : null;
  if (id && (!live || kindOf(live)?.key !== kind.key)) return null;
  const pending = live ? await pendingChange(live.id) : null;
  const shown = Boolean(pending) && (await changesWaitForReview(user));
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
  return {
    item,
    photoIds: pending && shown ? pending.snapshot.photoIds : photoIds,
    attachmentIds: pending && shown ? pending.snapshot.attachmentIds : attachmentIds,
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
      image: images.rows.map(summarize),
      document: documents.rows.map(summarize),
      video: videos.rows.map(summarize),
    },
    categories,
  };
}

export type EditorView = NonNullable<Awaited<ReturnType<typeof editorView>>>;

/** An existing item to write over: the version the writer saw, and the pending change (if any). */
export type WriteTarget = { id: number; version: number; pending?: number | "latest" };

class StaleWrite extends Error {}

/**
 * Writes an item's content, new or over `target.version`, with its photos and attachments, and
 * keeps the result as a revision, in one transaction. Null when the version has moved on.
 *
 * Someone who may not publish never writes over a published or scheduled item: the change is held
 * for review instead (`held`), and the live item stays as it is. `target.pending` names the pending
 * change the writer started from (0 or absent: none); a direct write that names one, or by someone
 * who may not publish, takes its place.
 */
export async function writeContent(
  user: StaffUser,
  target: WriteTarget | ItemType,
  change: {
    content: ItemContent;
    photoIds: number[];
    attachmentIds: number[];
    reason: "save" | "autosave" | "restore";
  },
): Promise<Saved | null> {
  const { content, photoIds, attachmentIds, reason } = change;
  const snapshot = { ...content, photoIds, attachmentIds };
  let before: EditableItem | null = null;
  let clear = 0;
  if (typeof target !== "string") {
    before = await findEditableItem(db(), target.id);
    if (!before || before.version !== target.version) return null;
    const named = target.pending ?? 0;
    if (await waitsForReview(user, before)) {
      const held = await holdForReview(user, before, named, snapshot, reason);
      return held ? { ok: true, id: before.id, version: before.version, held: true } : null;
    }
    const pending = (await pendingChange(before.id))?.version ?? 0;
    if (await changesWaitForReview(user)) {
      if (named !== "latest" && named !== pending) return null;
      clear = pending;
    } else if (named !== "latest" && named > 0) {
      if (named !== pending) return null;
      clear = named;
    }
  }
  let saved: Saved | null;
  try {
    saved = await db()
      .transaction()
      .execute(async (trx) => {
        let id: number;
        if (typeof target === "string") {
          id = await insertDraft(trx, { ...content, type: target, author_id: user.id });
        } else {
          if (clear && !(await deletePendingChange(trx, target.id, clear))) throw new StaleWrite();
          const editor = { ...content, editor_id: user.id };
          if (!(await updateContent(trx, target.id, target.version, editor)))
            throw new StaleWrite();
          if (before && isLive(before.status)) await keepOldSlug(trx, before, content.slug);
          id = target.id;
        }
        await replaceAttachedMedia(trx, id, "photo", photoIds);
        await replaceAttachedMedia(trx, id, "attachment", attachmentIds);
        const version = (await itemVersion(trx, id))!;
        await insertRevision(trx, { itemId: id, version, snapshot, authorId: user.id, reason });
        await indexItems(trx, [id]);
        return { ok: true as const, id, version, held: false };
      });
  } catch (error) {
    if (error instanceof StaleWrite) return null;
    throw error;
  }
  await itemPagesChanged(saved.id, true);
  return saved;
}

/** The live check beside the slug field: the slug as it will be saved, and whether it is free. */
export async function checkSlug(kind: AdminKind, id: number | null, raw: string, title: string) {
  const slug = (
    raw.trim() ? raw.trim().normalize("NFC").toLowerCase() : slugFromTitle(title)
  ).slice(0, 120);
  const valid = SLUG.test(slug);
  return { slug, valid, taken: valid ? await slugTaken(db(), kind.type, slug, id) : false };
}
