import { db } from "../../db/client.server.ts";
import { findItemSettings } from "../../db/content/item-settings.server.ts";
import { applyWorkflow, type Actor } from "./item-workflow.server.ts";
import { failure } from "../../lib/app-error.ts";
import { fromBangkokInput } from "../../lib/bangkok-time.ts";
import type { SettingsResult } from "./item-settings.server.ts";

export type WorkflowIntent =
  "publish" | "schedule" | "schedule-unpublish" | "unpublish" | "archive" | "restore" | "untrash";

const DONE: Record<WorkflowIntent | "trash", string> = {
  publish: "เผยแพร่แล้ว",
  schedule: "ตั้งเวลาเผยแพร่แล้ว",
  "schedule-unpublish": "ตั้งเวลาเลิกเผยแพร่แล้ว",
  unpublish: "เลิกเผยแพร่แล้ว เนื้อหากลับเป็นฉบับร่าง",
  archive: "เก็บเข้าคลังแล้ว",
  restore: "นำกลับจากคลังเป็นฉบับร่างแล้ว",
  trash: "ย้ายไปถังขยะแล้ว",
  untrash: "นำกลับจากถังขยะแล้ว",
};

async function step(
  actor: Actor,
  id: number,
  version: number,
  action: Parameters<typeof applyWorkflow>[3],
): Promise<SettingsResult> {
  const result = await applyWorkflow(actor, id, version, action);
  if (!result.ok) return result;
  return {
    ok: true,
    message: DONE[action.action as keyof typeof DONE],
    item: (await findItemSettings(db(), id))!,
  };
}

/** A workflow step from the status section; a scheduled time is a `datetime-local` in Thai time. */
export async function changeStatus(
  actor: Actor,
  id: number,
  version: number,
  intent: WorkflowIntent,
  at = "",
): Promise<SettingsResult> {
  if (intent !== "schedule" && intent !== "schedule-unpublish")
    return step(actor, id, version, { action: intent });
  const when = fromBangkokInput(at);
  if (!when) return failure("item.invalid", { fields: { [intent]: "กรุณาเลือกวันและเวลา" } });
  return step(actor, id, version, { action: intent, at: when });
}

/** Moves an item to the trash once its title (or the word ลบ) has been typed to confirm. */
export async function trashItem(
  actor: Actor,
  id: number,
  version: number,
  typed: string,
): Promise<SettingsResult> {
  const item = await findItemSettings(db(), id);
  if (!item) return failure("item.not-found");
  const confirm = typed.trim().normalize("NFC");
  if (confirm !== "ลบ" && confirm !== item.title.trim().normalize("NFC")) {
    const fields = { confirm: "พิมพ์ชื่อเนื้อหาหรือคำว่า “ลบ” ให้ตรงเพื่อยืนยัน" };
    return failure("item.delete-unconfirmed", { fields });
  }
  return step(actor, id, version, { action: "trash" });
}
