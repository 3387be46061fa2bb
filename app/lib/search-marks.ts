/**
 * Where a search's words stand in a text: titles marked and snippets cut around the first match,
 * as parts React renders with `<mark>`, never as markup.
 */

import { foldTones, normalizeText, parts, segments, type ParsedQuery } from "./search-text.ts";

/** A piece of a title or snippet; `hit` pieces matched the query. */
export type TextPart = { text: string; hit: boolean };

const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

/** A character folding drops: a tone mark, a soft hyphen, a zero-width one. */
const dropped = (code: number) =>
  (code >= 0x0e48 && code <= 0x0e4b) ||
  code === 0xad ||
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  code === 0xfeff;

/**
 * A text folded character by character (no tone marks, Arabic digits, lower case, sara am as
 * nikhahit and sara aa), and where in the text each folded character came from.
 */
function folding(text: string): { folded: string; from: number[] } {
  const codes: number[] = [];
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (dropped(code)) continue;
    if (code === 0x0e33) {
      codes.push(0x0e4d, 0x0e32);
      from.push(i, i);
      continue;
    }
    if (code >= 0x0e50 && code <= 0x0e59) codes.push(code - 0x0e50 + 0x30);
    else if (code >= 0x41 && code <= 0x5a) codes.push(code + 0x20);
    else if (code < 0x80 || (code >= 0x0e00 && code <= 0x0e7f)) codes.push(code);
    else {
      const lower = text[i]!.toLowerCase();
      codes.push(lower.length === 1 ? lower.charCodeAt(0) : code);
    }
    from.push(i);
  }
  let folded = "";
  for (let at = 0; at < codes.length; at += 8192)
    folded += String.fromCharCode(...codes.slice(at, at + 8192));
  return { folded, from };
}

const fold = (text: string) => folding(text).folded;

/** Where `needle` starts in `folded`, each time, as places in the text it was folded from. */
function placesOf(folded: string, from: number[], needle: string): number[] {
  const places: number[] = [];
  if (!needle) return places;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1))
    places.push(from[at]!);
  return places;
}

const WORDY = /[\p{L}\p{N}]/u;

/** A word of a text where it stands, one of the parts of a mixed word or all of another. */
type Placed = { word: string; start: number; end: number; first: boolean; last: boolean };

/** A run of the text cut into words: its words' parts, and the words begun as the query's last. */
type Cut = { placed: Placed[]; begun: [number, number][] };

/**
 * A text read for a query: folded; its runs of non-space characters (the dictionary never joins
 * words across a space, so a run cuts into words as the whole text does); and the places where a
 * mark's first word or the word begun (`last`) stands, folded, in order. Only the runs at those
 * places, and those a mark starting there may go on into, are cut into words, each once: cutting
 * is the slow part.
 */
type Reading = {
  text: string;
  folded: string;
  from: number[];
  runs: [number, number][];
  /** Whether each run holds a letter or digit: one without (a dash between PM and 2.5) holds no word. */
  wordy: boolean[];
  places: number[];
  query: ParsedQuery;
  last: string;
  byFirst: Map<string, string[][]>;
  /** How many runs holding a word after a place's own a mark may go on into. */
  more: number;
  cuts: Map<number, Cut>;
};

function read(text: string, query: ParsedQuery, prefix: boolean): Reading {
  const last = prefix ? (query.all.at(-1) ?? "") : "";
  const { folded, from } = folding(text);
  const firstWords = new Set([...query.marks.map((mark) => mark[0]!), last].filter(Boolean));
  const places = [...firstWords]
    .flatMap((word) => placesOf(folded, from, fold(word)))
    .sort((a, b) => a - b);
  const runs = [...text.matchAll(/\S+/g)].map((m): [number, number] => [
    m.index,
    m.index + m[0].length,
  ]);
  const wordy = runs.map((run) => WORDY.test(text.slice(...run)));
  const byFirst = new Map<string, string[][]>();
  for (const mark of query.marks) byFirst.set(mark[0]!, [...(byFirst.get(mark[0]!) ?? []), mark]);
  const more = Math.max(0, ...query.marks.map((mark) => mark.length - 1));
  return { text, folded, from, runs, wordy, places, query, last, byFirst, more, cuts: new Map() };
}

/** The runs holding the places, by index, in order, each once. */
function runsOfPlaces(reading: Reading): number[] {
  const found: number[] = [];
  let run = 0;
  for (const place of reading.places) {
    while (run < reading.runs.length && reading.runs[run]![1] <= place) run++;
    if (run < reading.runs.length && found.at(-1) !== run) found.push(run);
  }
  return found;
}

/** Runs are cut this many characters at a time, or one longer run: each cut has its own cost. */
const CUT_LENGTH = 256;

/** Run `k` cut into words, once, with the runs after it up to CUT_LENGTH characters. */
function cutRun(reading: Reading, k: number): Cut {
  const kept = reading.cuts.get(k);
  if (kept) return kept;
  const { runs, text, last } = reading;
  let end = k;
  while (
    end + 1 < runs.length &&
    !reading.cuts.has(end + 1) &&
    runs[end + 1]![1] - runs[k]![0] <= CUT_LENGTH
  )
    end++;
  for (let j = k; j <= end; j++) reading.cuts.set(j, { placed: [], begun: [] });
  const begin = runs[k]![0];
  let run = k;
  for (const part of segments(text.slice(begin, runs[end]![1]))) {
    if (!part.isWordLike) continue;
    const word = normalizeText(part.segment);
    const [start, stop] = [begin + part.index, begin + part.index + part.segment.length];
    while (runs[run]![1] <= start) run++;
    const cut = reading.cuts.get(run)!;
    if (last && word.startsWith(last)) cut.begun.push([start, stop]);
    const pieces = parts(word);
    pieces.forEach((piece, i) =>
      cut.placed.push({
        word: piece,
        start,
        end: stop,
        first: i === 0,
        last: i === pieces.length - 1,
      }),
    );
  }
  return reading.cuts.get(k)!;
}

/** The marks, and the words begun as the query's last, that start in run `k`. */
function marksFrom(reading: Reading, k: number): [number, number][] {
  const { runs, wordy, more, byFirst } = reading;
  const own = cutRun(reading, k);
  const placed = [...own.placed];
  for (let j = k + 1, words = 0; j < runs.length && words < more; j++) {
    if (!wordy[j]) continue;
    placed.push(...cutRun(reading, j).placed);
    words++;
  }
  const ranges = [...own.begun];
  own.placed.forEach((start, at) => {
    if (!start.first) return;
    for (const mark of byFirst.get(start.word) ?? []) {
      const end = placed[at + mark.length - 1];
      if (end?.last && mark.every((word, i) => placed[at + i]!.word === word))
        ranges.push([start.start, end.end]);
    }
  });
  return ranges;
}

/** Where the query's pieces of three letters or more stand in the folded text. */
function piecesIn(reading: Reading): [number, number][] {
  const { text, folded, from } = reading;
  const ranges: [number, number][] = [];
  for (const piece of reading.query.folded) {
    if (piece.length < 3) continue;
    const needle = fold(piece);
    for (
      let at = folded.indexOf(needle);
      at !== -1;
      at = folded.indexOf(needle, at + needle.length)
    ) {
      let end = from[at + needle.length - 1]! + 1;
      while (end < text.length && COMBINING.test(text[end]!)) end++;
      ranges.push([from[at]!, end]);
    }
  }
  return ranges;
}

/**
 * Where in `text` the query's marks (or, folded, its pieces) occur, as [start, end) ranges. A
 * mark covers whole words: "covid" alone marks nothing in "covid19".
 */
function hitRanges(text: string, query: ParsedQuery, prefix: boolean): [number, number][] {
  const reading = read(text, query, prefix);
  const ranges = [
    ...runsOfPlaces(reading).flatMap((k) => marksFrom(reading, k)),
    ...piecesIn(reading),
  ].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * Where the query's first match in `text` starts, or -1: the runs holding a place are tried in
 * order until one holds a mark. Where a common word stands everywhere, cutting every run it is
 * in to find the first was the slow part.
 */
function firstRange(text: string, query: ParsedQuery, prefix: boolean): number {
  const reading = read(text, query, prefix);
  let first = Math.min(Infinity, ...piecesIn(reading).map(([start]) => start));
  for (const k of runsOfPlaces(reading)) {
    // A match starts in a run holding a place: no later run holds an earlier one.
    if (reading.runs[k]![0] >= first) break;
    for (const [start] of marksFrom(reading, k)) first = Math.min(first, start);
  }
  return first === Infinity ? -1 : first;
}

function toParts(text: string, ranges: [number, number][], start = 0, end = text.length) {
  const parts: TextPart[] = [];
  let at = start;
  for (const [s, e] of ranges) {
    if (e <= at || s >= end) continue;
    const from = Math.max(s, at);
    if (from > at) parts.push({ text: text.slice(at, from), hit: false });
    const to = Math.min(e, end);
    parts.push({ text: text.slice(from, to), hit: true });
    at = to;
  }
  if (at < end) parts.push({ text: text.slice(at, end), hit: false });
  return parts;
}

/** A text cut into parts, the query's matches marked. */
export function highlight(text: string, query: ParsedQuery, prefix = false): TextPart[] {
  return toParts(text, hitRanges(text, query, prefix));
}

const SNIPPET_LENGTH = 200;
/** A first match is looked for no further than about this from where a query word first appears. */
const SNIPPET_SEARCH = 2500;

/**
 * Where the first match in `text` starts, or -1: looked for from where the folded text first
 * holds a query word (a match cannot come earlier: folding only removes characters; a word
 * shorter than three letters is no sign), no further than SNIPPET_SEARCH.
 */
function firstHit(text: string, query: ParsedQuery, prefix: boolean): number {
  const folded = foldTones(text);
  // A mark starts with its first word: where that first stands is as early as the mark can be.
  const found = [...query.marks.map((mark) => foldTones(mark[0]!)), ...query.folded]
    .filter((w) => w.length >= 3)
    .map((w) => folded.indexOf(w))
    .filter((i) => i !== -1);
  if (found.length === 0) return -1;
  const from = text.lastIndexOf(" ", Math.min(...found)) + 1;
  // To the end of the words there, so that the last of them is cut as in the whole text.
  const space = text.indexOf(" ", from + SNIPPET_SEARCH);
  const end = space === -1 || space > from + SNIPPET_SEARCH + 200 ? from + SNIPPET_SEARCH : space;
  const first = firstRange(text.slice(from, end), query, prefix);
  return first === -1 ? -1 : from + first;
}

/** About 200 characters of `text` around the first match, the matches marked; none without a match. */
export function snippet(text: string, query: ParsedQuery, prefix = false): TextPart[] {
  const first = firstHit(text, query, prefix);
  if (first === -1) return [];
  let start = Math.max(0, first - 60);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  const ranges = hitRanges(text.slice(start, end), query, prefix).map(
    ([s, e]) => [s + start, e + start] as [number, number],
  );
  const parts = toParts(text, ranges, start, end);
  if (start > 0) parts.unshift({ text: "…", hit: false });
  if (end < text.length) parts.push({ text: "…", hit: false });
  return parts;
}
