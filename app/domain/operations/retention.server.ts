import { z } from "zod";
import { db } from "../../db/client.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import type { Permission } from "../../lib/permissions.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { audit } from "./audit.server.ts";
import { registerDailyJob } from "./jobs.server.ts";

const DAY_MS = 86_400_000;

export type Retention = {
  /** How many days rows are kept; 0 (the default) keeps them all. */
  days(): Promise<number>;
  /**
   * Saves the retention, audited; a limit starts the daily clean-up if it is not already queued.
   * A number that does not pass is `retention.invalid`, its reason beside `retentionDays`.
   */
  save(actor: Actor, raw: string): Promise<Result<{ message: string }>>;
  /** Deletes the rows older than the retention; returns how many. */
  purge(now?: Date): Promise<number>;
};

/**
 * A retention rule kept in the settings row `setting` as `{ retentionDays }`, and the daily job
 * that applies it: the job runs again a day later for as long as a retention is set.
 */
export function defineRetention(rule: {
  setting: string;
  job: string;
  maxDays: number;
  permission: Permission;
  /** Names the operation in a refusal's audit entry. */
  operation: string;
  /** The audit entry's detail for a saved retention. */
  savedDetail: (days: number) => string;
  /** The message shown after saving. */
  savedMessage: (days: number) => string;
  /** Deletes what is older than `before` (an ISO time); returns how many rows went. */
  deleteBefore: (before: string, days: number) => Promise<number>;
}): Retention {
  const storedSchema = z.object({
    retentionDays: z.number().int().min(0).max(rule.maxDays).catch(0),
  });
  const daysSchema = z.coerce
    .number({ error: "กรุณากรอกจำนวนวันเป็นตัวเลข" })
    .int("กรุณากรอกจำนวนวันเป็นจำนวนเต็ม")
    .min(0, "จำนวนวันต้องไม่ติดลบ")
    .max(rule.maxDays, `เก็บได้ไม่เกิน ${rule.maxDays} วัน`);

  async function days(): Promise<number> {
    const stored = (await readSettings(db())).get(rule.setting);
    return storedSchema.parse(typeof stored === "object" && stored ? stored : {}).retentionDays;
  }

  async function save(actor: Actor, raw: string): Promise<Result<{ message: string }>> {
    await authorize(actor, rule.permission, rule.operation);
    const parsed = daysSchema.safeParse(raw.trim() === "" ? Number.NaN : raw.trim());
    if (!parsed.success)
      return failure("retention.invalid", {
        fields: { retentionDays: parsed.error.issues[0]!.message },
      });
    const days = parsed.data;
    await writeSetting(db(), rule.setting, { retentionDays: days });
    await audit(
      actor.client,
      "settings-changed",
      { userId: actor.user.id, username: actor.user.username },
      rule.savedDetail(days),
    );
    if (days > 0) await daily.start();
    return { ok: true, message: rule.savedMessage(days) };
  }

  async function purge(now = new Date()): Promise<number> {
    const kept = await days();
    if (kept === 0) return 0;
    return rule.deleteBefore(new Date(now.getTime() - kept * DAY_MS).toISOString(), kept);
  }

  const daily = registerDailyJob(
    rule.job,
    () => purge(),
    async () => (await days()) > 0,
  );

  return { days, save, purge };
}
