const TIME_ZONE = "Asia/Bangkok";

const longDate = new Intl.DateTimeFormat("th-TH", { dateStyle: "long", timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("th-TH", {
  day: "numeric",
  month: "short",
  year: "2-digit",
  timeZone: TIME_ZONE,
});

/** `22 พฤศจิกายน 2569` (Buddhist era). */
export function thaiDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** `22 พ.ย. 69` (Buddhist era). */
export function thaiShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** The calendar day in Thailand, `YYYY-MM-DD` (Gregorian), for daily counters. */
export function bangkokDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(date);
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
