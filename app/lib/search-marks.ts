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

/**
 * A text read for a query: folded; its runs of non-space characters (the dictionary never joins
 * words across a space, so a run cuts into words as the whole text does); and the places where a
 * mark's first word or the word begun (`last`) stands, folded, in order. Only the runs at those
 * places are cut into words: cutting is the slow part.
 */
type Reading = {
  text: string;
  folded: string;
  from: number[];
  runs: [number, number][];
  places: number[];
  query: ParsedQuery;
  last: string;
  byFirst: Map<string, string[][]>;
  /** How many runs after a place's own a mark may go on into. */
  more: number;
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
  const byFirst = new Map<string, string[][]>();
  for (const mark of query.marks) byFirst.set(mark[0]!, [...(byFirst.get(mark[0]!) ?? []), mark]);
  const more = Math.max(0, ...query.marks.map((mark) => mark.length - 1));
  return { text, folded, from, runs, places, query, last, byFirst, more };
}

/** The runs a mark at each place may cover, by index: its own and `more` after it that hold a word. */
function runsAt(reading: Reading, places: number[]): Set<number> {
  const { text, runs, more } = reading;
  const wanted = new Set<number>();
  let run = 0;
  for (const place of places) {
    while (run < runs.length && runs[run]![1] <= place) run++;
    // Runs without a letter or digit (a dash between PM and 2.5) hold no word of the mark.
    for (let k = run, words = 0; k < runs.length && words <= more; k++) {
      wanted.add(k);
      if (WORDY.test(text.slice(...runs[k]!))) words++;
    }
  }
  return wanted;
}

/** The runs as stretches of the text, those next to each other joined. */
function stretchesOf(reading: Reading, wanted: Set<number>): [number, number][] {
  const spans: [number, number][] = [];
  for (const k of [...wanted].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && wanted.has(k - 1)) last[1] = reading.runs[k]![1];
    else spans.push([...reading.runs[k]!]);
  }
  return spans;
}

/** The marks (and words begun as the query's last) in one stretch of the text, cut into words. */
function marksIn(reading: Reading, [begin, finish]: [number, number]): [number, number][] {
  const { text, last, byFirst } = reading;
  const ranges: [number, number][] = [];
  const placed: Placed[] = [];
  for (const part of segments(text.slice(begin, finish))) {
    if (!part.isWordLike) continue;
    const word = normalizeText(part.segment);
    const [start, end] = [begin + part.index, begin + part.index + part.segment.length];
    if (last && word.startsWith(last)) ranges.push([start, end]);
    const pieces = parts(word);
    pieces.forEach((piece, i) =>
      placed.push({ word: piece, start, end, first: i === 0, last: i === pieces.length - 1 }),
    );
  }
  placed.forEach((start, at) => {
    if (!start.first) return;
    for (const mark of byFirst.get(start.word) ?? []) {
      const end = placed[at + mark.length - 1];
      if (end?.last && mark.every((word, k) => placed[at + k]!.word === word))
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
    ...stretchesOf(reading, runsAt(reading, reading.places)).flatMap((s) => marksIn(reading, s)),
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
 * Where the query's first match in `text` starts, or -1: the places are tried one at a time, in
 * order, until one holds a mark. Where a common word stands everywhere, the stretches of all its
 * places run into one another, and cutting all of them to find the first was the slow part.
 */
function firstRange(text: string, query: ParsedQuery, prefix: boolean): number {
  const reading = read(text, query, prefix);
  let first = Math.min(Infinity, ...piecesIn(reading).map(([start]) => start));
  for (const place of reading.places) {
    // A match starts where a mark's first word does: no later place holds an earlier one.
    if (place >= first) break;
    for (const stretch of stretchesOf(reading, runsAt(reading, [place])))
      for (const [start] of marksIn(reading, stretch)) first = Math.min(first, start);
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
