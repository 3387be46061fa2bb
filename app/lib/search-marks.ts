/**
 * Where a search's words stand in a text: titles marked and snippets cut around the first match,
 * as parts React renders with `<mark>`, never as markup.
 */

import { foldTones, normalizeText, parts, segments, type ParsedQuery } from "./search-text.ts";

/** A piece of a title or snippet; `hit` pieces matched the query. */
export type TextPart = { text: string; hit: boolean };

const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

const DROPPED = /[\u0E48-\u0E4B\u00AD\u200B-\u200D\u2060\uFEFF]/;

/** One character as `foldTones` leaves it (sara am aside, which needs its neighbours). */
function foldChar(char: string): string {
  if (DROPPED.test(char)) return "";
  const code = char.charCodeAt(0);
  if (code >= 0x0e50 && code <= 0x0e59) return String(code - 0x0e50);
  return char.toLowerCase();
}

/** A word of a text where it stands, one of the parts of a mixed word or all of another. */
type Placed = { word: string; start: number; end: number; first: boolean; last: boolean };

/**
 * Where in `text` the query's marks (or, folded, its pieces) occur, as [start, end) ranges. A
 * mark covers whole words: "covid" alone marks nothing in "covid19".
 */
function hitRanges(text: string, query: ParsedQuery, prefix: boolean): [number, number][] {
  const ranges: [number, number][] = [];
  const last = query.all.at(-1) ?? "";
  const placed: Placed[] = [];
  for (const part of segments(text)) {
    if (!part.isWordLike) continue;
    const word = normalizeText(part.segment);
    const [start, end] = [part.index, part.index + part.segment.length];
    if (prefix && last && word.startsWith(last)) ranges.push([start, end]);
    const pieces = parts(word);
    pieces.forEach((piece, i) =>
      placed.push({ word: piece, start, end, first: i === 0, last: i === pieces.length - 1 }),
    );
  }
  const byFirst = new Map<string, string[][]>();
  for (const mark of query.marks) byFirst.set(mark[0]!, [...(byFirst.get(mark[0]!) ?? []), mark]);
  placed.forEach((start, at) => {
    if (!start.first) return;
    for (const mark of byFirst.get(start.word) ?? []) {
      const end = placed[at + mark.length - 1];
      if (end?.last && mark.every((word, k) => placed[at + k]!.word === word))
        ranges.push([start.start, end.end]);
    }
  });
  // The same text folded, with where each folded character came from.
  let folded = "";
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = foldChar(text[i]!);
    if (!char) continue;
    folded += char;
    from.push(i);
  }
  for (const piece of query.folded) {
    if (piece.length < 3) continue;
    for (let at = folded.indexOf(piece); at !== -1; at = folded.indexOf(piece, at + piece.length)) {
      let end = from[at + piece.length - 1]! + 1;
      while (end < text.length && COMBINING.test(text[end]!)) end++;
      ranges.push([from[at]!, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
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
/** Text is searched for a first match this much at a time, and no further than SNIPPET_SEARCH. */
const SNIPPET_STEP = 500;
const SNIPPET_SEARCH = 2000;

/**
 * Where the first match in `text` starts, or -1. Cutting text into words is the slow part, so
 * it starts where the folded text first holds a query word (a match cannot come earlier: folding
 * only removes characters; a word shorter than three letters is no sign) and goes a piece at a
 * time, no further than SNIPPET_SEARCH.
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
  for (let at = from; at < Math.min(text.length, from + SNIPPET_SEARCH);) {
    let end = Math.min(text.length, at + SNIPPET_STEP);
    const space = text.indexOf(" ", end);
    end = space === -1 || space - end > 100 ? end : space;
    const ranges = hitRanges(text.slice(at, end), query, prefix);
    if (ranges.length) return at + ranges[0]![0];
    at = end;
  }
  return -1;
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
