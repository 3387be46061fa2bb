/**
 * A query of the graded relevance set (tests/search/graded-set.ts) with what a Thai reader would
 * accept for it among the demo items (app/db/seed), judged from the items' titles, summaries and
 * bodies, not from what the search returns.
 */
export type QueryKind =
  /** the words as the items write them */
  | "exact"
  /** several words, not run together as in any one title */
  | "multiword"
  /** another word for the same thing (ความดันสูง for ความดันโลหิตสูง, หมา for สุนัข) */
  | "synonym"
  /** the same word written another accepted way: a hyphen, a space, digits, case */
  | "spelling"
  /** an abbreviation or acronym (อสม., NCDs, UCEP) */
  | "abbreviation"
  /** English, as typed on a phone's English keyboard */
  | "english"
  /** a loanword or name written in Thai letters (เอชพีวี, ฮีทสโตรก, ซีพีอาร์) */
  | "transliteration"
  /** a near spelling or a tone-mark slip */
  | "misspelling"
  /** a question as a reader types it */
  | "question"
  /** a number: a hotline, a group, a ratio */
  | "number"
  /** a document or an announcement looked up by its name */
  | "document"
  /** a query whose sensible answer is a page of the site (about, contact, work with us) */
  | "page"
  /** a query with items that must not come back (another disease sharing a word) */
  | "negative";

/** 2: exactly what was asked; 1: relevant, partly. Items not listed are not relevant. */
export type Grade = 1 | 2;

/** Slug of a demo item → its grade. */
export type Judgments = Record<string, Grade>;

export type GradedQuery = {
  query: string;
  kind: QueryKind;
  /** Every demo item a reader would accept, by slug: exhaustive, not just the best ones. */
  relevant: Judgments;
  /** Items that must not be among the first ten results. */
  mustNot?: string[];
  note?: string;
};

/** A maker of queries of one kind: `exact("ไข้เลือดออก", DENGUE)`. */
export const queriesOf =
  (kind: QueryKind) =>
  (
    query: string,
    relevant: Judgments,
    more: { mustNot?: string[]; note?: string } = {},
  ): GradedQuery => ({ query, kind, relevant, ...more });
