import { fiscalYearDays, type ItaState, type Rhythm } from "../../content/ita.ts";
import { thaiDate } from "../../lib/dates.ts";

/** One piece of evidence as the board weighs it. */
export type Weighed = {
  /** Public now: a published page or document, a list, an outside link. */
  public: boolean;
  /** Not public yet but sent for review. */
  waiting: boolean;
  /** The day it speaks for (YYYY-MM-DD): a document's date, a page's last publishing; none for a link. */
  day: string | null;
};

export type Verdict = { state: ItaState; problem: string | null; due: string | null };

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(Number(day.slice(8, 10)), last));
  return date.toISOString().slice(0, 10);
}

function firstOfMonth(day: string, monthsBack: number): string {
  return `${addMonths(`${day.slice(0, 7)}-01`, -monthsBack)}`;
}

/**
 * The newest evidence day the rhythm still accepts on `today` within the assessment year, and the
 * day the newest evidence will stop being enough (a reminder goes out a week before).
 */
function freshness(rhythm: Rhythm, year: number, today: string, newest: string) {
  const { first, last } = fiscalYearDays(year);
  const ref = today < last ? today : last;
  switch (rhythm) {
    case "yearly":
      return { oldest: first, due: null };
    case "six-monthly":
      return { oldest: addMonths(ref, -6), due: addMonths(newest, 6) };
    case "monthly":
      // Last month's document is due by the end of this month.
      return {
        oldest: firstOfMonth(ref, 1),
        due: addMonths(`${newest.slice(0, 7)}-01`, 2),
      };
    case "continuous":
      return { oldest: first, due: null };
    case "on-change":
      return { oldest: null, due: null };
  }
}

/** The board's verdict on one item from its evidence, on `today` (YYYY-MM-DD). */
export function verdict(
  rhythm: Rhythm,
  year: number,
  today: string,
  evidence: readonly Weighed[],
): Verdict {
  if (!evidence.length) return { state: "missing", problem: "ยังไม่ได้กำหนดหลักฐาน", due: null };
  const shown = evidence.filter((e) => e.public);
  if (!shown.length) {
    return evidence.some((e) => e.waiting)
      ? { state: "review", problem: "หลักฐานรอผู้มีสิทธิ์เผยแพร่ตรวจ", due: null }
      : { state: "missing", problem: "หลักฐานที่กำหนดยังไม่เผยแพร่หรือยังไม่มีในปีนี้", due: null };
  }
  const days = shown.map((e) => e.day).filter((d): d is string => d !== null);
  if (!days.length) return { state: "complete", problem: null, due: null };
  const newest = days.reduce((a, b) => (a > b ? a : b));
  const { oldest, due } = freshness(rhythm, year, today, newest);
  if (oldest && newest < oldest) {
    return {
      state: "stale",
      problem: `หลักฐานล่าสุดลงวันที่ ${thaiDate(newest)} ต้องมีฉบับตั้งแต่ ${thaiDate(oldest)}`,
      due: null,
    };
  }
  return { state: "complete", problem: null, due };
}
