import { ABBREVIATIONS } from "./graded/abbreviations.ts";
import { DOCUMENTS } from "./graded/documents.ts";
import { EXACT } from "./graded/exact.ts";
import { MISSPELLINGS } from "./graded/misspellings.ts";
import { NEGATIVES } from "./graded/negatives.ts";
import { QUESTIONS } from "./graded/questions.ts";
import { SYNONYMS } from "./graded/synonyms.ts";
import type { GradedQuery } from "./graded/types.ts";

export type { Grade, GradedQuery, Judgments, QueryKind } from "./graded/types.ts";

/**
 * The graded relevance set: queries of many kinds (tests/search/graded/), each with every demo
 * item a reader would accept, graded 2 (exactly what was asked) or 1 (relevant, partly), and for
 * some the items that must not be among the first ten. The judgments were read from the demo
 * content (app/db/seed), not from what the search returns, so a synonym the search does not know
 * yet shows as a miss. `npm run search:relevance` reports precision@5, recall@10 and nDCG@10 over
 * it; tests/search/relevance-set.ts stays the regression gate.
 */
export const GRADED_SET: GradedQuery[] = [
  ...EXACT,
  ...SYNONYMS,
  ...ABBREVIATIONS,
  ...MISSPELLINGS,
  ...QUESTIONS,
  ...DOCUMENTS,
  ...NEGATIVES,
];
