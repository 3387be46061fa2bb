/** Thai time, whatever the server's or the reader's own zone. */
export const TIME_ZONE = "Asia/Bangkok";

const longDate = new Intl.DateTimeFormat("th-TH", { dateStyle: "long", timeZone: TIME_ZONE });

/**
 * `22 พฤศจิกายน 2569` (Buddhist era): the date public pages show. Apart from `dates.ts`, whose
 * other formats only the back-office and a few pages use, so that the home page's JavaScript
 * carries this one alone (`vite.config.ts` keeps `dates.ts` out of the shared chunk).
 */
export function thaiDate(iso: string): string {
  return longDate.format(new Date(iso));
}
