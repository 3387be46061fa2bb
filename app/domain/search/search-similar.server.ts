import { db } from "../../db/client.server.ts";
import { headWords, matchesUpTo } from "../../db/search/search-index.server.ts";
import type { Scope } from "../../db/search/search-query.server.ts";
import { foldTones } from "../../lib/search-text.ts";

/** Items sharing half a misspelt query that are scored for closeness. */
const CANDIDATES = 100;

type Scored = { id: number; score: number; words: string[] };

/**
 * For a misspelt query: items whose folded title or summary holds the first or the second half
 * of it (one slip leaves a half whole), each scored by its run of words closest to the query;
 * `best` is the closest run of all, the words the visitor probably meant. Past CANDIDATES such
 * items, PostgreSQL scores the first its index finds rather than sort thousands by date (at 100,000
 * documents, 77 → 5 ms for the half กระทรวง).
 */
export async function nearest(
  folded: string,
  scope: Scope,
): Promise<{ best?: Scored; scored: Scored[] }> {
  const middle = Math.floor(folded.length / 2);
  const halves = [folded.slice(0, middle), folded.slice(middle)].filter((h) => h.length >= 3);
  if (halves.length === 0) return { scored: [] };
  const candidates = await matchesUpTo(db(), { pieces: halves, some: true }, scope, CANDIDATES);
  const texts = await headWords(
    db(),
    candidates.map((c) => c.id),
  );
  const scored = texts
    .map((c) => ({ id: c.id, ...closest(folded, [c.title, c.summary]) }))
    .sort((a, b) => b.score - a.score);
  return { best: scored[0], scored };
}

/** Two letters (their UTF-16 codes) as one number. */
const piece = (first: number, second: number) => first * 0x10000 + second;

/** The distinct two-letter pieces of a text, as numbers. */
function pairs(text: string): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++)
    found.add(piece(text.charCodeAt(i), text.charCodeAt(i + 1)));
  return found;
}

/** The Dice coefficient: twice the pieces two texts share, over the pieces of both. */
const diceOf = (common: number, a: number, b: number) => (2 * common) / (a + b || 1);

/** How alike two texts are, 0 to 1: the Dice coefficient of their two-letter pieces. */
export function dice(a: string, b: string): number {
  const [inA, inB] = [pairs(a), pairs(b)];
  let common = 0;
  for (const p of inB) if (inA.has(p)) common++;
  return diceOf(common, inA.size, inB.size);
}

/**
 * The run of whole words in one of `texts` (space-separated words) whose letters, tone marks
 * aside, come closest to the query by the Dice coefficient of their two-letter pieces; only runs
 * within a quarter of the query's length of it are tried. A run's pieces are those of the run
 * before it and of the word it adds, with the piece across their join.
 */
function closest(query: string, texts: string[]): { score: number; words: string[] } {
  const wanted = pairs(query);
  const slack = Math.max(1, Math.floor(query.length / 4));
  let best = { score: 0, words: [] as string[] };
  // The run each piece was last seen in: one map for all runs, not a set for each.
  const seenIn = new Map<number, number>();
  let runs = 0;
  for (const text of texts) {
    const words = text.split(" ").filter(Boolean);
    const folded = words.map(foldTones);
    for (let i = 0; i < words.length; i++) {
      const run = ++runs;
      let size = 0;
      let common = 0;
      let length = 0;
      let last = -1;
      const add = (pair: number) => {
        if (seenIn.get(pair) === run) return;
        seenIn.set(pair, run);
        size++;
        if (wanted.has(pair)) common++;
      };
      for (let j = i; j < words.length && length <= query.length + slack; j++) {
        const word = folded[j]!;
        for (let k = 0; k < word.length; k++) {
          const code = word.charCodeAt(k);
          if (last >= 0) add(piece(last, code));
          last = code;
        }
        length += word.length;
        if (length < query.length - slack || length > query.length + slack) continue;
        const score = diceOf(common, wanted.size, size);
        if (score > best.score) best = { score, words: words.slice(i, j + 1) };
      }
    }
  }
  return best;
}
