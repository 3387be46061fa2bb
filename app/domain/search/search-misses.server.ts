import { createHash } from "node:crypto";
import { db } from "../../db/client.server.ts";
import { logBackgroundFailure } from "../../db/unavailable.server.ts";
import { forgetMissesBefore, recordMiss, topMisses } from "../../db/search/search-misses.server.ts";
import { bangkokDay, bangkokToday } from "../../lib/dates.ts";
import type { Visit } from "../../lib/request-context.ts";
import { joinWords, normalizeText, parseQuery } from "../../lib/search-text.ts";
import { clientKey } from "./search-limit.server.ts";
import { isReader } from "../content/views.server.ts";

/** Days of searches that found nothing kept, and shown on the dashboard. */
const KEEP_DAYS = 90;
export const SHOWN_DAYS = 30;
const MAX_LENGTH = 100;

/** A number written in pieces (081-234-5678, 1 2345 67890 12 3, 081.234.5678). */
const NUMBER = /\d[\d\s.,\-/]*\d/g;
/** Words that introduce a person's name or an address, unless a word of an office follows. */
const PERSONAL = new Set(["นาย", "นาง", "นางสาว", "ด.ช.", "ด.ญ.", "หมู่", "ซอย", "บ้านเลขที่"]);
const OFFICE = new Set(["แพทย์", "อำเภอ", "พยาบาล", "ก"]);

/**
 * A query as it is kept: its words as the search read them (so the same words typed differently
 * count together); null when it may name or reach someone: a number of six digits or more
 * however it is split (a phone or an ID card number), an e-mail address, or a title or address
 * word before a name (นาย, นางสาว, หมู่, ซอย).
 */
export function missQuery(text: string): string | null {
  const plain = normalizeText(text.normalize("NFKC"));
  if (plain.includes("@")) return null;
  for (const number of plain.match(NUMBER) ?? [])
    if (number.replace(/\D/g, "").length >= 6) return null;
  const words = parseQuery(plain).all;
  if (words.some((w, i) => PERSONAL.has(w) && !OFFICE.has(words[i + 1] ?? ""))) return null;
  const query = joinWords(words).slice(0, MAX_LENGTH);
  return query || null;
}

/**
 * What this process counted today, as short hashes of day, client and query, so that a reader's
 * reloads count once. The client is its address (an IPv6 network), whatever browser it names: a
 * client sending many browser names counts once.
 */
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
  const day = bangkokToday(now.getTime());
  const key = createHash("sha256")
    .update(`${day}|${clientKey(visit.ip)}|${query}`)
    .digest("base64url")
    .slice(0, 16);
  if (counted.has(key)) return;
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.add(key);
  recordMiss(db(), day, query)
    .then(async () => {
      if (forgotten === day) return;
      forgotten = day;
      await forgetMissesBefore(db(), bangkokDay(new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
    })
    .catch((error: unknown) => logBackgroundFailure(error, "search miss count failed"));
}

/** The searches that found nothing most often in the last SHOWN_DAYS days. */
export function frequentMisses(now = new Date(), limit = 10) {
  return topMisses(
    db(),
    bangkokDay(new Date(now.getTime() - (SHOWN_DAYS - 1) * 86_400_000)),
    limit,
  );
}
