import { PUBLIC_TYPES, type PublicType } from "../content/types.ts";
import { db, type Db } from "../db/client.server.ts";
import { cardsByIds, pageCount, type ItemCard, type Page } from "../db/items.server.ts";
import type { ItemType } from "../db/schema.ts";
import {
  clearSearchIndex,
  compactSearchIndex,
  headWords,
  itemTexts,
  keysAmong,
  matchesUpTo,
  newestMatches,
  writeSearchDocument,
  type Condition,
  type IndexedText,
  type ItemText,
  type Match,
  type Scope,
  type Target,
} from "../db/search-index.server.ts";
import {
  foldTones,
  highlight,
  joinWords,
  parseQuery,
  phraseQuery,
  snippet,
  tokenize,
  type ParsedQuery,
  type TextPart,
} from "../lib/search-text.ts";
import { contentCache } from "./content-cache.server.ts";

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

/**
 * Brings the index up to date for these items; call it in the transaction that changed them.
 * Kept results are dropped at once here, and again by the change's `pages-changed` event.
 */
export async function indexItems(database: Db, ids: number[]): Promise<void> {
  for (const item of await itemTexts(database, ids))
    await writeSearchDocument(database, item.id, analyse(item));
  results.clear();
}

/** Rebuilds the whole index; returns how many items it holds. */
export async function reindexAll(database: Db = db()): Promise<number> {
  return database.transaction().execute(async (trx) => {
    await clearSearchIndex(trx);
    const items = await itemTexts(trx);
    for (const item of items) await writeSearchDocument(trx, item.id, analyse(item));
    await compactSearchIndex(trx);
    results.clear();
    return items.length;
  });
}

export type SearchHit = ItemCard & { titleParts: TextPart[]; snippetParts: TextPart[] };

/** How the results were found: the strictest way that found anything. */
export type SearchWay = "all" | "contains" | "similar" | "any" | "none";

export type SiteSearch = {
  page: Page<SearchHit>;
  /** Items found per type, among at most COUNT_CAP found. */
  counts: Partial<Record<ItemType, number>>;
  /** More than COUNT_CAP were found: the counts are "at least". */
  more: boolean;
  way: SearchWay;
  /** The words searched for instead of a misspelt query (way "similar"). */
  meant?: string;
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
 * Results kept per query as `parseQuery` reads it (the same words give the same results however
 * they were typed: NFC, sara am, spaces, case, digits, stop words), type and page.
 */
const results = contentCache<SiteSearch>({ maxEntries: 500, ttlMs: 60_000 });

type SearchOptions = {
  text: string;
  type?: PublicType;
  page: number;
  pageSize: number;
  live?: boolean;
  /** Mark the matches in titles and snippets (the default); the suggestions show plain titles. */
  marked?: boolean;
};

/**
 * Searches published items: all the words (ranked in tiers, see `tiers`), then pieces of words
 * and names inside the folded title and summary (which also forgives a missing or extra tone
 * mark), then the nearest spelling found in the newest items sharing half the query, then at
 * least half of several words. `live` treats the last word as a prefix, for results while typing.
 */
export async function searchSite(options: SearchOptions): Promise<SiteSearch> {
  const query = parseQuery(options.text);
  const { type = null, page, pageSize, live = false, marked = true } = options;
  const key = JSON.stringify([query, type, page, pageSize, live, marked]);
  return results.get(db(), key, () => findItems(query, options));
}

async function findItems(
  query: ParsedQuery,
  options: Omit<SearchOptions, "text">,
): Promise<SiteSearch> {
  const prefix = options.live ?? false;
  const everywhere: Scope = { types: [...PUBLIC_TYPES] };
  const scope: Scope = { types: options.type ? [options.type] : [...PUBLIC_TYPES] };
  const window = { limit: options.pageSize, offset: (options.page - 1) * options.pageSize };
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
  const all = await found("all", { words: every }, tiers(every, better(query, prefix)));
  if (all) return all;

  const pieces = query.folded;
  if (pieces.every((p) => p.length >= 3)) {
    const contained = await found("contains", { pieces });
    if (contained) return contained;
  }
  const near = await nearest(pieces.join(""), everywhere);
  if (near.best && near.best.score >= SIMILAR) {
    const meant = phraseQuery(near.best.words);
    const phrase: Condition = { phrase: meant.all };
    const similar = await found(
      "similar",
      { words: phrase },
      tiers(phrase, better(meant, false)),
      meant,
    );
    if (similar) return { ...similar, meant: joinWords(near.best.words) };
  }
  const runs = query.runs.slice(0, ANY_WORDS);
  if (runs.length > 2) {
    const needed = Math.ceil(runs.length / 2);
    const some: Condition = { some: combinations(runs, needed).map(words) };
    const any = await found("any", { words: some }, tiers(some, better(query, prefix)));
    if (any) return any;
  }
  const close = near.scored.filter((c) => c.score >= SUGGEST).slice(0, 5);
  return empty(
    await cardsByIds(
      db(),
      close.map((c) => c.id),
    ),
  );

  /** The page of results when `base` finds anything; `ranked` splits it in order. */
  async function found(
    way: SearchWay,
    base: Target,
    ranked: Target[] = [base],
    shown: ParsedQuery = query,
  ): Promise<SiteSearch | null> {
    const some = await matchesUpTo(db(), base, everywhere, COUNT_CAP);
    if (some.length === 0) return null;
    const more = some.length === COUNT_CAP;
    const inScope = !options.type
      ? some
      : more
        ? await matchesUpTo(db(), base, scope, COUNT_CAP)
        : some.filter((m) => m.type === options.type);
    const ids =
      inScope.length < COUNT_CAP
        ? await rankAmong(inScope, ranked, window)
        : await pageOf(ranked, scope, window, inScope);
    const marked = options.marked ?? true;
    const [cards, bodies] = await Promise.all([
      cardsByIds(db(), ids),
      marked ? itemTexts(db(), ids) : [],
    ]);
    const bodyOf = new Map(bodies.map((b) => [b.id, plainText(b.body)]));
    const counts: Partial<Record<ItemType, number>> = {};
    for (const m of some) counts[m.type] = (counts[m.type] ?? 0) + 1;
    return {
      way,
      counts,
      more,
      suggestions: [],
      page: {
        items: cards.map((card) =>
          marked
            ? hit(card, bodyOf.get(card.id) ?? "", shown, prefix)
            : { ...card, titleParts: [], snippetParts: [] },
        ),
        page: options.page,
        pageSize: options.pageSize,
        total: inScope.length,
        pages: pageCount(inScope.length, options.pageSize),
      },
    };
  }
}

/**
 * What ranks above the rest, best first: the title holds the whole query as a phrase; the title
 * holds every word; the summary, FAQ category or a file name holds the phrase; every chunk
 * appears as a phrase. Each of these implies the query's words (`parseQuery` keeps the runs,
 * chunks and whole phrase to the same words), so none needs them repeated.
 */
function better(query: ParsedQuery, prefix: boolean): Condition[] {
  const last = (i: number, of: unknown[]) => prefix && i === of.length - 1;
  return [
    { phrase: query.all, prefix, field: "title" },
    both(
      query.runs.map((run, i, runs) => ({ phrase: run, prefix: last(i, runs), field: "title" })),
    ),
    { phrase: query.all, prefix, field: "side" },
    both(query.phrases.map((run, i, runs) => ({ phrase: run, prefix: last(i, runs) }))),
  ];
}

/**
 * The ranking as targets that follow one another: each of `above` (conditions that imply
 * `base`) without those before it, then the rest of `base`. Newest first within each.
 */
function tiers(base: Condition, above: Condition[]): Target[] {
  const key = (c: Condition) => JSON.stringify(c);
  const distinct: Condition[] = [];
  for (const c of above) {
    // When a tier is the whole match, nothing is left below it.
    if (key(c) === key(base)) break;
    if (!distinct.some((d) => key(d) === key(c))) distinct.push(c);
  }
  return [...distinct, base].map((c, i) => ({ words: c, except: distinct.slice(0, i) }));
}

/** Every one of the conditions: the condition itself when there is one, so equal ones compare equal. */
function both(conditions: Condition[]): Condition {
  return conditions.length === 1 ? conditions[0]! : { every: conditions };
}

type Window = { limit: number; offset: number };

/**
 * One page of ids when every match is known (newest first): each tier's members among them in
 * turn, the rest after. Tiers past the page are not looked at.
 */
async function rankAmong(matches: Match[], ranked: Target[], window: Window) {
  const end = window.offset + window.limit;
  const order: Match[] = [];
  const placed = new Set<number>();
  const keys = matches.map((m) => m.key);
  for (const target of ranked.slice(0, -1)) {
    if (order.length >= end || !("words" in target)) break;
    const members = await keysAmong(db(), target.words, keys);
    for (const m of matches)
      if (members.has(m.key) && !placed.has(m.key)) {
        order.push(m);
        placed.add(m.key);
      }
  }
  for (const m of matches) if (order.length < end && !placed.has(m.key)) order.push(m);
  return order.slice(window.offset, end).map((m) => m.id);
}

/**
 * One page of ids over targets that follow one another, newest first within each; `sample` is
 * some of all the matches, to tell the database which tiers are rare.
 */
async function pageOf(ranked: Target[], scope: Scope, window: Window, sample: Match[]) {
  const ids: number[] = [];
  const keys = sample.map((m) => m.key);
  let skip = window.offset;
  for (const target of ranked) {
    if (ids.length === window.limit) break;
    const page = await newestMatches(db(), target, scope, {
      limit: window.limit - ids.length,
      offset: skip,
      sample: keys,
    });
    if (page.length) {
      ids.push(...page.map((m) => m.id));
      skip = 0;
    } else if (skip) skip -= (await newestMatches(db(), target, scope, { limit: skip })).length;
  }
  return ids;
}

function combinations<T>(list: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (list.length < size) return [];
  const [first, ...rest] = list;
  return [...combinations(rest, size - 1).map((c) => [first!, ...c]), ...combinations(rest, size)];
}

type Scored = { id: number; score: number; words: string[] };

/**
 * For a misspelt query: the newest items whose folded title or summary holds the first or the
 * second half of it (one slip leaves a half whole), each scored by its run of words closest to
 * the query; `best` is the closest run of all, the words the visitor probably meant.
 */
async function nearest(folded: string, scope: Scope): Promise<{ best?: Scored; scored: Scored[] }> {
  const middle = Math.floor(folded.length / 2);
  const halves = [folded.slice(0, middle), folded.slice(middle)].filter((h) => h.length >= 3);
  if (halves.length === 0) return { scored: [] };
  const candidates = await newestMatches(db(), { pieces: halves, some: true }, scope, {
    limit: CANDIDATES,
  });
  const texts = await headWords(
    db(),
    candidates.map((c) => c.id),
  );
  const scored = texts
    .map((c) => ({ id: c.id, ...closest(folded, [c.title, c.summary]) }))
    .sort((a, b) => b.score - a.score);
  return { best: scored[0], scored };
}

/** The distinct two-letter pieces of a text, as numbers. */
function pairs(text: string): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++)
    found.add(text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1));
  return found;
}

/**
 * The run of whole words in one of `texts` (space-separated words) whose letters, tone marks
 * aside, come closest to the query by the Dice coefficient of their two-letter pieces; only runs
 * within a quarter of the query's length of it are tried.
 */
function closest(query: string, texts: string[]): { score: number; words: string[] } {
  const wanted = pairs(query);
  const slack = Math.max(1, Math.floor(query.length / 4));
  let best = { score: 0, words: [] as string[] };
  for (const text of texts) {
    const words = text.split(" ").filter(Boolean);
    const folded = words.map(foldTones);
    for (let i = 0; i < words.length; i++) {
      let run = "";
      for (let j = i; j < words.length && run.length <= query.length + slack; j++) {
        run += folded[j];
        if (run.length < query.length - slack || run.length > query.length + slack) continue;
        const found = pairs(run);
        let common = 0;
        for (const p of found) if (wanted.has(p)) common++;
        const score = (2 * common) / (wanted.size + found.size);
        if (score > best.score) best = { score, words: words.slice(i, j + 1) };
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
  const ranked = tiers(inTitle, [{ phrase: query.all, prefix: true, field: "title" }]);
  const scope: Scope = { types: [type], anyStatus: true };
  const window = { limit, offset: 0 };
  const matches = await matchesUpTo(db(), { words: inTitle }, scope, limit);
  return matches.length < limit
    ? rankAmong(matches, ranked, window)
    : pageOf(ranked, scope, window, matches);
}
