import { db } from "../../db/client.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import {
  findItemDetails,
  findItemState,
  imagesWithoutAlt,
  publishIfScheduled,
  purgeIfTrashed,
  unpublishIfDue,
  updateItemState,
  type ItemState,
} from "../../db/content/item-status.server.ts";
import { kindOf, permissionFor } from "../../content/admin-kinds.ts";
import type { ItemStep } from "../../content/permission-names.ts";
import { parseDetails } from "../../content/editor-fields.ts";
import { formatCount } from "../../lib/format.ts";
import { can, STATUS_STEPS } from "../../lib/permissions.ts";
import type { Actor } from "../../lib/request-context.ts";
import type { AuditAction } from "../../lib/staff/audit-actions.ts";
import { audit } from "../operations/audit.server.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";
import { itemPagesChanged, pagesChanged } from "./page-changes.server.ts";
import { getSecuritySettings } from "../accounts/security-settings.server.ts";

export const TRASH_DAYS = 30;

export type { Actor };

export type WorkflowAction =
  | { action: "submit" }
  | { action: "publish" }
  | { action: "schedule"; at: Date }
  | { action: "schedule-unpublish"; at: Date }
  | { action: "unpublish" }
  | { action: "archive" }
  | { action: "restore" }
  | { action: "trash" }
  | { action: "untrash" };

export type WorkflowResult = Result<{ item: ItemState }>;

const STEP_OF: Record<WorkflowAction["action"], ItemStep> = { submit: "write", ...STATUS_STEPS };

/** Why an item cannot go public yet, in Thai; null when it can. */
async function publishBlocker(item: ItemState): Promise<string | null> {
  if (item.deleted_at) return "เนื้อหานี้อยู่ในถังขยะ";
  const missing = await imagesWithoutAlt(db(), item.id);
  const parts = [
    ...(missing.cover ? ["ภาพปก"] : []),
    ...(missing.photos ? [`ภาพในแกลเลอรี ${formatCount(missing.photos)} ภาพ`] : []),
    ...(missing.body ? [`ภาพในเนื้อหา ${formatCount(missing.body)} ภาพ`] : []),
  ];
  if (parts.length)
    return `${parts.join(" ")} ยังไม่มีข้อความแทนภาพ (alt) กรุณาเพิ่มในคลังสื่อหรือในเนื้อหาก่อนเผยแพร่`;
  return (await unreviewedHealthKnowledge(item))
    ? "สำนักงานกำหนดให้สาระสุขภาพต้องผ่านการตรวจทานทางการแพทย์ก่อนเผยแพร่ กรุณากรอกชื่อผู้ตรวจทานและวันที่ตรวจทานในหน้าแก้ไข"
    : null;
}

/** The news subject of health knowledge, which an office may require to be reviewed. */
const HEALTH_KNOWLEDGE = "knowledge";

/** Health knowledge without a medical review, where the office requires one (security settings). */
async function unreviewedHealthKnowledge(item: ItemState): Promise<boolean> {
  if (item.type !== "news" || item.subject !== HEALTH_KNOWLEDGE) return false;
  if (!(await getSecuritySettings()).requireHealthReview) return false;
  const details = parseDetails(await findItemDetails(db(), item.id));
  return !details.reviewer || !details.reviewedOn;
}

type Change = Parameters<typeof updateItemState>[3];

/** The state change an action makes, or a Thai refusal. */
async function changeFor(
  actor: Actor,
  item: ItemState,
  step: WorkflowAction,
  now: Date,
): Promise<{ change: Change; audit: AuditAction; detail?: string } | { refused: string }> {
  const by = { editor_id: actor.user.id };
  switch (step.action) {
    case "submit":
      if (item.status !== "draft") return { refused: "ส่งตรวจได้เฉพาะฉบับร่าง" };
      return {
        change: { ...by, submitted_at: now.toISOString(), submitted_by: actor.user.id },
        audit: "item-submitted",
      };
    case "publish": {
      const blocker = await publishBlocker(item);
      if (blocker) return { refused: blocker };
      const keepDate =
        item.published_at && item.status !== "scheduled" && item.published_at <= now.toISOString();
      return {
        change: {
          ...by,
          status: "published",
          published_at: keepDate ? item.published_at : now.toISOString(),
          submitted_at: null,
          submitted_by: null,
        },
        audit: "item-published",
      };
    }
    case "schedule": {
      if (step.at <= now) return { refused: "เวลาที่ตั้งต้องเป็นเวลาในอนาคต" };
      const blocker = await publishBlocker(item);
      if (blocker) return { refused: blocker };
      return {
        change: {
          ...by,
          status: "scheduled",
          published_at: step.at.toISOString(),
          submitted_at: null,
          submitted_by: null,
        },
        audit: "item-scheduled",
        detail: step.at.toISOString(),
      };
    }
    case "schedule-unpublish":
      if (step.at <= now) return { refused: "เวลาที่ตั้งต้องเป็นเวลาในอนาคต" };
      if (item.status !== "published" && item.status !== "scheduled")
        return { refused: "ตั้งเวลาเลิกเผยแพร่ได้เฉพาะเนื้อหาที่เผยแพร่หรือตั้งเวลาไว้" };
      return {
        change: { ...by, unpublish_at: step.at.toISOString() },
        audit: "item-scheduled",
        detail: `เลิกเผยแพร่ ${step.at.toISOString()}`,
      };
    case "unpublish":
      return { change: { ...by, status: "draft", unpublish_at: null }, audit: "item-unpublished" };
    case "archive":
      return { change: { ...by, status: "archived", unpublish_at: null }, audit: "item-archived" };
    case "restore":
      if (item.status !== "archived") return { refused: "นำกลับได้เฉพาะเนื้อหาที่เก็บเข้าคลัง" };
      return { change: { ...by, status: "draft" }, audit: "item-restored" };
    case "trash":
      if (kindOf(item)?.fixed) return { refused: "หน้านี้เป็นหน้าหลักของเว็บไซต์ ย้ายไปถังขยะไม่ได้" };
      return {
        change: { ...by, deleted_at: now.toISOString(), deleted_by: actor.user.id },
        audit: "item-trashed",
      };
    case "untrash":
      if (!item.deleted_at) return { refused: "เนื้อหานี้ไม่ได้อยู่ในถังขยะ" };
      return { change: { ...by, deleted_at: null, deleted_by: null }, audit: "item-restored" };
  }
}

/**
 * Moves an item through draft → (review) → published / scheduled → archived, and in and out of
 * the trash. Permission is checked here, on the server, for every step; a stale `version` is a
 * conflict, never a silent overwrite.
 */
export async function applyWorkflow(
  actor: Actor,
  id: number,
  version: number,
  step: WorkflowAction,
  now = new Date(),
): Promise<WorkflowResult> {
  const item = await findItemState(db(), id);
  if (!item) return failure("item.not-found");
  const settings = await getSecuritySettings();
  if (!can(actor.user, permissionFor(item.type, STEP_OF[step.action]), settings))
    return failure("item.forbidden");
  if (item.version !== version) return failure("item.version-conflict");
  const planned = await changeFor(actor, item, step, now);
  if ("refused" in planned) return failure("item.step-refused", { message: planned.refused });
  if (!(await updateItemState(db(), id, version, planned.change)))
    return failure("item.version-conflict");
  const after = (await findItemState(db(), id))!;
  if (step.action === "schedule")
    await enqueue(PUBLISH_JOB, { itemId: id, at: after.published_at }, { runAt: step.at });
  if (step.action === "schedule-unpublish")
    await enqueue(UNPUBLISH_JOB, { itemId: id, at: after.unpublish_at }, { runAt: step.at });
  if (step.action === "trash") {
    const runAt = new Date(now.getTime() + TRASH_DAYS * 86_400_000);
    await enqueue(PURGE_JOB, { itemId: id, deletedAt: after.deleted_at }, { runAt });
  }
  await audit(
    actor.client,
    planned.audit,
    { userId: actor.user.id, username: actor.user.username },
    `${item.title} (#${id})${planned.detail ? ` ${planned.detail}` : ""}`,
  );
  if (step.action !== "submit") await pagesChanged([item.type]);
  return { ok: true, item: after };
}

/** Why a step would be refused now, in Thai; null when it would be taken. Changes nothing. */
export async function stepRefusal(
  actor: Actor,
  id: number,
  step: WorkflowAction,
): Promise<string | null> {
  const item = await findItemState(db(), id);
  if (!item) return null;
  const planned = await changeFor(actor, item, step, new Date());
  return "refused" in planned ? planned.refused : null;
}

const PUBLISH_JOB = "publish-scheduled";
const UNPUBLISH_JOB = "unpublish-scheduled";
const PURGE_JOB = "purge-trashed";

type Due = { itemId: number; at: string };

registerJob(PUBLISH_JOB, async (payload) => {
  const { itemId, at } = payload as Due;
  if (await publishIfScheduled(db(), itemId, at)) await itemPagesChanged(itemId);
});

registerJob(UNPUBLISH_JOB, async (payload) => {
  const { itemId, at } = payload as Due;
  if (await unpublishIfDue(db(), itemId, at)) await itemPagesChanged(itemId);
});

registerJob(PURGE_JOB, async (payload) => {
  const { itemId, deletedAt } = payload as { itemId: number; deletedAt: string };
  // A trashed item shows on no public page: purging it changes none.
  await purgeIfTrashed(db(), itemId, deletedAt);
});
