import { z } from "zod";
import type { AdminKind } from "../../content/admin-kinds.ts";
import { DETAIL_FIELDS, parseDetails, type DetailField } from "../../content/editor-fields.ts";
import { db } from "../../db/client.server.ts";
import {
  attachedMediaIds,
  existingMediaIds,
  faqCategories,
  type EditableItem,
  type ItemContent,
} from "../../db/content/item-editor.server.ts";
import {
  collapseUnchanged,
  diffLines,
  htmlLines,
  sideBySide,
  type DiffRow,
  type SkippedRows,
} from "../../lib/staff/line-diff.ts";

const id = z.number().int().positive().nullable().catch(null);
const text = z.string().catch("");
const optionalText = z.string().nullable().catch(null);
const ids = z.array(z.number().int().positive()).catch([]);

/**
 * An item's editable content as a revision or a pending change keeps it; read leniently, since
 * older snapshots may lack newer fields.
 */
const snapshotSchema = z.object({
  subject: optionalText,
  slug: text,
  title: text,
  summary: text,
  body: text,
  cover_media_id: id,
  video_media_id: id,
  video_url: optionalText,
  faq_category_id: id,
  seo_title: optionalText,
  seo_description: optionalText,
  document_date: optionalText,
  details: optionalText,
  photoIds: ids,
  attachmentIds: ids,
});

export type Snapshot = z.output<typeof snapshotSchema>;

export function parseSnapshot(json: string): Snapshot {
  let value: unknown = {};
  try {
    value = JSON.parse(json);
  } catch {
    // A damaged snapshot reads as empty fields rather than breaking the page.
  }
  return snapshotSchema.parse(typeof value === "object" && value ? value : {});
}

/** The item's content as it is now, with its photos and attachments. */
export async function currentSnapshot(item: EditableItem): Promise<Snapshot> {
  const [photoIds, attachmentIds] = await Promise.all([
    attachedMediaIds(db(), item.id, "photo"),
    attachedMediaIds(db(), item.id, "attachment"),
  ]);
  return {
    subject: item.subject,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    body: item.body,
    cover_media_id: item.cover_media_id,
    video_media_id: item.video_media_id,
    video_url: item.video_url,
    faq_category_id: item.faq_category_id,
    seo_title: item.seo_title,
    seo_description: item.seo_description,
    document_date: item.document_date,
    details: item.details,
    photoIds,
    attachmentIds,
  };
}

const DETAIL_LABELS: Record<DetailField, string> = {
  position: "ตำแหน่ง",
  phone: "โทรศัพท์",
  email: "อีเมล",
  order: "ลำดับ",
  byline: "ผู้เขียนหรือแหล่งที่มา",
  keywords: "คำสำคัญ",
  reviewer: "ผู้ตรวจทาน",
  reviewerTitle: "ตำแหน่งผู้ตรวจทาน",
  reviewedOn: "วันที่ตรวจทาน",
  reviewDue: "ทบทวนครั้งถัดไป",
  references: "แหล่งอ้างอิง",
};

function isDetailField(field: string): field is DetailField {
  return (DETAIL_FIELDS as readonly string[]).includes(field);
}

/** Details one per line, as `label: value`. */
function detailLines(json: string | null): string[] {
  const details = parseDetails(json);
  return DETAIL_FIELDS.flatMap((f) =>
    details[f] === undefined ? [] : [`${DETAIL_LABELS[f]}: ${details[f]}`],
  );
}

export type FieldDiff = { label: string; changed: boolean; rows: (DiffRow | SkippedRows)[] };

/** Two states of an item side by side, field by field; the body paragraph by paragraph. */
export function compareSnapshots(kind: AdminKind, before: Snapshot, after: Snapshot): FieldDiff[] {
  const lines = (value: string | null) => (value ? value.split(/\r?\n/) : []);
  const field = (label: string, a: string[], b: string[]): FieldDiff => {
    const diff = diffLines(a, b);
    return {
      label,
      changed: diff.some((d) => d.kind !== "same"),
      rows: collapseUnchanged(sideBySide(diff)),
    };
  };
  const media = (s: Snapshot) => [
    ...(s.cover_media_id ? [`ภาพปก #${s.cover_media_id}`] : []),
    ...(s.video_media_id ? [`วิดีโอ #${s.video_media_id}`] : []),
    ...(s.video_url ? [`ลิงก์วิดีโอ ${s.video_url}`] : []),
    ...s.photoIds.map((p) => `ภาพในแกลเลอรี #${p}`),
    ...s.attachmentIds.map((a) => `ไฟล์แนบ #${a}`),
  ];
  return [
    field(kind.titleLabel, lines(before.title), lines(after.title)),
    field("ชื่อในลิงก์ (slug)", lines(before.slug), lines(after.slug)),
    field("สรุปสั้น ๆ", lines(before.summary), lines(after.summary)),
    field(kind.bodyLabel, htmlLines(before.body), htmlLines(after.body)),
    field("ชื่อสำหรับเครื่องมือค้นหา", lines(before.seo_title), lines(after.seo_title)),
    field("คำอธิบายสำหรับเครื่องมือค้นหา", lines(before.seo_description), lines(after.seo_description)),
    field("ภาพ วิดีโอ และไฟล์แนบ", media(before), media(after)),
    ...(kind.fields.some((f) => f === "review" || isDetailField(f))
      ? [field("รายละเอียด", detailLines(before.details), detailLines(after.details))]
      : []),
  ];
}

/**
 * A snapshot as content to write: the body cleaned again by the caller, and media or an FAQ
 * category that has since left the library dropped (`dropped` says whether any was).
 */
export async function stillExisting(snapshot: Snapshot) {
  const images = await existingMediaIds(
    db(),
    [...(snapshot.cover_media_id ? [snapshot.cover_media_id] : []), ...snapshot.photoIds],
    "image",
  );
  const documents = await existingMediaIds(db(), snapshot.attachmentIds, "document");
  const videos = await existingMediaIds(
    db(),
    snapshot.video_media_id ? [snapshot.video_media_id] : [],
    "video",
  );
  const categories = new Set((await faqCategories(db())).map((c) => c.id));
  const keep = (wanted: number | null, found: Set<number>) =>
    wanted && found.has(wanted) ? wanted : null;
  const content: ItemContent = {
    subject: snapshot.subject,
    slug: snapshot.slug,
    title: snapshot.title,
    summary: snapshot.summary,
    body: snapshot.body,
    cover_media_id: keep(snapshot.cover_media_id, images),
    video_media_id: keep(snapshot.video_media_id, videos),
    video_url: snapshot.video_url,
    faq_category_id: keep(snapshot.faq_category_id, categories),
    seo_title: snapshot.seo_title,
    seo_description: snapshot.seo_description,
    document_date: snapshot.document_date,
    details: snapshot.details,
  };
  const photoIds = snapshot.photoIds.filter((p) => images.has(p));
  const attachmentIds = snapshot.attachmentIds.filter((a) => documents.has(a));
  const dropped =
    content.cover_media_id !== snapshot.cover_media_id ||
    content.video_media_id !== snapshot.video_media_id ||
    photoIds.length !== snapshot.photoIds.length ||
    attachmentIds.length !== snapshot.attachmentIds.length;
  return { content, photoIds, attachmentIds, dropped };
}
