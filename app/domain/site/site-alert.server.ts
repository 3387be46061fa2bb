import { z } from "zod";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import {
  ALERT_LEVEL_LABELS,
  ALERT_LEVELS,
  ALERT_LIMITS,
  NO_ALERT,
  type SiteAlert,
} from "../../content/site-alert.ts";
import { db } from "../../db/client.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { fromBangkokInput, toBangkokInput } from "../../lib/bangkok-time.ts";
import { escapeXml } from "../../lib/xml.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import type { StoredSettings } from "./settings.server.ts";
import { audit } from "../operations/audit.server.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";

const KEY = "alert";
const ENDED_JOB = "site-alert-ended";

const storedSchema = z.object({
  on: z.boolean().catch(false),
  level: z.enum(ALERT_LEVELS).catch(NO_ALERT.level),
  text: z.string().catch(""),
  link: z.string().catch(""),
  endsAt: z.string().nullable().catch(null),
});

/** The alert as an administrator last saved it, on or off. */
export async function storedSiteAlert(
  settings: StoredSettings = readSettings(db()),
): Promise<SiteAlert> {
  const stored = (await settings).get(KEY);
  return storedSchema.parse(typeof stored === "object" && stored ? stored : {});
}

/** The alert public pages show at `now`: switched on, with a message, and not past its end. */
export async function activeSiteAlert(
  now = new Date(),
  settings: StoredSettings = readSettings(db()),
): Promise<SiteAlert | null> {
  const alert = await storedSiteAlert(settings);
  return isShown(alert, now) ? alert : null;
}

/** Whether public pages show this alert at `now`. */
export function isShown(alert: SiteAlert, now = new Date()): boolean {
  if (!alert.on || !alert.text) return false;
  return !alert.endsAt || Date.parse(alert.endsAt) > now.getTime();
}

/**
 * The alert as the HTML public pages carry at their top (see entry.server.tsx), so that
 * pages ship no code for it: the level in words before the message, in a live region (an
 * emergency assertive), in an element of its own name that React's hydration passes over.
 */
export function siteAlertHtml(alert: SiteAlert): string {
  // aria-live rather than the alert and status roles: the page's own messages keep those.
  const live = alert.level === "emergency" ? "assertive" : "polite";
  const link = alert.link ? ` <a href="${escapeXml(alert.link)}">อ่านรายละเอียด</a>` : "";
  return (
    `<site-alert role="region" data-level="${alert.level}" aria-label="ประกาศด่วน">` +
    `<p aria-live="${live}"><strong>${ALERT_LEVEL_LABELS[alert.level]}:</strong> ` +
    `${escapeXml(alert.text)}${link}</p></site-alert>`
  );
}

export type AlertForm = { level: string; text: string; link: string; endsAt: string };

/** The form's values for the stored alert (the end time as Thai time). */
export function alertFormValues(alert: SiteAlert): AlertForm {
  return {
    level: alert.level,
    text: alert.text,
    link: alert.link,
    endsAt: alert.endsAt ? toBangkokInput(alert.endsAt, true) : "",
  };
}

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const CONTROL = /\p{Cc}+/gu;

function readAlertForm(form: AlertForm, now: Date): Result<{ alert: SiteAlert }> {
  const fields: Record<string, string> = {};
  const level = ALERT_LEVELS.find((l) => l === form.level);
  if (!level) fields.level = "กรุณาเลือกระดับของประกาศ";
  const text = withoutBidiControls(form.text).replace(CONTROL, " ").trim();
  if (!text) fields.text = "กรุณาเขียนข้อความประกาศ";
  else if (text.length > ALERT_LIMITS.text)
    fields.text = `ข้อความยาวเกิน ${ALERT_LIMITS.text} ตัวอักษร ให้สั้นและชี้ไปยังหน้ารายละเอียดแทน`;
  const link = form.link.trim();
  if (link && (link.length > ALERT_LIMITS.link || !(SITE_PATH.test(link) || isHttps(link))))
    fields.link = "ลิงก์ต้องเป็นหน้าในเว็บไซต์นี้ (ขึ้นต้นด้วย /) หรือที่อยู่ที่ขึ้นต้นด้วย https://";
  let endsAt: string | null = null;
  if (form.endsAt.trim()) {
    const at = fromBangkokInput(form.endsAt.trim());
    if (!at) fields.endsAt = "กรุณาระบุวันและเวลาสิ้นสุดให้ถูกต้อง";
    else if (at.getTime() <= now.getTime()) fields.endsAt = "เวลาสิ้นสุดต้องอยู่ในอนาคต";
    else endsAt = at.toISOString();
  }
  if (Object.keys(fields).length || !level) return failure("settings.invalid", { fields });
  return { ok: true, alert: { on: true, level, text, link, endsAt } };
}

function isHttps(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Switches the alert on (or changes it): every public page shows it from the next request,
 * cached pages included, on every instance; at its end time a job takes it down the same way.
 */
export async function publishSiteAlert(
  actor: Actor,
  form: AlertForm,
  now = new Date(),
): Promise<Result<{ alert: SiteAlert }>> {
  await authorize(actor, "settings.manage", "site-alert");
  const read = readAlertForm(form, now);
  if (!read.ok) return read;
  const { alert } = read;
  await db()
    .transaction()
    .execute(async (trx) => {
      await writeSetting(trx, KEY, alert);
      if (alert.endsAt)
        await enqueue(ENDED_JOB, {}, { runAt: new Date(alert.endsAt), database: trx });
    });
  await pagesChanged("all");
  await audit(actor.client, "settings-changed", who(actor), describe(alert));
  return read;
}

/** Takes the alert down now. */
export async function withdrawSiteAlert(actor: Actor): Promise<void> {
  await authorize(actor, "settings.manage", "site-alert");
  const alert = await storedSiteAlert();
  await writeSetting(db(), KEY, { ...alert, on: false });
  await pagesChanged("all");
  await audit(actor.client, "settings-changed", who(actor), "ประกาศด่วน: ปิด");
}

const who = (actor: Actor) => ({ userId: actor.user.id, username: actor.user.username });

function describe(alert: SiteAlert): string {
  const until = alert.endsAt ? ` ถึง ${toBangkokInput(alert.endsAt, true).replace("T", " ")}` : "";
  return `ประกาศด่วน (${ALERT_LEVEL_LABELS[alert.level]}${until}): ${alert.text}`;
}

// At an end time, cached pages that still carry the alert are let go on every instance. A job
// left from an earlier end time only repeats that, which does no harm.
registerJob(ENDED_JOB, () => pagesChanged("all"));
