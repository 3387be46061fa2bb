/**
 * The transparency assessment (ITA/OIT) as pages and the back-office know it: how often each
 * item must be renewed, what can stand as its evidence, the states of the readiness board and the
 * assessment year (Buddhist era; the fiscal year runs 1 October to 30 September). The items
 * themselves are data administrators edit each year (`ita_items`), never constants here.
 */

import { BE_OFFSET } from "./thai-year.ts";
import { ITA_PATH, ITA_TITLE } from "./types.ts";

export { ITA_PATH, ITA_TITLE };

export const ITA_BOARD_PATH = "/admin/ita";

/** How many days before an item goes stale its responsible person is e-mailed. */
export const REMINDER_DAYS = 7;

export const RHYTHMS = {
  yearly: "ทุกปี",
  "six-monthly": "ทุก 6 เดือน",
  monthly: "ทุกเดือน",
  continuous: "ต่อเนื่อง",
  "on-change": "เมื่อมีการเปลี่ยนแปลง",
} as const;
export type Rhythm = keyof typeof RHYTHMS;

export const EVIDENCE_KINDS = {
  item: "หน้าหรือเอกสารบนเว็บไซต์",
  documents: "เอกสารทุกฉบับในหมวดที่ตรงกับคำค้น",
  list: "รายการบนเว็บไซต์",
  link: "ลิงก์ภายนอก",
} as const;
export type EvidenceKind = keyof typeof EVIDENCE_KINDS;

export const ITA_STATES = {
  complete: "ครบถ้วน",
  review: "รอตรวจ",
  stale: "ไม่เป็นปัจจุบัน",
  missing: "ยังไม่มี",
} as const;
export type ItaState = keyof typeof ITA_STATES;

export function itaYearPath(year: number): string {
  return `${ITA_PATH}/${year}`;
}

export function itaItemPath(year: number, code: string): string {
  return `${ITA_PATH}/${year}/${encodeURIComponent(code)}`;
}

/** A code as staff type it: O1, o 1 and O01 are all "O1". */
export function normaliseCode(raw: string): string {
  const compact = raw.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
  return compact.replace(/^([A-Z]+)0+(\d)/, "$1$2");
}

export const CODE_PATTERN = /^[A-Z]{1,3}\d{1,3}(\.\d{1,2})?$/;

/** Items in the assessment's order: by the code's number (O2 before O10), then as given. */
export function byCode(a: { code: string }, b: { code: string }): number {
  return a.code.localeCompare(b.code, "en", { numeric: true });
}

/** The assessment year (BE) a day (YYYY-MM-DD) falls in: October starts the next one. */
export function fiscalYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return year + BE_OFFSET + (month >= 10 ? 1 : 0);
}

/** The first and last day (YYYY-MM-DD) of an assessment year (BE). */
export function fiscalYearDays(year: number): { first: string; last: string } {
  const ce = year - BE_OFFSET;
  return { first: `${ce - 1}-10-01`, last: `${ce}-09-30` };
}
