import { itemTypes } from "../../content/kinds.ts";
import type { PublicType } from "../../content/types.ts";
import { db } from "../../db/client.server.ts";
import { cardsByIds, pageCount, type ItemCard } from "../../db/content/items.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { itemTexts } from "../../db/search/item-texts.server.ts";
import { headWords, matchesUpTo, newestMatches } from "../../db/search/search-index.server.ts";
import type { Condition, Scope, Target } from "../../db/search/search-query.server.ts";
import { highlight, snippet } from "../../lib/search-marks.ts";
import {
  distinct,
  foldTones,
  joinWords,
  parseQuery,
  phraseQuery,
  type ParsedQuery,
} from "../../lib/search-text.ts";
import { plainText } from "./search-indexing.server.ts";
import {
  answersFirst,
  better,
  anyOf,
  both,
  combinations,
  heldBy,
  inHead,
  inTitle,
  pageOf,
  rankAmong,
  tiers,
} from "./search-ranking.server.ts";
import {
  searchResults,
  type FoundItems,
  type SearchHit,
  type SearchWay,
  type SiteSearch,
} from "./search-results.server.ts";
import { nearest } from "./search-similar.server.ts";
import { siteLinksFor } from "./site-links.server.ts";
import {
  closestTerm,
  expandQuery,
  searchVocabulary,
  type FoundTerm,
} from "./search-vocabulary.server.ts";

/** Counting stops here: past it a visitor needs a narrower query, not an exact number. */
export const COUNT_CAP = 1000;
const SIMILAR = 0.6;
const SUGGEST = 0.4;
/** Any-word search needs at least half the words: from at most this many words. */
const ANY_WORDS = 8;

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
  const found = await searchResults.get(db(), key, () => findItems(query, options));
  const named = page === 1 && !live;
  return { ...found, links: named ? siteLinksFor(options.text, await searchVocabulary()) : [] };
}

async function findItems(
  query: ParsedQuery,
  options: Omit<SearchOptions, "text">,
): Promise<FoundItems> {
  const prefix = options.live ?? false;
  // Every kind readers can open: lists and their items, the site's own pages and the executives.
  const everywhere: Scope = { types: itemTypes() };
  const scope: Scope = { types: options.type ? [options.type] : itemTypes() };
  const window = { limit: options.pageSize, offset: (options.page - 1) * options.pageSize };
  const empty = (suggestions: ItemCard[] = [], topic?: SiteSearch["topic"]): FoundItems => ({
    page: { items: [], page: options.page, pageSize: options.pageSize, total: 0, pages: 1 },
    counts: {},
    more: false,
    way: "none",
    suggestions,
    ...(topic && { topic }),
  });
  if (query.runs.length === 0) return empty();

  const phrases = (runs: string[][]): Condition[] =>
    runs.map((run, i) => ({ phrase: run, prefix: prefix && i === runs.length - 1 }));
  // The office's vocabulary widens a term to its group (โควิด finds covid-19 too); what was typed
  // ranks first, then items whose title holds the terms in any of their forms.
  const vocabulary = await searchVocabulary();
  const expansion = expandQuery(query, vocabulary, prefix);
  const every = expansion?.condition ?? both(phrases(query.runs));
  const above = better(query, prefix, expansion ? inTitle(expansion.phrased) : undefined);
  const marks = expansion
    ? { ...query, marks: distinct([...query.marks, ...expansion.marks]) }
    : query;
  const all = await found("all", { words: every }, above, marks);
  const pieces = query.folded;
  const inside = pieces.every((p) => p.length >= 3);
  if (all && (!inside || all.more || all.page.total >= options.pageSize)) return all;

  const contained = inside ? await found("contains", { pieces }) : null;
  if (all) return contained ? fewWithPieces(all, contained) : all;
  if (contained) return contained;
  const near = await nearest(pieces.join(""), everywhere);
  // A vocabulary term spelt closer than any title's words is what was meant, in any of its forms;
  // not one that a query of three words or more holds as it is, with words around it
  // (ลูกพลาดนัดฉีดวัคซีน holds ฉีดวัคซีน): that query has a word too many, for the fallback on
  // some of its words below. A letter too many (สุขภาพจิตร) is still a misspelling.
  const typed = pieces.join("");
  const term = closestTerm(typed, vocabulary);
  const spelt = term ? foldTones(term.found.typed.join("")) : "";
  const within =
    query.marks.length > 2 && typed.includes(spelt) && typed.length - spelt.length >= 3;
  if (term && !within && term.score >= SIMILAR && term.score > (near.best?.score ?? 0)) {
    const group = anyOf(term.found.alternatives.map((phrase): Condition => ({ phrase })));
    const meant = { ...phraseQuery(term.found.typed), marks: term.found.alternatives };
    const similar = await found("similar", { words: group }, [inTitle(group)], meant);
    if (similar) return { ...similar, meant: joinWords(term.found.typed) };
  }
  if (near.best && near.best.score >= SIMILAR) {
    const meant = phraseQuery(near.best.words);
    const phrase: Condition = { phrase: meant.all };
    const similar = await found("similar", { words: phrase }, better(meant, false), meant);
    if (similar) return { ...similar, meant: joinWords(near.best.words) };
  }
  // Each vocabulary term counts as one word here, found in any of its forms, unless that leaves
  // too few to choose among; so do the parts of a mixed word (qz9s7 is not 9 or 7), which stand
  // together in the marks as in the text.
  const expanded = expansion && expansion.parts.length > 2 ? expansion.parts : null;
  const parts = (expanded ?? phrases(query.marks)).slice(0, ANY_WORDS);
  const someOf = async (way: "any" | "either", needed: number) => {
    const some: Condition = { some: combinations(parts, needed).map(both) };
    return found(way, { words: some }, better(query, prefix), marks);
  };
  if (parts.length > 2) {
    const any = await someOf("any", Math.ceil(parts.length / 2));
    if (any) return any;
  }
  const close = near.scored.filter((c) => c.score >= SUGGEST).slice(0, 5);
  const topic = await closestTopic(term?.found, everywhere);
  // Rather than an empty page, one of two words, when nothing closer is to be offered and the
  // two are words the reader meant apart: typed apart, or a vocabulary term no item holds
  // (อาหารเป็นพิษ shows food safety and poisonous mushrooms). The two pieces the dictionary cuts
  // an unknown word into (แมว|น้ำ for a seal) are no such pair.
  const apart = query.phrases.length === 2 || term?.score === 1;
  if (parts.length === 2 && apart && close.length === 0 && !topic) {
    const either = await someOf("either", 1);
    if (either) return either;
  }
  return empty(
    await cardsByIds(
      db(),
      close.map((c) => c.id),
    ),
    topic,
  );

  /**
   * The page of results when `base` finds anything, ranked by `above` (conditions that imply
   * it); when every word is needed, the answers before the mentions in passing (`answersFirst`).
   */
  async function found(
    way: SearchWay,
    base: Target,
    above: Condition[] = [],
    shown: ParsedQuery = query,
  ): Promise<FoundItems | null> {
    const some = await matchesUpTo(db(), base, everywhere, COUNT_CAP);
    if (some.length === 0) return null;
    const more = some.length === COUNT_CAP;
    const inScope = !options.type
      ? some
      : more
        ? await matchesUpTo(db(), base, scope, COUNT_CAP)
        : some.filter((m) => m.type === options.type);
    // Holding only some of the words, an item with a common one in its title is no answer.
    const words = "words" in base ? base.words : null;
    const split = words && (way === "all" || way === "similar") ? words : null;
    const ranked = split ? answersFirst(split, above) : words ? tiers(words, above) : [base];
    const ids =
      inScope.length < COUNT_CAP
        ? await rankAmong(inScope, ranked, window)
        : await pageOf(ranked, scope, window, inScope);
    const marked = options.marked ?? true;
    const [cards, bodies, passing] = await Promise.all([
      cardsByIds(db(), ids),
      marked ? itemTexts(db(), ids) : [],
      marked && split ? inPassing(split, ids) : new Set<number>(),
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
        items: cards.map((card) => ({
          ...(marked
            ? hit(card, bodyOf.get(card.id) ?? "", shown, prefix)
            : { ...card, titleParts: [], snippetParts: [] }),
          passing: passing.has(card.id),
        })),
        page: options.page,
        pageSize: options.pageSize,
        total: inScope.length,
        pages: pageCount(inScope.length, options.pageSize),
      },
    };
  }

  /**
   * The ids of the shown items that hold the words only in their body, when some results hold
   * them in a title, summary or extra text; none when no result does (then none is an answer
   * more than another). A page past the first may show only mentions: it asks whether any item
   * is an answer.
   */
  async function inPassing(words: Condition, ids: number[]): Promise<Set<number>> {
    const heads = await headWords(db(), ids);
    const answers = new Set(
      heads
        .filter((h) =>
          heldBy(
            words,
            [h.title, h.summary, h.extra].map((f) => f.split(" ")),
          ),
        )
        .map((h) => h.id),
    );
    const answered =
      answers.size > 0 ||
      (window.offset > 0 &&
        (await newestMatches(db(), { words: both([words, inHead(words)]) }, scope, { limit: 1 }))
          .length > 0);
    return new Set(answered ? ids.filter((id) => !answers.has(id)) : []);
  }
}

/**
 * A page the words did not fill, filled up with items holding the query inside longer words
 * (สโตรก finds stroke in its own words, then ฮีทสโตรก): the one page they make.
 */
function fewWithPieces(all: FoundItems, contained: FoundItems): FoundItems {
  const shown = new Set(all.page.items.map((item) => item.id));
  const more = contained.page.items.filter((item) => !shown.has(item.id));
  const items = [...all.page.items, ...more].slice(0, all.page.pageSize);
  const counts = { ...all.counts };
  for (const item of items.slice(all.page.items.length))
    counts[item.type] = (counts[item.type] ?? 0) + 1;
  return { ...all, counts, page: { ...all.page, items, total: items.length, pages: 1 } };
}

/** Items read most among those holding a term of the group, when nothing else is found. */
const TOPIC_ITEMS = 5;
const TOPIC_CANDIDATES = 100;

/** The vocabulary term spelt closest to a query that found nothing, and its most-read items. */
async function closestTopic(
  term: FoundTerm | undefined,
  scope: Scope,
): Promise<SiteSearch["topic"]> {
  if (!term) return undefined;
  const group = anyOf(term.alternatives.map((phrase): Condition => ({ phrase })));
  const found = await matchesUpTo(db(), { words: group }, scope, TOPIC_CANDIDATES);
  if (found.length === 0) return undefined;
  const cards = await cardsByIds(
    db(),
    found.map((m) => m.id),
  );
  return {
    term: joinWords(term.typed),
    items: cards.sort((a, b) => b.viewCount - a.viewCount).slice(0, TOPIC_ITEMS),
  };
}

function hit(
  card: ItemCard,
  body: string,
  query: ParsedQuery,
  prefix: boolean,
): Omit<SearchHit, "passing"> {
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
