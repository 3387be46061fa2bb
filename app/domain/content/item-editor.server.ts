import { kindOf, type AdminKind } from "../../content/admin-kinds.ts";
import {
  DETAIL_FIELDS,
  editorSchema,
  LIMITS,
  referencesOf,
  REVIEW_FIELDS,
  SLUG,
  type DetailField,
  type Details,
  type EditorData,
  type EditorInput,
} from "../../content/editor-fields.ts";
import type { EditorField } from "../../content/kind-office.ts";
import { fromThaiNumericDate } from "../../lib/dates.ts";
import { db } from "../../db/client.server.ts";
import {
  existingMediaIds,
  findEditableItem,
  slugTaken,
  type ItemContent,
} from "../../db/content/item-editor.server.ts";
import { findAccount, type StaffUser } from "../../db/accounts/users.server.ts";
import { htmlLines } from "../../lib/staff/line-diff.ts";
import { slugFromTitle, SLUG_TAKEN } from "../../lib/staff/slug.ts";
import { parseVideoLink } from "../../lib/video-links.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import type { Actor } from "../../lib/request-context.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { changesWaitForReview, pendingChange } from "./pending-changes.server.ts";
import { cleanRichText } from "./rich-text.server.ts";
import { writeContent, type Saved, type WriteTarget } from "./content-writes.server.ts";

export type { EditorInput };

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
/** A refused save; a conflict carries the save that got in first. */
export type Refused = Failure & { conflict?: Conflict };

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
  const pending = (await changesWaitForReview(user, live.type)) ? await pendingChange(id) : null;
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

async function checkMedia(input: EditorData, errors: FieldErrors) {
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

/** The editor's field a detail is written in: the review's five in the one review section. */
function editorFieldOf(detail: DetailField): EditorField {
  return (REVIEW_FIELDS as readonly string[]).includes(detail) ? "review" : (detail as EditorField);
}

/**
 * A medical review's fields checked, its dates read as the office writes them and kept as
 * `YYYY-MM-DD` in `data`: a reviewer and a date together or neither, the next review after it,
 * sources with an address given as http(s).
 */
function checkReview(data: EditorData, errors: FieldErrors): void {
  const on = data.reviewedOn ? fromThaiNumericDate(data.reviewedOn) : null;
  const due = data.reviewDue ? fromThaiNumericDate(data.reviewDue) : null;
  const example = "เป็น วัน/เดือน/ปี พ.ศ. เช่น 15/03/2569";
  if (data.reviewedOn && !on) errors.reviewedOn = `กรุณากรอกวันที่ตรวจทาน${example}`;
  if (data.reviewDue && !due) errors.reviewDue = `กรุณากรอกวันที่ทบทวนครั้งถัดไป${example}`;
  if (data.reviewer && !data.reviewedOn) errors.reviewedOn = "กรุณากรอกวันที่ตรวจทาน";
  if (data.reviewedOn && !data.reviewer) errors.reviewer = "กรุณากรอกชื่อผู้ตรวจทาน";
  if ((data.reviewDue || data.references) && !data.reviewer && !errors.reviewer)
    errors.reviewer = "กรุณากรอกชื่อผู้ตรวจทาน";
  if (on && due && due <= on) errors.reviewDue = "วันทบทวนครั้งถัดไปต้องอยู่หลังวันที่ตรวจทาน";
  const references = referencesOf(data.references);
  if (references.length > 20) errors.references = "แหล่งอ้างอิงได้ไม่เกิน 20 รายการ";
  const bad = references.find((r) => r.url && !/^https?:\/\/[^\s/]+/i.test(r.url));
  if (bad) errors.references = `ที่อยู่ของ “${bad.title}” ต้องขึ้นต้นด้วย https:// หรือ http://`;
  if (on) data.reviewedOn = on;
  if (due) data.reviewDue = due;
}

/** The details the kind keeps, as stored (JSON); null for a kind that keeps none. */
function detailsOf(kind: AdminKind, data: EditorData): string | null {
  const details: Details = {};
  for (const field of DETAIL_FIELDS) {
    const value = data[field];
    if (kind.fields.includes(editorFieldOf(field)) && value !== undefined && value !== "")
      Object.assign(details, { [field]: value });
  }
  return DETAIL_FIELDS.some((f) => kind.fields.includes(editorFieldOf(f)))
    ? JSON.stringify(details)
    : null;
}

/**
 * Checks and saves an item's content as a draft or over its current state: the body is cleaned
 * to safe HTML, the slug made unique per type, referenced media checked, and a revision kept.
 * A save over a version someone else has moved past is refused as a conflict
 * (`item.save-conflict`, or `item.gone` when the item no longer exists); an item not of this kind
 * is `item.not-found`, and fields that do not pass are `item.invalid`.
 */
export async function saveItem(
  actor: Actor,
  kind: AdminKind,
  target: WriteTarget | null,
  input: EditorInput,
  reason: "save" | "autosave" = "save",
): Promise<({ ok: true } & Saved) | Refused> {
  await authorize(
    actor,
    kind.permissions.write,
    `item-save ${kind.key}${target ? ` #${target.id}` : ""}`,
  );
  if (target && !(await isItemOfKind(kind, target.id))) return failure("item.not-found");
  const parsed = editorSchema.safeParse(input);
  if (!parsed.success) return failure("item.invalid", { fields: fieldErrors(parsed.error) });
  const data = parsed.data;
  const errors: FieldErrors = {};
  const slug = data.slug || slugFromTitle(data.title);
  if (!slug) errors.slug = "กรุณากำหนดชื่อในลิงก์";
  else if (await slugTaken(db(), kind.type, slug, target?.id ?? null)) errors.slug = SLUG_TAKEN;
  const subject = kind.fields.includes("subject") ? (data.subject ?? kind.subject) : kind.subject;
  if (kind.subjects && !kind.subjects.choices.some((s) => s.key === subject))
    errors.subject = `กรุณาเลือก${kind.subjects.label}`;
  const documentDate = kind.fields.includes("documentDate")
    ? fromThaiNumericDate(data.documentDate ?? "")
    : null;
  if (kind.fields.includes("documentDate") && !documentDate)
    errors.documentDate = "กรุณากรอกวันที่ของเอกสารเป็น วัน/เดือน/ปี พ.ศ. เช่น 15/03/2568";
  if (kind.fields.includes("position") && !data.position) errors.position = "กรุณากรอกตำแหน่ง";
  const video = data.videoUrl ? parseVideoLink(data.videoUrl) : null;
  if (data.videoUrl && !video) errors.videoUrl = "ลิงก์วิดีโอต้องเป็น YouTube หรือ Facebook";
  if (kind.fields.includes("review")) checkReview(data, errors);
  await checkMedia(data, errors);
  if (Object.keys(errors).length) return failure("item.invalid", { fields: errors });

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
    details: detailsOf(kind, data),
  };
  const saved = await writeContent(actor.user, target ?? kind.type, {
    content,
    photoIds: data.photoIds,
    attachmentIds: data.attachmentIds,
    reason,
  });
  if (!saved.ok) {
    const conflict = await conflictWith(actor.user, target!.id, content);
    return conflict ? { ...failure("item.save-conflict"), conflict } : failure("item.gone");
  }
  if (reason === "save") {
    await audit(
      actor.client,
      saved.held ? "item-change-pending" : target ? "item-updated" : "item-created",
      { userId: actor.user.id, username: actor.user.username },
      `${content.title} (#${saved.id})`,
    );
  }
  return saved;
}

/** The live check beside the slug field: the slug as it will be saved, and whether it is free. */
export async function checkSlug(kind: AdminKind, id: number | null, raw: string, title: string) {
  const slug = (
    raw.trim() ? raw.trim().normalize("NFC").toLowerCase() : slugFromTitle(title)
  ).slice(0, LIMITS.slug);
  const valid = SLUG.test(slug);
  return { slug, valid, taken: valid ? await slugTaken(db(), kind.type, slug, id) : false };
}
