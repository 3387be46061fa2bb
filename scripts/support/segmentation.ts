import { normalizeText, tokenize, type KeptWords } from "../../app/lib/search-text.ts";
import type { SegmentedSentence } from "../../tests/search/segmentation-set.ts";

/**
 * Word-level precision, recall and F1 of a segmentation against hand-cut words: a word counts
 * when both its start and its end fall where a gold word's do, offsets taken over the sentence
 * normalised as the site normalises it (normalizeText) and without its spaces. Gold words are
 * normalised the same way: a word mixing Latin letters and digits is cut into its runs (PM2.5
 * into pm and 2.5, as tokenize does) and tokens without a letter or digit (punctuation) are not
 * scored, since tokenize drops them.
 */

/** Where words are, as "start:end" over the normalised text without spaces. */
type Spans = string[];

export type Counts = { found: number; gold: number; correct: number };

export type Scores = Counts & { precision: number; recall: number; f1: number };

const SCORED = /[\p{L}\p{N}]/u;
// The same runs as tokenize's, for words mixing Latin letters and digits.
const LATIN_AND_DIGITS = /[a-z]+|\d+(?:[.,]\d+)*|[^a-z\d]+/g;

/** The sentence as the offsets count it: normalised, without spaces. */
export function compact(text: string): string {
  return normalizeText(text).replace(/\s+/g, "");
}

/** The gold words' spans. */
export function goldSpans(sentence: SegmentedSentence): Spans {
  const spans: Spans = [];
  let at = 0;
  for (const word of sentence.words) {
    const normal = normalizeText(word);
    const mixed = /[a-z]/.test(normal) && /\d/.test(normal);
    for (const run of mixed
      ? normal.matchAll(LATIN_AND_DIGITS)
      : [Object.assign([normal], { index: 0 })]) {
      if (SCORED.test(run[0])) spans.push(`${at + run.index}:${at + run.index + run[0].length}`);
    }
    at += normal.length;
  }
  return spans;
}

/** The site's words for the sentence, and their spans, found in order in the compact text. */
export function segmentSpans(text: string, keep: KeptWords): { words: string[]; spans: Spans } {
  const whole = compact(text);
  const words = tokenize(text, keep);
  const spans: Spans = [];
  let at = 0;
  for (const word of words) {
    const start = whole.indexOf(word, at);
    if (start === -1) throw new Error(`"${word}" not found in order in "${whole}"`);
    at = start + word.length;
    spans.push(`${start}:${at}`);
  }
  return { words, spans };
}

export function count(found: Spans, gold: Spans): Counts {
  const wanted = new Set(gold);
  return {
    found: found.length,
    gold: gold.length,
    correct: found.filter((span) => wanted.has(span)).length,
  };
}

export function scores(counts: Counts[]): Scores {
  const total = counts.reduce(
    (sum, c) => ({
      found: sum.found + c.found,
      gold: sum.gold + c.gold,
      correct: sum.correct + c.correct,
    }),
    { found: 0, gold: 0, correct: 0 },
  );
  const precision = total.found ? total.correct / total.found : 0;
  const recall = total.gold ? total.correct / total.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { ...total, precision, recall, f1 };
}

export type SentenceResult = {
  sentence: SegmentedSentence;
  /** The kept-words pattern finds a word of the list in it. */
  listed: boolean;
  before: { words: string[]; counts: Counts };
  after: { words: string[]; counts: Counts };
};

/** Each sentence cut by ICU alone (before) and with the words kept whole (after). */
export function measureSegmentation(
  set: readonly SegmentedSentence[],
  keep: KeptWords,
): SentenceResult[] {
  return set.map((sentence) => {
    const gold = goldSpans(sentence);
    const cut = (pattern: KeptWords) => {
      const { words, spans } = segmentSpans(sentence.text, pattern);
      return { words, counts: count(spans, gold) };
    };
    return {
      sentence,
      listed: keep !== null && [...compact(sentence.text).matchAll(keep)].length > 0,
      before: cut(null),
      after: cut(keep),
    };
  });
}
