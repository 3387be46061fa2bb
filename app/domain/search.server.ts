import { PUBLIC_TYPES, type PublicType } from "../content/types.ts";
import { db, type Db } from "../db/client.server.ts";
import { cardsByIds, nowIso, pageCount, type ItemCard, type Page } from "../db/items.server.ts";
import type { ItemType } from "../db/schema.ts";
import {
  clearSearchIndex,
  countByType,
  foldedTexts,
  itemTexts,
  pageMatches,
  writeSearchDocument,
  type Condition,
  type IndexedText,
  type ItemText,
  type Scope,
  type Target,
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
  /** Items found per type among the newest COUNT_CAP found. */
  counts: Partial<Record<ItemType, number>>;
  /** More than COUNT_CAP were found: the counts are "at least". */
  more: boolean;
  way: SearchWay;
  /** When nothing was found: titles that come close, for "did you mean". */
  suggestions: ItemCard[];
};

/** Counting stops here: past it a visitor needs a narrower query, not an exact number. */
export const COUNT_CAP = 1000;
const SIMILAR = 0.6;
const SUGGEST = 0.4;
/** Newest items sharing half a misspelt query that are scored for closeness. */
const CANDIDATES = 100;
/** Any-word search needs at least half the words: from at most this many words. */
const ANY_WORDS = 8;

/**
 * Searches published items: all the words (ranked in tiers, see `tiers`), then pieces of words
 * and names inside the folded title and summary (which also forgives a missing or extra tone
 * mark), then the nearest spelling found in the newest items sharing half the query, then at
 * least half of several words. `live` treats the last word as a prefix, for results while typing.
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
  const now = nowIso();
  const everywhere: Scope = { types: [...PUBLIC_TYPES], now };
  const scope: Scope = { types: options.type ? [options.type] : [...PUBLIC_TYPES], now };
  const offset = (options.page - 1) * options.pageSize;
  const empty = (suggestions: ItemCard[] = []): SiteSearch => ({
    page: { items: [], page: options.page, pageSize: options.pageSize, total: 0, pages: 1 },
    counts: {},
    more: false,
    way: "none",
    suggestions,
  });
  if (query.runs.length === 0) return empty();

  const words = (runs: string[][]): Condition =>
    both(runs.map((run, i) => ({ phrase: run, prefix: prefix && i === runs.length - 1 })));
  const every = words(query.runs);
  const all = await found("all", { words: every }, tiers(every, query, prefix));
  if (all) return all;

  const pieces = query.folded;
  if (pieces.every((p) => p.length >= 3)) {
    const contained = await found("contains", { pieces });
    if (contained) return contained;
  }
  const near = await nearest(pieces.join(""), everywhere);
  if (near.best && near.best.score >= SIMILAR) {
    const meant = { pieces: [near.best.text] };
    const similar = await found("similar", meant, [meant], [near.best.text]);
    if (similar) return similar;
  }
  const runs = query.runs.slice(0, ANY_WORDS);
  if (runs.length > 2) {
    const needed = Math.ceil(runs.length / 2);
    const some: Condition = { some: combinations(runs, needed).map(words) };
    const any = await found("any", { words: some }, tiers(some, query, prefix));
    if (any) return any;
  }
  const close = near.scored.filter((c) => c.score >= SUGGEST).slice(0, 5);
  return empty(
    await cardsByIds(
      db(),
      close.map((c) => c.id),
    ),
  );

  /** The page of results when `base` finds anything in any type; `ranked` splits it in order. */
  async function found(
    way: SearchWay,
    base: Target,
    ranked: Target[] = [base],
    marked: string[] = query.folded,
  ): Promise<SiteSearch | null> {
    const counts = await countByType(db(), base, everywhere, COUNT_CAP);
    const more = sum(counts) >= COUNT_CAP;
    if (sum(counts) === 0) return null;
    const total =
      more && options.type
        ? sum(await countByType(db(), base, scope, COUNT_CAP))
        : scope.types.reduce((n, t) => n + (counts[t] ?? 0), 0);
    const ids = await pageOf(ranked, scope, { limit: options.pageSize, offset, total });
    const [cards, bodies] = await Promise.all([cardsByIds(db(), ids), itemTexts(db(), ids)]);
    const bodyOf = new Map(bodies.map((b) => [b.id, plainText(b.body)]));
    const shown = { ...query, folded: marked };
    return {
      way,
      counts,
      more,
      suggestions: [],
      page: {
        items: cards.map((card) => hit(card, bodyOf.get(card.id) ?? "", shown, prefix)),
        page: options.page,
        pageSize: options.pageSize,
        total,
        pages: pageCount(total, options.pageSize),
      },
    };
  }
}

/**
 * The ranking as a list of targets, best first, each excluding those before it; the last is
 * everything `base` matches. Items whose title holds the whole query as a phrase, then titles
 * holding every word, then summaries or FAQ categories or file names holding the phrase, then
 * items holding each chunk as a phrase, then the rest; newest first within each.
 */
function tiers(base: Condition, query: ParsedQuery, prefix: boolean): Target[] {
  const last = (i: number, of: unknown[]) => prefix && i === of.length - 1;
  const whole = query.all;
  const better = [
    { phrase: whole, prefix, field: "title" },
    both(
      query.runs.map((run, i, runs) => ({ phrase: run, prefix: last(i, runs), field: "title" })),
    ),
    { phrase: whole, prefix, field: "side" },
    both(query.phrases.map((run, i, runs) => ({ phrase: run, prefix: last(i, runs) }))),
  ] satisfies Condition[];
  const key = (c: Condition) => JSON.stringify(c);
  const distinct = better.filter((c, i) => better.findIndex((d) => key(d) === key(c)) === i);
  const ranked: Target[] = distinct.map((c, i) => ({
    words: { every: [base, c], except: distinct.slice(0, i) },
  }));
  // When a tier is the whole match, nothing is left for the rest.
  if (!distinct.some((c) => key(c) === key(base)))
    ranked.push({ words: { every: [base], except: distinct } });
  return ranked;
}

/** Every one of the conditions: the condition itself when there is one, so equal ones compare equal. */
function both(conditions: Condition[]): Condition {
  return conditions.length === 1 ? conditions[0]! : { every: conditions };
}

/** One page of ids over targets that follow one another, newest first within each. */
async function pageOf(
  ranked: Target[],
  scope: Scope,
  window: { limit: number; offset: number; total: number },
) {
  const ids: number[] = [];
  let skip = window.offset;
  for (const target of ranked) {
    if (ids.length === window.limit || window.offset + ids.length >= window.total) break;
    const page = await pageMatches(db(), target, scope, window.limit - ids.length, skip);
    if (page.length) {
      ids.push(...page);
      skip = 0;
    } else if (skip) skip -= sum(await countByType(db(), target, scope, skip));
  }
  return ids;
}

const sum = (counts: Partial<Record<ItemType, number>>) =>
  Object.values(counts).reduce((n, c) => n + c, 0);

function combinations<T>(list: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (list.length < size) return [];
  const [first, ...rest] = list;
  return [...combinations(rest, size - 1).map((c) => [first!, ...c]), ...combinations(rest, size)];
}

type Scored = { id: number; score: number; text: string };

/**
 * For a misspelt query: the newest items whose folded title or summary holds the first or the
 * second half of it (one slip leaves a half whole), each scored by its stretch of text closest
 * to the query; `best` is the closest stretch of all, the spelling the visitor probably meant.
 */
async function nearest(folded: string, scope: Scope): Promise<{ best?: Scored; scored: Scored[] }> {
  const middle = Math.floor(folded.length / 2);
  const halves = [folded.slice(0, middle), folded.slice(middle)].filter((h) => h.length >= 3);
  if (halves.length === 0) return { scored: [] };
  const ids = await pageMatches(db(), { pieces: halves, some: true }, scope, CANDIDATES, 0);
  const scored = (await foldedTexts(db(), ids))
    .map((c) => ({ id: c.id, ...closest(folded, c.folded, halves) }))
    .sort((a, b) => b.score - a.score);
  return { best: scored[0], scored };
}

/**
 * The stretch of `text` (spaces skipped, at most one letter longer or shorter than the query)
 * whose two-letter pieces best match the query's, by the Dice coefficient; only stretches near
 * where a half of the query occurs are tried.
 */
function closest(query: string, text: string, halves: string[]): { score: number; text: string } {
  const wanted = new Set(grams(query, 2));
  const letters: number[] = [];
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!)) letters.push(i);
  const compact = letters.map((i) => text[i]).join("");
  const n = query.length;
  let best = { score: 0, text: "" };
  for (const half of halves) {
    for (let at = compact.indexOf(half); at !== -1; at = compact.indexOf(half, at + 1)) {
      for (let start = Math.max(0, at - n); start <= at + half.length; start++) {
        for (let length = n - 1; length <= n + 1 && start + length <= compact.length; length++) {
          const window = new Set(grams(compact.slice(start, start + length), 2));
          let common = 0;
          for (const g of window) if (wanted.has(g)) common++;
          const score = (2 * common) / (wanted.size + window.size);
          if (score > best.score)
            best = { score, text: text.slice(letters[start], letters[start + length - 1]! + 1) };
        }
      }
    }
  }
  return best;
}

function hit(card: ItemCard, body: string, query: ParsedQuery, prefix: boolean): SearchHit {
  const summaryParts = highlight(card.summary, query, prefix);
  const bodyParts = summaryParts.some((p) => p.hit) ? [] : snippet(body, query, prefix);
  return {
    ...card,
    titleParts: highlight(card.title, query, prefix),
    snippetParts: bodyParts.length ? bodyParts : summaryParts,
  };
}

/**
 * Items of one type, of any status, whose title holds each chunk of the text as a phrase (the
 * last word may be cut short), whole-title phrase first: the back-office lists' search.
 */
export async function searchEveryItem(
  text: string,
  type: ItemType,
  limit: number,
): Promise<number[]> {
  const query = parseQuery(text);
  if (query.runs.length === 0) return [];
  const inTitle = both(
    query.phrases.map((run, i, runs) => ({
      phrase: run,
      prefix: i === runs.length - 1,
      field: "title" as const,
    })),
  );
  return pageOf(
    tiers(inTitle, query, true),
    { types: [type], now: nowIso(), anyStatus: true },
    { limit, offset: 0, total: Infinity },
  );
}
