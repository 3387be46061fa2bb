import type { ItemCard, Page } from "../../db/content/items.server.ts";
import type { ItemType } from "../../db/schema.ts";
import type { TextPart } from "../../lib/search-marks.ts";
import { contentCache } from "../content/content-cache.server.ts";

export type SearchHit = ItemCard & {
  titleParts: TextPart[];
  snippetParts: TextPart[];
  /** It holds the words only in its body, where other results hold them in title or summary. */
  passing: boolean;
};

/**
 * How the results were found: the strictest way that found anything. "either" is one of two
 * words, the last resort before nothing: the search counts as one that found nothing.
 */
export type SearchWay = "all" | "contains" | "similar" | "any" | "either" | "none";

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
  /**
   * When nothing was found: the vocabulary term spelt closest to the query and the most-read
   * items holding any of its group's terms.
   */
  topic?: { term: string; items: ItemCard[] };
  /** The site's own pages the query names (ติดต่อเรา: the contact page), on the first page. */
  links: { label: string; path: string }[];
};

/**
 * Results kept per query as `parseQuery` reads it (the same words give the same results however
 * they were typed: NFC, sara am, spaces, case, digits, stop words), type and page.
 */
export const searchResults = contentCache<FoundItems>({ maxEntries: 500, ttlMs: 60_000 });

/** What a search finds among the items, kept; the links to the site's pages are added to it. */
export type FoundItems = Omit<SiteSearch, "links">;
