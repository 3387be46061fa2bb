/**
 * Text analysis for search, the same for documents and queries: Thai has no spaces between words,
 * so text is normalised and cut into dictionary words, which both databases then index as if
 * they were space-separated words.
 */

import { STARTER_SEARCH_WORDS } from "../content/search-words.ts";

const segmenter = new Intl.Segmenter("th", { granularity: "word" });

const ZERO_WIDTH = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const THAI_DIGIT = /[\u0E50-\u0E59]/g;
// Sara am typed as nikhahit + sara aa, with or without a tone mark between them.
const SPLIT_SARA_AM = /\u0E4D([\u0E48-\u0E4B]?)\u0E32/g;
const TONE_MARKS = /[\u0E48-\u0E4B]/g;

// Text made only of these is already normal: NFC changes neither ASCII nor Thai.
const NORMAL = /^[\0-@[-\u007F\u0E01-\u0E4C\u0E4E\u0E4F\u0E5A\u0E5B]*$/;

/** NFC, one sara am, no zero-width characters, Arabic digits, lower-case Latin. */
export function normalizeText(text: string): string {
  if (NORMAL.test(text)) return text;
  return text
    .normalize("NFC")
    .replace(ZERO_WIDTH, "")
    .replace(SPLIT_SARA_AM, "$1\u0E33")
    .replace(THAI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0e50))
    .toLowerCase();
}

// PM2.5 and COVID19 are indexed as pm 2.5 and covid 19, so they match however they are typed.
const LATIN_AND_DIGITS = /[a-z]+|\d+(?:[.,]\d+)*|[^a-z\d]+/g;

/** A word's parts: itself, or its Latin and digit runs when it mixes both. */
export function parts(word: string): string[] {
  return /[a-z]/.test(word) && /\d/.test(word) ? (word.match(LATIN_AND_DIGITS) ?? [word]) : [word];
}

/** Words kept whole where the dictionary would cut them, as one pattern; null for none. */
export type KeptWords = RegExp | null;

const ESCAPED = /[.*+?^${}()|[\]\\]/g;

/**
 * A pattern finding the words, longest first, only where a syllable neither starts before them
 * (a leading vowel) nor goes on after them (a following vowel or mark, or a silent letter: ไลน์).
 */
export function keptWordsPattern(words: readonly string[]): KeptWords {
  const list = [...new Set(words.map(normalizeText).filter((w) => w.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(ESCAPED, "\\$&"));
  if (list.length === 0) return null;
  return new RegExp(
    `(?<![\u0E40-\u0E44])(?:${list.join("|")})(?![\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]|[\u0E01-\u0E2E][\u0E34-\u0E39]?\u0E4C)`,
    "g",
  );
}

let kept: KeptWords = keptWordsPattern(STARTER_SEARCH_WORDS);

/** The words this process keeps whole from now on, for documents and queries alike. */
export function keepWordsInSearch(words: readonly string[]): void {
  kept = keptWordsPattern(words);
}

/** What the words kept whole are, as a text that changes when they do: the index records it. */
export function keptWordsKey(): string {
  return kept?.source ?? "";
}

type Segment = { segment: string; index: number; isWordLike: boolean };

/** A text cut into words by the dictionary, the kept words whole. */
export function* segments(text: string, keep: KeptWords = kept): Generator<Segment> {
  let at = 0;
  const cut = function* (end: number): Generator<Segment> {
    for (const part of segmenter.segment(text.slice(at, end)))
      yield { segment: part.segment, index: part.index + at, isWordLike: part.isWordLike ?? false };
  };
  if (keep)
    for (const match of text.matchAll(keep)) {
      yield* cut(match.index);
      yield { segment: match[0], index: match.index, isWordLike: true };
      at = match.index + match[0].length;
    }
  yield* cut(text.length);
}

/** The words of a text, normalised, in order; `keep`: the words kept whole (the process's own). */
export function tokenize(text: string, keep: KeptWords = kept): string[] {
  return wordGroups(text, keep).flat();
}

/**
 * Longer words (a pasted key, an image as base64) are cut to this many characters: PostgreSQL
 * takes words of up to 2,047 bytes, and two words make one pair of `head_terms`.
 */
const MAX_WORD = 200;
const shortened = (word: string) =>
  word.length <= MAX_WORD ? word : [...word].slice(0, MAX_WORD).join("");

/** The words of a text as `tokenize` gives them, the parts of one mixed word (covid19) together. */
function wordGroups(text: string, keep: KeptWords = kept): string[][] {
  const groups: string[][] = [];
  for (const part of segments(normalizeText(text), keep)) {
    if (part.isWordLike) groups.push(parts(part.segment).map(shortened));
  }
  return groups;
}

/** A text without tone marks, for matching a word typed with a missing or extra tone mark. */
export function foldTones(text: string): string {
  return normalizeText(text).replace(TONE_MARKS, "");
}

/** Words too common to narrow a search; dropped from queries unless nothing else is left. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "และ",
  "หรือ",
  "ที่",
  "ซึ่ง",
  "ของ",
  "ใน",
  "กับ",
  "จาก",
  "โดย",
  "เพื่อ",
  "แก่",
  "แต่",
  "ก็",
  "จะ",
  "ได้",
  "ให้",
  "ไป",
  "มา",
  "แล้ว",
  "อยู่",
  "คือ",
  "เป็น",
  "มี",
  "ว่า",
  "นี้",
  "นั้น",
  "ๆ",
  // What a question adds around its subject: how, what, where, when, may I, must I.
  "ต้อง",
  "ทำ",
  "อย่างไร",
  "ยัง",
  "ไง",
  "ไหม",
  "มั้ย",
  "เท่า",
  "ไหร่",
  "ไร",
  "อะไร",
  "ไหน",
  "ที่ไหน",
  "ได้ที่",
  "กี่",
  "บ้าง",
  "ดี",
  "ควร",
  "ใคร",
  "ทำไม",
  "เมื่อ",
  "ถึง",
  "อยาก",
  "เปล่า",
  "ไม่",
  "the",
  "of",
  "and",
  "a",
  "an",
  "in",
]);

/**
 * A query as the search understands it. Each quoted phrase and each space-separated chunk is a
 * phrase (a Thai compound such as ไข้เลือดออก is one chunk of three words).
 */
export type ParsedQuery = {
  /** What must match: each quoted phrase as one run, each other word (minus stop words) alone. */
  runs: string[][];
  /** Every chunk as a phrase, for ranking. */
  phrases: string[][];
  /**
   * What results mark, each where its words stand in a row: every word that counts, the parts of
   * a mixed word (covid19) together, and each quoted phrase whole.
   */
  marks: string[][];
  /** The whole query as one run of words. */
  all: string[];
  /** The chunks without spaces and tone marks, for substring and similarity matching. */
  folded: string[];
  /** The quoted phrases. */
  quoted: string[][];
  /** The words outside quotes, in order, stop words included: where vocabulary terms are found. */
  loose: string[];
};

const MAX_QUERY_WORDS = 32;
const QUOTED = /["“”]([^"“”]*)["“”]?/g;

export function parseQuery(text: string): ParsedQuery {
  const normalized = normalizeText(text).slice(0, 1000);
  const found: string[][] = [];
  const rest = normalized.replace(QUOTED, (_, inner: string) => {
    found.push(tokenize(inner));
    return " ";
  });
  // One limit on words for every part, so the whole phrase holds every run and every chunk.
  let left = MAX_QUERY_WORDS;
  const take = (words: string[]) => {
    const taken = words.slice(0, left);
    left -= taken.length;
    return taken;
  };
  const quoted = found.map(take).filter((p) => p.length > 0);
  const groups = rest.split(/\s+/).map((chunk) =>
    wordGroups(chunk)
      .map(take)
      .filter((g) => g.length > 0),
  );
  const chunks = groups.map((g) => g.flat()).filter((p) => p.length > 0);
  const phrases = [...quoted, ...chunks];
  const loose = [...new Set(chunks.flat())];
  const meaningful = loose.filter((w) => !STOP_WORDS.has(w));
  const required = meaningful.length || quoted.length ? meaningful : loose;
  const single = required.map((w) => [w]);
  const runs = [...quoted, ...single];
  // A word alone is marked when it must match; the parts of a mixed word always.
  const wordMarks = groups.flat().filter((g) => g.length > 1 || required.includes(g[0]!));
  return {
    runs,
    phrases,
    marks: distinct([...quoted, ...wordMarks]),
    all: phrases.flat(),
    folded: phrases.map((p) => foldTones(p.join(""))).filter((f) => f.length > 0),
    quoted,
    loose: chunks.flat(),
  };
}

/** Phrases of words, each once. */
export function distinct(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.join(" ");
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Words already cut and normalised (from the index), searched for as one phrase. */
export function phraseQuery(words: string[]): ParsedQuery {
  const phrase = words.slice(0, MAX_QUERY_WORDS);
  return {
    runs: [phrase],
    phrases: [phrase],
    marks: [phrase],
    all: phrase,
    folded: [foldTones(phrase.join(""))],
    quoted: [phrase],
    loose: [],
  };
}

const THAI = /[\u0E00-\u0E7F]/;

/** Words as a reader writes them: no space between two Thai words, one between others. */
export function joinWords(words: string[]): string {
  return words.reduce((text, word) => {
    if (!text) return word;
    return THAI.test(text.at(-1)!) && THAI.test(word[0]!) ? text + word : `${text} ${word}`;
  }, "");
}
