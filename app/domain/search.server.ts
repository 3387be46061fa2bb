import { PUBLIC_TYPES, type PublicType } from "../content/types.ts";
import { db, type Db } from "../db/client.server.ts";
import { cardsByIds, nowIso, pageCount, type ItemCard, type Page } from "../db/items.server.ts";
import type { ItemType } from "../db/schema.ts";
import {
  clearSearchIndex,
  containing,
  itemTexts,
  searchAll,
  searchPublished,
  sharingTrigrams,
  writeSearchDocument,
  type IndexedText,
  type ItemText,
  type Match,
  type Ranked,
  type Window,
} from "../db/search-index.server.ts";
import {
  foldTones,
  highlight,
  parseQuery,
  snippet,
  grams,
  tokenize,
  type ParsedQuery,
  type TextPart,
} from "../lib/search-text.ts";

/** The text of a rich-text body, without markup. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** An item's text cut into words for the index; attachment names and the FAQ category count too. */
export function analyse(item: ItemText): IndexedText {
  const names = item.attachments.map((n) =>
    n.replace(/\.[a-z0-9]{1,5}$/i, "").replace(/[_-]+/g, " "),
  );
  return {
    title: tokenize(item.title),
    summary: tokenize(item.summary),
    body: tokenize(plainText(item.body)),
    extra: tokenize([...names, item.category ?? ""].join(" ")),
    folded: foldTones(`${item.title} ${item.summary}`),
  };
}

/** Brings the index up to date for these items; call it in the transaction that changed them. */
export async function indexItems(database: Db, ids: number[]): Promise<void> {
  for (const item of await itemTexts(database, ids))
    await writeSearchDocument(database, item.id, analyse(item));
}

/** Rebuilds the whole index; returns how many items it holds. */
export async function reindexAll(database: Db = db()): Promise<number> {
  return database.transaction().execute(async (trx) => {
    await clearSearchIndex(trx);
    const items = await itemTexts(trx);
    for (const item of items) await writeSearchDocument(trx, item.id, analyse(item));
    return items.length;
  });
}

export type SearchHit = ItemCard & { titleParts: TextPart[]; snippetParts: TextPart[] };

/** How the results were found: the strictest way that found anything. */
export type SearchWay = "all" | "contains" | "similar" | "any" | "none";

export type SiteSearch = {
  page: Page<SearchHit>;
  counts: Partial<Record<ItemType, number>>;
  way: SearchWay;
  /** When nothing was found: titles that come close, for "did you mean". */
  suggestions: ItemCard[];
};

const SIMILAR = 0.6;
const SUGGEST = 0.4;
const CANDIDATES = 300;

/**
 * Searches published items: all the words (chunks written together and quoted phrases first),
 * then pieces of words and names inside the folded text (which also forgives a missing or extra
 * tone mark), then near spellings, then any of several words. `live` treats the last word as a
 * prefix, for results while typing.
 */
export async function searchSite(options: {
  text: string;
  type?: PublicType;
  page: number;
  pageSize: number;
  live?: boolean;
}): Promise<SiteSearch> {
  const query = parseQuery(options.text);
  const prefix = options.live ?? false;
  const window: Window = {
    types: options.type ? [options.type] : [...PUBLIC_TYPES],
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
    now: nowIso(),
  };
  const empty = (way: SearchWay, suggestions: ItemCard[] = []): SiteSearch => ({
    page: { items: [], page: options.page, pageSize: options.pageSize, total: 0, pages: 1 },
    counts: {},
    way,
    suggestions,
  });
  if (query.runs.length === 0) return empty("none");

  const match = (mode: Match["mode"]): Match => ({
    runs: query.runs,
    phrases: query.phrases,
    mode,
    prefix,
  });
  const exact = await searchPublished(db(), match("all"), window);
  if (Object.keys(exact.counts).length) return result("all", exact.rows, exact.counts);

  const pieces = query.folded;
  const everywhere = { ...window, types: [...PUBLIC_TYPES], limit: CANDIDATES, offset: 0 };
  if (pieces.every((p) => p.length >= 3)) {
    const all = await containing(db(), pieces, everywhere);
    if (all.length) return fromCandidates("contains", all);
  }
  const folded = pieces.join("");
  const candidates = await sharingTrigrams(db(), grams(folded, 3), everywhere);
  const scored = candidates
    .map((c) => ({ ...c, score: closeness(folded, c.folded) }))
    .sort((a, b) => b.score - a.score);
  const similar = scored.filter((c) => c.score >= SIMILAR);
  if (similar.length) return fromCandidates("similar", similar);
  if (query.runs.length > 1) {
    const some = await searchPublished(db(), match("any"), window);
    if (Object.keys(some.counts).length) return result("any", some.rows, some.counts);
  }
  const close = scored.filter((c) => c.score >= SUGGEST).slice(0, 5);
  return empty(
    "none",
    await cardsByIds(
      db(),
      close.map((c) => c.id),
    ),
  );

  /** Counts and pages a candidate list already in order (the fallbacks rank in memory). */
  function fromCandidates(way: SearchWay, rows: Ranked[]) {
    const counts: Partial<Record<ItemType, number>> = {};
    for (const r of rows) counts[r.type] = (counts[r.type] ?? 0) + 1;
    const inType = rows.filter((r) => window.types.includes(r.type));
    return result(way, inType.slice(window.offset, window.offset + window.limit), counts);
  }

  async function result(
    way: SearchWay,
    rows: Ranked[],
    counts: SiteSearch["counts"],
  ): Promise<SiteSearch> {
    const total = window.types.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
    const [cards, bodies] = await Promise.all([
      cardsByIds(
        db(),
        rows.map((r) => r.id),
      ),
      itemTexts(
        db(),
        rows.map((r) => r.id),
      ),
    ]);
    const bodyOf = new Map(bodies.map((b) => [b.id, plainText(b.body)]));
    return {
      way,
      counts,
      suggestions: [],
      page: {
        items: cards.map((card) => hit(card, bodyOf.get(card.id) ?? "", query, prefix)),
        page: options.page,
        pageSize: options.pageSize,
        total,
        pages: pageCount(total, options.pageSize),
      },
    };
  }
}

function hit(card: ItemCard, body: string, query: ParsedQuery, prefix: boolean): SearchHit {
  const summaryParts = highlight(card.summary, query, prefix);
  const inSummary = summaryParts.some((p) => p.hit);
  const bodyParts = body ? snippet(body, query, prefix) : [];
  return {
    ...card,
    titleParts: highlight(card.title, query, prefix),
    snippetParts: inSummary || !bodyParts.some((p) => p.hit) ? summaryParts : bodyParts,
  };
}

/**
 * How close the folded query comes to some stretch of a folded text: the best Dice coefficient
 * of two-letter pieces over windows about as long as the query.
 */
function closeness(query: string, text: string): number {
  const wanted = new Set(grams(query, 2));
  if (wanted.size === 0) return 0;
  const compact = text.replace(/\s+/g, "");
  const n = query.length;
  let best = 0;
  for (let length = n - 1; length <= n + 1; length++) {
    for (let start = 0; start + length <= compact.length; start++) {
      const window = new Set(grams(compact.slice(start, start + length), 2));
      let common = 0;
      for (const g of window) if (wanted.has(g)) common++;
      best = Math.max(best, (2 * common) / (wanted.size + window.size));
    }
  }
  return best;
}

/**
 * Items of one type, of any status, whose title holds each chunk of the text as a phrase (the
 * last word may be cut short), best first: the back-office lists' search.
 */
export async function searchEveryItem(
  text: string,
  type: ItemType,
  limit: number,
): Promise<number[]> {
  const query = parseQuery(text);
  if (query.runs.length === 0) return [];
  const match: Match = { runs: query.phrases, phrases: query.phrases, mode: "all", prefix: true };
  return searchAll(db(), match, { type, limit });
}
