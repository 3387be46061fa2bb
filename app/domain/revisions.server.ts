import { z } from "zod";
import { kindOf, type AdminKind } from "../content/admin-kinds.ts";
import { db } from "../db/client.server.ts";
import {
  attachedMediaIds,
  existingMediaIds,
  faqCategories,
  findEditableItem,
  slugTaken,
  type EditableItem,
  type ItemContent,
} from "../db/item-editor.server.ts";
import {
  findRevision,
  listRevisions,
  previousRevisionId,
  type RevisionRow,
} from "../db/revisions.server.ts";
import type { StaffUser } from "../db/users.server.ts";
import {
  collapseUnchanged,
  diffLines,
  htmlLines,
  sideBySide,
  type DiffRow,
  type SkippedRows,
} from "../lib/staff/line-diff.ts";
import { audit } from "./audit.server.ts";
import { writeContent } from "./item-editor.server.ts";
import { cleanRichText } from "./rich-text.server.ts";

export const REVISIONS_PAGE_SIZE = 20;

const id = z.number().int().positive().nullable().catch(null);
const text = z.string().catch("");
const optionalText = z.string().nullable().catch(null);
const ids = z.array(z.number().int().positive()).catch([]);

/** What a save kept; read leniently, since older snapshots may lack newer fields. */
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
  photoIds: ids,
  attachmentIds: ids,
});

type Snapshot = z.output<typeof snapshotSchema>;

function parseSnapshot(json: string): Snapshot {
  let value: unknown = {};
  try {
    value = JSON.parse(json);
  } catch {
    // A damaged snapshot reads as empty fields rather than breaking the page.
  }
  return snapshotSchema.parse(typeof value === "object" && value ? value : {});
}

async function currentSnapshot(item: EditableItem): Promise<Snapshot> {
  const [photoIds, attachmentIds] = await Promise.all([
    attachedMediaIds(db(), item.id, "photo"),
    attachedMediaIds(db(), item.id, "attachment"),
  ]);
  return { ...item, photoIds, attachmentIds };
}

export type RevisionSummary = {
  id: number;
  version: number;
  reason: RevisionRow["reason"];
  createdAt: string;
  author: string;
};

function summarize(row: RevisionRow): RevisionSummary {
  const name = [row.author_first_name, row.author_last_name].filter(Boolean).join(" ");
  return {
    id: row.id,
    version: row.version,
    reason: row.reason,
    createdAt: row.created_at,
    author: name || row.author_username || "ไม่ทราบชื่อ (บัญชีถูกลบ)",
  };
}

export type FieldDiff = { label: string; changed: boolean; rows: (DiffRow | SkippedRows)[] };

function compare(kind: AdminKind, before: Snapshot, after: Snapshot): FieldDiff[] {
  const lines = (value: string | null) => (value ? value.split(/\r?\n/) : []);
  const field = (label: string, a: string[], b: string[]): FieldDiff => {
    const diff = diffLines(a, b);
    return {
      label,
      changed: diff.some((d) => d.kind !== "same"),
      rows: collapseUnchanged(sideBySide(diff)),
    };
  };
  return [
    field(kind.titleLabel, lines(before.title), lines(after.title)),
    field("ชื่อในลิงก์ (slug)", lines(before.slug), lines(after.slug)),
    field("สรุปสั้น ๆ", lines(before.summary), lines(after.summary)),
    field(kind.bodyLabel, htmlLines(before.body), htmlLines(after.body)),
    field("ชื่อสำหรับเครื่องมือค้นหา", lines(before.seo_title), lines(after.seo_title)),
    field("คำอธิบายสำหรับเครื่องมือค้นหา", lines(before.seo_description), lines(after.seo_description)),
  ];
}

/**
 * An item's revisions page: one page of its revisions, and a comparison of two states — by
 * default the revision before the last save against the item as it is now. Null when the item,
 * or a chosen revision, is not this item's.
 */
export async function revisionsView(
  itemId: number,
  page: number,
  choice: { from: number | null; to: number | null },
) {
  const item = await findEditableItem(db(), itemId);
  const kind = item && kindOf(item);
  if (!item || !kind) return null;
  const list = await listRevisions(db(), itemId, {
    limit: REVISIONS_PAGE_SIZE,
    offset: (page - 1) * REVISIONS_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(list.total / REVISIONS_PAGE_SIZE));
  const fromId = choice.from ?? (await previousRevisionId(db(), itemId)) ?? list.rows[0]?.id;
  const [from, to] = await Promise.all([
    fromId ? findRevision(db(), itemId, fromId) : null,
    choice.to ? findRevision(db(), itemId, choice.to) : null,
  ]);
  if ((choice.from && !from) || (choice.to && !to)) return null;
  const comparison = from
    ? {
        from: summarize(from),
        to: to ? summarize(to) : null,
        fields: compare(
          kind,
          parseSnapshot(from.snapshot),
          to ? parseSnapshot(to.snapshot) : await currentSnapshot(item),
        ),
      }
    : null;
  return {
    item: { id: item.id, title: item.title, version: item.version },
    kind: { key: kind.key, label: kind.label },
    revisions: {
      items: list.rows.map(summarize),
      page,
      pageSize: REVISIONS_PAGE_SIZE,
      total: list.total,
      pages,
    },
    comparison,
  };
}

export type RevisionsView = NonNullable<Awaited<ReturnType<typeof revisionsView>>>;

type Restored = { ok: true; version: number; restored: number; mediaDropped: boolean };
type Refused = { ok: false; status: 400 | 404 | 409; message: string };

const CONFLICT = "มีผู้อื่นแก้ไขเนื้อหานี้หลังจากที่คุณเปิดหน้านี้ กรุณาดูความแตกต่างอีกครั้งก่อนนำฉบับเดิมกลับมา";

/** The snapshot's media and FAQ category that still exist; deleted ones cannot come back. */
async function stillExisting(snapshot: Snapshot) {
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
  const media = {
    cover: keep(snapshot.cover_media_id, images),
    video: keep(snapshot.video_media_id, videos),
    faqCategory: keep(snapshot.faq_category_id, categories),
    photoIds: snapshot.photoIds.filter((p) => images.has(p)),
    attachmentIds: snapshot.attachmentIds.filter((a) => documents.has(a)),
  };
  const dropped =
    media.cover !== snapshot.cover_media_id ||
    media.video !== snapshot.video_media_id ||
    media.photoIds.length !== snapshot.photoIds.length ||
    media.attachmentIds.length !== snapshot.attachmentIds.length;
  return { ...media, dropped };
}

/**
 * Makes a revision the item's content again, as a new save with reason `restore`: only over the
 * version the person saw (otherwise a conflict), with the body cleaned again and media that has
 * since left the library left out.
 */
export async function restoreRevision(
  actor: { request: Request; user: StaffUser },
  itemId: number,
  revisionId: number,
  version: number,
): Promise<Restored | Refused> {
  const [item, revision] = await Promise.all([
    findEditableItem(db(), itemId),
    findRevision(db(), itemId, revisionId),
  ]);
  if (!item || !revision) return { ok: false, status: 404, message: "ไม่พบฉบับที่เลือก" };
  if (item.version !== version) return { ok: false, status: 409, message: CONFLICT };
  const snapshot = parseSnapshot(revision.snapshot);
  if (!snapshot.title || !snapshot.slug)
    return { ok: false, status: 400, message: "ฉบับนี้ไม่มีข้อมูลครบพอที่จะนำกลับมา" };
  if (await slugTaken(db(), item.type, snapshot.slug, itemId))
    return {
      ok: false,
      status: 400,
      message: `ชื่อในลิงก์ "${snapshot.slug}" ของฉบับนี้ถูกใช้แล้วโดยเนื้อหาอื่น`,
    };
  const media = await stillExisting(snapshot);
  const content: ItemContent = {
    subject: snapshot.subject,
    slug: snapshot.slug,
    title: snapshot.title,
    summary: snapshot.summary,
    body: cleanRichText(snapshot.body),
    cover_media_id: media.cover,
    video_media_id: media.video,
    video_url: snapshot.video_url,
    faq_category_id: media.faqCategory,
    seo_title: snapshot.seo_title,
    seo_description: snapshot.seo_description,
    document_date: snapshot.document_date,
  };
  const saved = await writeContent(
    actor.user,
    { id: itemId, version },
    { content, photoIds: media.photoIds, attachmentIds: media.attachmentIds, reason: "restore" },
  );
  if (!saved) return { ok: false, status: 409, message: CONFLICT };
  await audit(
    actor.request,
    "item-revision-restored",
    { userId: actor.user.id, username: actor.user.username },
    `${content.title} (#${itemId}) จากฉบับที่ ${revision.version}`,
  );
  return {
    ok: true,
    version: saved.version,
    restored: revision.version,
    mediaDropped: media.dropped,
  };
}
