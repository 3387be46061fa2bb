import { BE_OFFSET } from "../content/thai-year.ts";
import { TIME_ZONE } from "./thai-date.ts";

export { thaiDate } from "./thai-date.ts";

const shortDate = new Intl.DateTimeFormat("th-TH", {
  day: "numeric",
  month: "short",
  year: "2-digit",
  timeZone: TIME_ZONE,
});

/** `22 พ.ย. 69` (Buddhist era). */
export function thaiShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/**
 * The calendar day in Thailand, `YYYY-MM-DD` (Gregorian), for daily counters. One formatter for
 * every call: a reader's view is counted with it, and a formatter made per call costs its native
 * (ICU) memory, which the garbage collector does not see: 1 GB a worker in 10 s of cached reads.
 */
export function bangkokDay(date: Date): string {
  return isoDay.format(date);
}

const DAY_MS = 86_400_000;
/** Thailand keeps UTC+7 all year: its day begins at 17:00 UTC. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
let today = { start: 0, end: 0, day: "" };

/**
 * `bangkokDay` of the moment `now`, formatted once a day: counting a reader's view on a cached
 * page's hit had spent a tenth of the hit formatting the date.
 */
export function bangkokToday(now = Date.now()): string {
  if (now < today.start || now >= today.end) {
    const start = Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
    today = { start, end: start + DAY_MS, day: bangkokDay(new Date(now)) };
  }
  return today.day;
}

const dateTime = new Intl.DateTimeFormat("th-TH", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

/** `22 พ.ย. 2569 14:05` (Buddhist era, Thai time). */
export function thaiDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export { BE_OFFSET };

/** `2025-03-15` → `15/03/2568`: a date as Thai staff write it. */
export function toThaiNumericDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${Number(year) + BE_OFFSET}`;
}

/**
 * `15/3/2568` (Buddhist era, as Thai staff write dates; `-` or `.` also separate) → `2025-03-15`,
 * or null when it is not a real date between 2400 and 2700 BE.
 */
export function fromThaiNumericDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, be] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (be < 2400 || be > 2700) return null;
  const year = be - BE_OFFSET;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
