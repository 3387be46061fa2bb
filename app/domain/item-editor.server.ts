import { z } from "zod";
import { kindOf, type AdminKind } from "../content/admin-kinds.ts";
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
  type ItemContent,
} from "../db/item-editor.server.ts";
import { listMediaPage } from "../db/media.server.ts";
import type { ItemType } from "../db/schema.ts";
import { findAccount, type StaffUser } from "../db/users.server.ts";
import { htmlLines } from "../lib/staff/line-diff.ts";
import { slugFromTitle } from "../lib/staff/slug.ts";
import { parseVideoLink } from "../lib/video-links.ts";
import { fieldErrors, type FieldErrors } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { summarize } from "./media-library.server.ts";
import { cleanRichText } from "./rich-text.server.ts";
import { itemPagesChanged } from "./page-changes.server.ts";
import { indexItems } from "./search.server.ts";

const CONTROL = /[\p{Cc}]/u;
const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

const line = (max: number, label: string) =>
  z
    .string()
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

type Saved = { ok: true; id: number; version: number };

/** The save that got in first: its version, who made it, and each text field that differs. */
export type Conflict = {
  version: number;
  by: string;
  at: string;
  fields: { key: (typeof COMPARED)[number][0]; label: string; theirs: string }[];
};
type Refused = { ok: false; errors: FieldErrors; conflict?: Conflict };

const COMPARED = [
  ["title", "หัวข้อ"],
  ["slug", "ชื่อในลิงก์"],
  ["summary", "สรุปสั้น ๆ"],
  ["body", "เนื้อหา"],
  ["seo_title", "ชื่อสำหรับเครื่องมือค้นหา"],
  ["seo_description", "คำอธิบายสำหรับเครื่องมือค้นหา"],
] as const;

async function conflictWith(id: number, mine: ItemContent): Promise<Conflict | null> {
  const theirs = await findEditableItem(db(), id);
  if (!theirs) return null;
  const editor = theirs.editor_id ? await findAccount(db(), theirs.editor_id) : null;
  return {
    version: theirs.version,
    by: editor ? `${editor.first_name} ${editor.last_name}` : "ผู้ใช้ที่ถูกลบแล้ว",
    at: theirs.updated_at,
    fields: COMPARED.filter(([key]) => (theirs[key] ?? "") !== (mine[key] ?? "")).map(
      ([key, label]) => ({
        key,
        label,
        theirs: key === "body" ? htmlLines(theirs.body).join("\n") : (theirs[key] ?? ""),
      }),
    ),
  };
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
  target: { id: number; version: number } | null,
  input: EditorInput,
  reason: "save" | "autosave" = "save",
): Promise<Saved | Refused> {
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
    const conflict = await conflictWith(target!.id, content);
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
      target ? "item-updated" : "item-created",
      { userId: actor.user.id, username: actor.user.username },
      `${content.title} (#${saved.id})`,
    );
  }
  return saved;
}

/** What the editor form shows: the item (or an empty one) and the media it may choose from. */
export async function editorView(kind: AdminKind, id: number | null) {
  const item = id ? await findEditableItem(db(), id) : null;
  if (id && (!item || kindOf(item)?.key !== kind.key)) return null;
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
    photoIds,
    attachmentIds,
    choices: {
      image: images.rows.map(summarize),
      document: documents.rows.map(summarize),
      video: videos.rows.map(summarize),
    },
    categories,
  };
}

export type EditorView = NonNullable<Awaited<ReturnType<typeof editorView>>>;

/**
 * Writes an item's content, new or over `target.version`, with its photos and attachments, and
 * keeps the result as a revision, in one transaction. Null when the version has moved on.
 */
export async function writeContent(
  user: StaffUser,
  target: { id: number; version: number } | ItemType,
  change: {
    content: ItemContent;
    photoIds: number[];
    attachmentIds: number[];
    reason: "save" | "autosave" | "restore";
  },
): Promise<Saved | null> {
  const { content, photoIds, attachmentIds, reason } = change;
  const saved = await db()
    .transaction()
    .execute(async (trx) => {
      let id: number;
      if (typeof target === "string") {
        id = await insertDraft(trx, { ...content, type: target, author_id: user.id });
      } else {
        if (
          !(await updateContent(trx, target.id, target.version, { ...content, editor_id: user.id }))
        )
          return null;
        id = target.id;
      }
      await replaceAttachedMedia(trx, id, "photo", photoIds);
      await replaceAttachedMedia(trx, id, "attachment", attachmentIds);
      const version = (await itemVersion(trx, id))!;
      await insertRevision(trx, {
        itemId: id,
        version,
        snapshot: { ...content, photoIds, attachmentIds },
        authorId: user.id,
        reason,
      });
      await indexItems(trx, [id]);
      return { ok: true as const, id, version };
    });
  if (saved) await itemPagesChanged(saved.id, true);
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
