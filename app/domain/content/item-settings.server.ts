import { mayTakeStep, permitted } from "../accounts/authorize.server.ts";
import { z } from "zod";
import { kindOf, permissionFor } from "../../content/admin-kinds.ts";
import { isPageGroup, itemPath } from "../../content/types.ts";
import { db } from "../../db/client.server.ts";
import { findEditableItem } from "../../db/content/item-editor.server.ts";
import {
  findItemSettings,
  updateItemSettings,
  type ItemSettings,
  type SettingsChange,
} from "../../db/content/item-settings.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { failure, type Failure, type Result } from "../../lib/app-error.ts";
import { audit } from "../operations/audit.server.ts";
import { SLUG_TAKEN } from "../../lib/staff/slug.ts";
import { checkSlug } from "./item-editor.server.ts";
import { currentSnapshot } from "./item-snapshot.server.ts";
import {
  HELD_MESSAGE,
  holdForReview,
  pendingChange,
  waitsForReview,
} from "./pending-changes.server.ts";
import { itemPagesChanged } from "./page-changes.server.ts";
import { TRASH_DAYS, type Actor } from "./item-workflow.server.ts";

export type SettingsResult = Result<{ message: string; item: ItemSettings }>;

const CONTROL = /[\p{Cc}]/u;

/** The settings page of an item; `-` stands for "no subject". */
export function settingsPath(item: Pick<ItemSettings, "id" | "type" | "subject">): string {
  return `/admin/data/${item.id}/${item.type}/${item.subject ?? "-"}/setting`;
}

/**
 * The item as this person sees it: for one whose changes wait for review, a live item's address
 * and search fields as its pending change has them.
 */
async function asSeenBy(user: StaffUser, item: ItemSettings): Promise<ItemSettings> {
  if (!(await waitsForReview(user, item))) return item;
  const pending = await pendingChange(item.id);
  if (!pending) return item;
  const { slug, subject, seo_title, seo_description } = pending.snapshot;
  return { ...item, slug, subject, seo_title, seo_description };
}

/** Everything the settings page shows, or null for an unknown item. */
export async function itemSettingsView(user: StaffUser, id: number) {
  const live = await findItemSettings(db(), id);
  if (!live) return null;
  const item = await asSeenBy(user, live);
  const kind = kindOf(live);
  return {
    item,
    path: settingsPath(live),
    publicPath: itemPath(live),
    editPath: kind ? `/admin/write/${kind.key}/${live.id}` : null,
    kindLabel: kind?.label ?? live.type,
    canPublish: await mayTakeStep(user, live.type, "publish"),
    canDelete: await mayTakeStep(user, live.type, "delete"),
    pending: item !== live,
    purgeAt: live.deleted_at
      ? new Date(new Date(live.deleted_at).getTime() + TRASH_DAYS * 86_400_000).toISOString()
      : null,
    publishAt: live.status === "scheduled" && live.published_at ? live.published_at : null,
  };
}

/**
 * Applies a checked change over `version` and records it; `labels` name what changed. A change
 * to a live item by someone who may not publish is held as its pending change instead.
 */
async function commit(
  actor: Actor,
  item: ItemSettings,
  version: number,
  change: SettingsChange,
  labels: string[],
): Promise<SettingsResult> {
  if (item.version !== version) return failure("item.version-conflict");
  if (labels.length === 0) return { ok: true, message: "ไม่มีการเปลี่ยนแปลง", item };
  const held = await waitsForReview(actor.user, item);
  if (held && !(await holdSettings(actor, item, change))) return failure("item.version-conflict");
  if (!held && !(await updateItemSettings(db(), item, { ...change, editor_id: actor.user.id })))
    return failure("item.version-conflict");
  await audit(
    actor.client,
    held ? "item-change-pending" : "item-settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `${item.title} (#${item.id}) ${labels.join(", ")}`,
  );
  if (!held) await itemPagesChanged(item.id, true);
  return {
    ok: true,
    message: held ? HELD_MESSAGE : "บันทึกการตั้งค่าแล้ว",
    item: (await findItemSettings(db(), item.id))!,
  };
}

/** The change on top of the item's pending change (or its live content), held for review. */
async function holdSettings(
  actor: Actor,
  item: ItemSettings,
  change: SettingsChange,
): Promise<boolean> {
  const live = await findEditableItem(db(), item.id);
  if (!live || live.version !== item.version) return false;
  const pending = await pendingChange(item.id);
  const { slug, subject, seo_title, seo_description } = change;
  const snapshot = {
    ...(pending?.snapshot ?? (await currentSnapshot(live))),
    ...(slug === undefined ? {} : { slug }),
    ...(subject === undefined ? {} : { subject }),
    ...(seo_title === undefined ? {} : { seo_title }),
    ...(seo_description === undefined ? {} : { seo_description }),
  };
  return holdForReview(actor.user, live, pending?.version ?? 0, snapshot, "save");
}

/** The item, unless it is missing or in the trash (settings wait until it is restored). */
async function editable(actor: Actor, id: number): Promise<ItemSettings | Failure> {
  const item = await findItemSettings(db(), id);
  if (!item) return failure("item.not-found");
  if (!(await permitted(actor, permissionFor(item.type, "write"), `item-settings #${id}`)))
    return failure("item.forbidden");
  if (item.deleted_at) return failure("item.in-trash");
  return asSeenBy(actor.user, item);
}

/**
 * The item's address: its slug (unique per type; the old slug keeps answering with a 301) and,
 * for news, its subject.
 */
export async function changeAddress(
  actor: Actor,
  id: number,
  version: number,
  input: { slug: string; subject: string },
): Promise<SettingsResult> {
  const item = await editable(actor, id);
  if ("ok" in item) return item;
  const kind = kindOf(item);
  if (!kind || kind.fixed) return failure("item.address-fixed");
  const errors: FieldErrors = {};
  const check = await checkSlug(kind, item.id, input.slug, item.title);
  if (!input.slug.trim()) errors.slug = "กรุณากรอกชื่อในลิงก์";
  else if (!check.valid) errors.slug = "ชื่อในลิงก์ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง";
  else if (check.taken) errors.slug = SLUG_TAKEN;
  const subject = kind.subjects ? input.subject : item.subject;
  if (kind.subjects && !kind.subjects.choices.some((s) => s.key === subject))
    errors.subject = `กรุณาเลือก${kind.subjects.label}`;
  if (Object.keys(errors).length) return failure("item.invalid", { fields: errors });
  const labels = [
    ...(check.slug !== item.slug ? [`ชื่อในลิงก์ ${item.slug} → ${check.slug}`] : []),
    ...(subject !== item.subject ? [`หมวด ${item.subject} → ${subject}`] : []),
  ];
  return commit(actor, item, version, { slug: check.slug, subject }, labels);
}

const orderSchema = z.coerce
  .number({ error: "ลำดับต้องเป็นตัวเลข" })
  .int("ลำดับต้องเป็นจำนวนเต็ม")
  .min(0, "ลำดับต้องไม่ติดลบ")
  .max(999, "ลำดับต้องไม่เกิน 999");

/** Pinned to the home page (and in which order) and shown in lists: an editorial decision. */
export async function changeDisplay(
  actor: Actor,
  id: number,
  version: number,
  input: { pinned: boolean; pinnedOrder: string; listed: boolean },
): Promise<SettingsResult> {
  const item = await editable(actor, id);
  if ("ok" in item) return item;
  if (!(await mayTakeStep(actor.user, item.type, "publish"))) return failure("item.forbidden");
  const grouped = item.type === "page" && isPageGroup(item.subject);
  if (item.type === "page" && !grouped) return failure("item.not-listed");
  const order = orderSchema.safeParse(input.pinnedOrder.trim() || "0");
  if (!order.success)
    return failure("item.invalid", { fields: { pinnedOrder: order.error.issues[0]!.message } });
  if (grouped)
    return commit(actor, item, version, { pinned_order: order.data }, [`ลำดับในเมนู ${order.data}`]);
  const change = {
    pinned: input.pinned ? 1 : 0,
    pinned_order: order.data,
    listed: input.listed ? 1 : 0,
  };
  const labels = [
    ...(change.pinned !== item.pinned ? [change.pinned ? "ปักหมุด" : "เลิกปักหมุด"] : []),
    ...(change.pinned_order !== item.pinned_order ? [`ลำดับปักหมุด ${change.pinned_order}`] : []),
    ...(change.listed !== item.listed ? [change.listed ? "แสดงในรายการ" : "ซ่อนจากรายการ"] : []),
  ];
  return commit(actor, item, version, change, labels);
}

const line = (max: number, label: string) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL.test(v), `${label}มีอักขระที่ใช้ไม่ได้`);

const seoSchema = z.object({
  seoTitle: line(70, "ชื่อสำหรับเครื่องมือค้นหา"),
  seoDescription: line(160, "คำอธิบายสำหรับเครื่องมือค้นหา"),
});

export async function changeSeo(
  actor: Actor,
  id: number,
  version: number,
  input: z.input<typeof seoSchema>,
): Promise<SettingsResult> {
  const item = await editable(actor, id);
  if ("ok" in item) return item;
  const parsed = seoSchema.safeParse(input);
  if (!parsed.success) return failure("item.invalid", { fields: fieldErrors(parsed.error) });
  const change = {
    seo_title: parsed.data.seoTitle || null,
    seo_description: parsed.data.seoDescription || null,
  };
  const labels = [
    ...(change.seo_title !== item.seo_title ? ["ชื่อสำหรับเครื่องมือค้นหา"] : []),
    ...(change.seo_description !== item.seo_description ? ["คำอธิบายสำหรับเครื่องมือค้นหา"] : []),
  ];
  return commit(actor, item, version, change, labels);
}
