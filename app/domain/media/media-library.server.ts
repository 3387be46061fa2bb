import { ERROR_CATALOGUE, failure, type Failure, type Result } from "../../lib/app-error.ts";
import { z } from "zod";
import { db } from "../../db/client.server.ts";
import {
  deleteMediaRow,
  findMedia,
  findMediaByIds,
  listMediaPage,
  mediaUsage,
  toImageRef,
  updateMediaDetails,
  type MediaUse,
} from "../../db/media/media.server.ts";
import type { Media, MediaKind } from "../../db/schema.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import type { AuditAction } from "../../lib/staff/audit-actions.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, permitted, type Actor } from "../accounts/authorize.server.ts";
import { removeObjectsIfUnused } from "./media-objects.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { isLive } from "../content/pending-changes.server.ts";
import { storedSiteSettings } from "../site/settings.server.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";

export const LIBRARY_PAGE_SIZE = 24;

const KINDS = ["image", "video", "document"] as const satisfies readonly MediaKind[];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type LibraryQuery = {
  q: string;
  kind: MediaKind | "";
  month: string;
  view: "grid" | "list";
};

/** The library's filters from the address; anything malformed is dropped. */
export function libraryQuery(url: URL): LibraryQuery {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const kind = get("kind");
  const month = get("month");
  return {
    q: get("q").normalize("NFC").slice(0, 100),
    kind: (KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : "",
    month: MONTH.test(month) ? month : "",
    view: get("view") === "list" ? "list" : "grid",
  };
}

/** A Thai calendar month (`YYYY-MM`) as the ISO instants it starts and ends at. */
function monthRange(month: string): { from?: string; to?: string } {
  if (!month) return {};
  const [year, m] = month.split("-").map(Number) as [number, number];
  const start = new Date(`${month}-01T00:00:00+07:00`);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: start.toISOString(), to: new Date(`${next}-01T00:00:00+07:00`).toISOString() };
}

export async function libraryPage(query: LibraryQuery, page: number) {
  const { rows, total } = await listMediaPage(
    db(),
    { q: query.q || undefined, kind: query.kind || undefined, ...monthRange(query.month) },
    { limit: LIBRARY_PAGE_SIZE, offset: (page - 1) * LIBRARY_PAGE_SIZE },
  );
  return {
    items: rows,
    page,
    pageSize: LIBRARY_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)),
  };
}

export async function mediaById(id: string | undefined): Promise<Media | null> {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return findMedia(db(), Number(id));
}

/** Where a file shows: the items that use it, and whether it is the site's logo. */
export type MediaUsage = { items: MediaUse[]; logo: boolean };

export async function usageOf(mediaId: number): Promise<MediaUsage> {
  const [items, settings] = await Promise.all([mediaUsage(db(), mediaId), storedSiteSettings()]);
  return { items, logo: settings.logoMediaId === mediaId };
}

export const inUse = (usage: MediaUsage) => usage.logo || usage.items.length > 0;

/** A change to the library in the audit log, naming the file. */
export async function auditMedia(
  actor: Actor,
  action: Extract<AuditAction, `media-${string}`>,
  media: Pick<Media, "id" | "original_name">,
): Promise<void> {
  await audit(
    actor.client,
    action,
    { userId: actor.user.id, username: actor.user.username },
    `${media.original_name} (#${media.id})`,
  );
}

export const SHOWN_LIVE_REFUSED = ERROR_CATALOGUE["media.shown-live"].message;

/**
 * Whether the actor may change how a file looks where it is shown (replace it, its alt text,
 * caption, credit, focal point or captions). Anyone may while no public page shows it; once a
 * published or scheduled item or the site's logo does, only those who may publish, as for the
 * item itself (a general user chooses a new file in the item instead, a change that waits for
 * review). A refusal is audited.
 */
export async function mayChangeShownFile(
  actor: Actor,
  mediaId: number,
  operation: string,
): Promise<boolean> {
  const usage = await usageOf(mediaId);
  if (!usage.logo && !usage.items.some((use) => isLive(use.status))) return true;
  return permitted(actor, "content.publish", operation);
}

const CONTROL = /[\p{Cc}]/u;
const text = (max: number, label: string) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL.test(v), "มีอักขระที่ใช้ไม่ได้");
const focal = z.coerce
  .number({ error: "จุดโฟกัสต้องเป็นตัวเลข 0–100" })
  .min(0, "จุดโฟกัสต้องอยู่ระหว่าง 0–100")
  .max(100, "จุดโฟกัสต้องอยู่ระหว่าง 0–100");

const detailsSchema = z.object({
  alt: text(300, "ข้อความแทนภาพ"),
  caption: text(500, "คำบรรยาย"),
  credit: text(200, "เครดิต"),
  focalX: focal,
  focalY: focal,
});

/** Alt text, caption, credit and focal point (percent from left and top in the form). */
export async function saveDetails(
  actor: Actor,
  media: Media,
  input: Record<keyof z.input<typeof detailsSchema>, string>,
): Promise<Result> {
  const operation = `media-details #${media.id}`;
  await authorize(actor, "content.write", operation);
  if (!(await mayChangeShownFile(actor, media.id, operation))) return failure("media.shown-live");
  const parsed = detailsSchema.safeParse(input);
  if (!parsed.success) return failure("media.invalid", { fields: fieldErrors(parsed.error) });
  const d = parsed.data;
  await updateMediaDetails(db(), media.id, {
    alt: d.alt,
    caption: d.caption,
    credit: d.credit,
    focalX: d.focalX / 100,
    focalY: d.focalY / 100,
  });
  await auditMedia(actor, "media-details-changed", media);
  // Any page, and the logo on every page, may show it.
  await pagesChanged("all");
  return { ok: true };
}

/** The alt text alone, as the editor's image picker asks for it: the other details stay. */
export async function saveAlt(actor: Actor, media: Media, alt: string): Promise<Result> {
  if (!alt.trim())
    return failure("media.invalid", { fields: { alt: "กรุณาอธิบายภาพสำหรับผู้ที่มองไม่เห็นภาพ" } });
  return saveDetails(actor, media, {
    alt,
    caption: media.caption,
    credit: media.credit,
    focalX: String(media.focal_x * 100),
    focalY: String(media.focal_y * 100),
  });
}

/** Deletes a record and its files, refused while any item uses it or it is the site's logo. */
export async function deleteMedia(
  actor: Actor,
  media: Media,
): Promise<{ ok: true } | (Failure & { usedBy: MediaUsage })> {
  await authorize(actor, "content.delete", `media-delete #${media.id}`);
  const usedBy = await usageOf(media.id);
  if (usedBy.logo) return { ...failure("media.is-logo"), usedBy };
  if (usedBy.items.length) return { ...failure("media.in-use"), usedBy };
  await deleteMediaRow(db(), media.id);
  await removeObjectsIfUnused(media);
  await auditMedia(actor, "media-deleted", media);
  return { ok: true };
}

export type MediaSummary = {
  id: number;
  kind: MediaKind;
  name: string;
  alt: string;
  caption: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  status: Media["status"];
  progress: number;
  createdAt: string;
  /** A small image to show in the library, when there is one yet. */
  thumbnail: string | null;
  placeholder: string | null;
};

export function summarize(media: Media): MediaSummary {
  const variants = media.kind === "image" ? toImageRef(media).variants : [];
  const small = variants.find((v) => v.format === "webp" && v.width >= 320) ?? variants[0];
  return {
    id: media.id,
    kind: media.kind,
    name: media.original_name,
    alt: media.alt,
    caption: media.caption,
    byteSize: Number(media.byte_size),
    width: media.width,
    height: media.height,
    status: media.status,
    progress: media.progress,
    createdAt: media.created_at,
    thumbnail: small ? `/media/${small.key}` : null,
    placeholder: media.placeholder,
  };
}

/** The current state of a few records, for the uploader's progress while variants are made. */
export async function mediaStates(ids: number[]): Promise<MediaSummary[]> {
  const found = await findMediaByIds(db(), ids.slice(0, 50));
  return [...found.values()].map(summarize);
}
