import { db } from "../../db/client.server.ts";
import { itaItemsOfYear } from "../../db/ita/ita.server.ts";
import {
  claimReminder,
  releaseReminders,
  reminderRecipients,
  type ReminderKey,
} from "../../db/ita/ita-reminders.server.ts";
import { fiscalYearOf, ITA_BOARD_PATH, REMINDER_DAYS } from "../../content/ita.ts";
import { config } from "../../lib/config.server.ts";
import { bangkokDay, thaiDate } from "../../lib/dates.ts";
import { mailConfigured, sendMail } from "../../lib/mail.server.ts";
import { registerDailyJob } from "../operations/jobs.server.ts";
import { resolveItems, type BoardItem } from "./ita-board.server.ts";

const DAY_MS = 86_400_000;

function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Complete items of the current assessment year whose evidence stops being enough within a week. */
async function dueSoon(today: string): Promise<BoardItem[]> {
  const year = fiscalYearOf(today);
  const board = await resolveItems(await itaItemsOfYear(db(), year), year, today);
  return board.filter((entry) => {
    if (entry.state !== "complete" || !entry.due || entry.item.responsible_id === null)
      return false;
    const left = daysUntil(today, entry.due);
    return left > 0 && left <= REMINDER_DAYS;
  });
}

export function reminderMail(
  firstName: string,
  items: readonly BoardItem[],
  baseUrl: string,
): { subject: string; text: string } {
  const first = items[0]!;
  const subject =
    items.length === 1
      ? `ITA ${first.item.code} ต้องเพิ่มหลักฐานก่อน ${thaiDate(first.due!)}`
      : `ITA ${items.length} รายการต้องเพิ่มหลักฐานภายใน ${REMINDER_DAYS} วัน`;
  const lines = items.map(
    (entry) =>
      `- ${entry.item.code} ${entry.item.title}\n` +
      `  หลักฐานจะไม่เป็นปัจจุบันตั้งแต่ ${thaiDate(entry.due!)}\n` +
      `  ${baseUrl}${ITA_BOARD_PATH}/${entry.item.id}`,
  );
  const text = [
    `เรียน คุณ${firstName}`,
    "",
    `รายการการเปิดเผยข้อมูลสาธารณะ (ITA) ปี ${first.item.year} ที่คุณรับผิดชอบต่อไปนี้ต้องมีหลักฐานฉบับใหม่ ` +
      "เช่น เอกสารของเดือนล่าสุด ก่อนวันที่ระบุ:",
    "",
    ...lines,
    "",
    `ดูความพร้อมทั้งปีได้ที่ ${baseUrl}${ITA_BOARD_PATH}`,
    "",
    "อีเมลนี้ส่งจากเว็บไซต์โดยอัตโนมัติ ส่งครั้งเดียวต่อรายการและรอบ",
  ].join("\n");
  return { subject, text };
}

/**
 * E-mails each responsible person, once per item and due day, the items about to go stale.
 * A person without an e-mail address or a disabled account gets nothing. When sending fails the
 * claims are given back and the error is thrown, so the job tries again.
 */
export async function sendItaReminders(
  now = new Date(),
): Promise<{ emails: number; items: number }> {
  if (!mailConfigured()) return { emails: 0, items: 0 };
  const today = bangkokDay(now);
  const soon = await dueSoon(today);
  const people = await reminderRecipients(db(), [
    ...new Set(soon.map((entry) => entry.item.responsible_id!)),
  ]);
  let emails = 0;
  let items = 0;
  for (const person of people) {
    const claimed: BoardItem[] = [];
    const keys: ReminderKey[] = [];
    for (const entry of soon.filter((e) => e.item.responsible_id === person.id)) {
      const key = { itaItemId: entry.item.id, due: entry.due! };
      if (await claimReminder(db(), key, person.id, now.toISOString())) {
        claimed.push(entry);
        keys.push(key);
      }
    }
    if (!claimed.length) continue;
    try {
      await sendMail({
        to: person.email,
        ...reminderMail(person.first_name, claimed, config().baseUrl),
      });
    } catch (error) {
      await releaseReminders(db(), keys);
      throw error;
    }
    emails++;
    items += claimed.length;
  }
  return { emails, items };
}

const daily = registerDailyJob(
  "ita-reminders",
  () => sendItaReminders(),
  async () => mailConfigured(),
);

/** Starts the daily reminders when the site can send e-mail; called at start-up. */
export async function scheduleItaReminders(): Promise<void> {
  if (mailConfigured()) await daily.start();
}
