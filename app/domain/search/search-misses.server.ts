import { db } from "../../db/client.server.ts";
import { forgetMissesBefore, recordMiss, topMisses } from "../../db/search/search-misses.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import { log } from "../../lib/log.server.ts";
import type { Visit } from "../../lib/request-context.ts";
import { joinWords, parseQuery } from "../../lib/search-text.ts";
import { isReader } from "../content/views.server.ts";

/** Days of searches that found nothing kept, and shown on the dashboard. */
const KEEP_DAYS = 90;
export const SHOWN_DAYS = 30;
const MAX_LENGTH = 100;

/**
 * A query as it is kept: its words as the search read them (so the same words typed differently
 * count together); null when it may name someone: a run of six digits or more (a phone or an ID
 * card number) or an e-mail address.
 */
export function missQuery(text: string): string | null {
  if (text.includes("@")) return null;
  const words = parseQuery(text).all;
  const query = joinWords(words).slice(0, MAX_LENGTH);
  if (!query || /\d{6,}/.test(words.join(""))) return null;
  return query;
}

/** What this process counted today, so that a reader's reloads count once. */
const counted = new Set<string>();
const COUNTED_MAX = 50_000;
let forgotten = "";

/**
 * Counts a reader's search that found nothing, by query and day only: nothing about the reader
 * is kept. Never throws and is not awaited, like the view count.
 */
export function countSearchMiss(visit: Visit, text: string): void {
  if (!isReader(visit)) return;
  const query = missQuery(text);
  if (!query) return;
  const now = new Date();
  const day = bangkokDay(now);
  const key = `${day}|${visit.ip}|${visit.userAgent}|${query}`;
  if (counted.has(key)) return;
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.add(key);
  recordMiss(db(), day, query)
    .then(async () => {
      if (forgotten === day) return;
      forgotten = day;
      await forgetMissesBefore(db(), bangkokDay(new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
    })
    .catch((error: unknown) => log().error({ err: error }, "search miss count failed"));
}

/** The searches that found nothing most often in the last SHOWN_DAYS days. */
export function frequentMisses(now = new Date(), limit = 10) {
  return topMisses(
    db(),
    bangkokDay(new Date(now.getTime() - (SHOWN_DAYS - 1) * 86_400_000)),
    limit,
  );
}
