import { z } from "zod";
import { db } from "../db/client.server.ts";
import { jobPending, pruneRevisions } from "../db/revisions.server.ts";
import { readSettings, writeSetting } from "../db/settings.server.ts";
import { audit } from "./audit.server.ts";
import { authorize, type Actor } from "./authorize.server.ts";
import { enqueue, registerJob } from "./jobs.server.ts";

/** Every item keeps at least this many of its newest revisions, however old. */
export const KEEP_NEWEST = 5;
export const MAX_RETENTION_DAYS = 3650;

const SETTING = "revisions";
const PRUNE_JOB = "prune-revisions";
const DAY_MS = 86_400_000;

const storedSchema = z.object({
  retentionDays: z.number().int().min(0).max(MAX_RETENTION_DAYS).catch(0),
});

/** How many days revisions are kept; 0 (the default) keeps them all. */
export async function revisionRetentionDays(): Promise<number> {
  const stored = (await readSettings(db())).get(SETTING);
  return storedSchema.parse(typeof stored === "object" && stored ? stored : {}).retentionDays;
}

const daysSchema = z.coerce
  .number({ error: "กรุณากรอกจำนวนวันเป็นตัวเลข" })
  .int("กรุณากรอกจำนวนวันเป็นจำนวนเต็ม")
  .min(0, "จำนวนวันต้องไม่ติดลบ")
  .max(MAX_RETENTION_DAYS, `เก็บได้ไม่เกิน ${MAX_RETENTION_DAYS} วัน`);

/** Saves the retention, audited; a limit starts the daily clean-up if it is not already queued. */
export async function saveRevisionRetention(
  actor: Actor,
  raw: string,
): Promise<{ ok: boolean; message: string }> {
  await authorize(actor, "settings.manage", "revision-retention");
  const parsed = daysSchema.safeParse(raw.trim() === "" ? Number.NaN : raw.trim());
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const days = parsed.data;
  await writeSetting(db(), SETTING, { retentionDays: days });
  await audit(
    actor.request,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `เก็บประวัติการแก้ไข: ${days === 0 ? "ทั้งหมด" : `${days} วัน`}`,
  );
  if (days > 0 && !(await jobPending(db(), PRUNE_JOB))) await enqueue(PRUNE_JOB, {});
  return {
    ok: true,
    message:
      days === 0
        ? "บันทึกแล้ว: เก็บประวัติการแก้ไขไว้ทั้งหมด"
        : `บันทึกแล้ว: เก็บประวัติการแก้ไข ${days} วัน (แต่ละเนื้อหาเก็บ ${KEEP_NEWEST} ฉบับล่าสุดไว้เสมอ)`,
  };
}

/** Deletes revisions older than the retention, keeping each item's newest; returns how many. */
export async function pruneOldRevisions(now = new Date()): Promise<number> {
  const days = await revisionRetentionDays();
  if (days === 0) return 0;
  return pruneRevisions(db(), new Date(now.getTime() - days * DAY_MS).toISOString(), KEEP_NEWEST);
}

/** The clean-up runs again a day later for as long as a retention is set. */
async function scheduleNext() {
  if ((await revisionRetentionDays()) > 0)
    await enqueue(PRUNE_JOB, {}, { runAt: new Date(Date.now() + DAY_MS) });
}

registerJob(
  PRUNE_JOB,
  async () => {
    await pruneOldRevisions();
    await scheduleNext();
  },
  scheduleNext,
);
