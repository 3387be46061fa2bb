import { z } from "zod";
import { insertAuditEntry } from "../db/audit.server.ts";
import { db } from "../db/client.server.ts";
import { closedBefore, deleteContactMessages } from "../db/contact-inbox.server.ts";
import { jobPending } from "../db/revisions.server.ts";
import { readSettings, writeSetting } from "../db/settings.server.ts";
import { audit } from "./audit.server.ts";
import { authorize, type Actor } from "./authorize.server.ts";
import { enqueue, registerJob } from "./jobs.server.ts";

export const MAX_MESSAGE_RETENTION_DAYS = 3650;

const SETTING = "contactMessages";
const PURGE_JOB = "purge-closed-messages";
const DAY_MS = 86_400_000;

const storedSchema = z.object({
  retentionDays: z.number().int().min(0).max(MAX_MESSAGE_RETENTION_DAYS).catch(0),
});

/** How many days a closed message is kept; 0 (the default) keeps them all. */
export async function messageRetentionDays(): Promise<number> {
  const stored = (await readSettings(db())).get(SETTING);
  return storedSchema.parse(typeof stored === "object" && stored ? stored : {}).retentionDays;
}

const daysSchema = z.coerce
  .number({ error: "กรุณากรอกจำนวนวันเป็นตัวเลข" })
  .int("กรุณากรอกจำนวนวันเป็นจำนวนเต็ม")
  .min(0, "จำนวนวันต้องไม่ติดลบ")
  .max(MAX_MESSAGE_RETENTION_DAYS, `เก็บได้ไม่เกิน ${MAX_MESSAGE_RETENTION_DAYS} วัน`);

/** Saves the retention, audited; a limit starts the daily clean-up if it is not already queued. */
export async function saveMessageRetention(
  actor: Actor,
  raw: string,
): Promise<{ ok: boolean; message: string }> {
  await authorize(actor, "messages.delete", "message-retention");
  const parsed = daysSchema.safeParse(raw.trim() === "" ? Number.NaN : raw.trim());
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const days = parsed.data;
  await writeSetting(db(), SETTING, { retentionDays: days });
  await audit(
    actor.request,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `เก็บข้อความติดต่อที่ปิดแล้ว: ${days === 0 ? "ไม่ลบ" : `${days} วัน`}`,
  );
  if (days > 0 && !(await jobPending(db(), PURGE_JOB))) await enqueue(PURGE_JOB, {});
  return {
    ok: true,
    message:
      days === 0
        ? "บันทึกแล้ว: เก็บข้อความติดต่อไว้ทั้งหมด"
        : `บันทึกแล้ว: ข้อความที่ปิดแล้วเกิน ${days} วันจะถูกลบวันละครั้ง`,
  };
}

/** Deletes messages closed longer ago than the retention; returns how many, audited. */
export async function purgeClosedMessages(now = new Date()): Promise<number> {
  const days = await messageRetentionDays();
  if (days === 0) return 0;
  const ids = await closedBefore(db(), new Date(now.getTime() - days * DAY_MS).toISOString());
  const deleted = await deleteContactMessages(db(), ids);
  if (deleted > 0)
    await insertAuditEntry(db(), {
      userId: null,
      username: "",
      action: "messages-purged",
      ip: "",
      userAgent: "",
      detail: `ลบข้อความที่ปิดแล้วเกิน ${days} วัน ${deleted} ข้อความ`,
    });
  return deleted;
}

/** The clean-up runs again a day later for as long as a retention is set. */
async function scheduleNext() {
  if ((await messageRetentionDays()) > 0)
    await enqueue(PURGE_JOB, {}, { runAt: new Date(Date.now() + DAY_MS) });
}

registerJob(
  PURGE_JOB,
  async () => {
    await purgeClosedMessages();
    await scheduleNext();
  },
  scheduleNext,
);
