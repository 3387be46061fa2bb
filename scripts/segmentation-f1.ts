import { STARTER_SEARCH_WORDS } from "../app/content/search-words.ts";
import { keptWordsPattern } from "../app/lib/search-text.ts";
import { SEGMENTATION_SET } from "../tests/search/segmentation-set.ts";
import { measureSegmentation, scores, type SentenceResult } from "./support/segmentation.ts";

/**
 * How well the site cuts Thai into words, against the hand-segmented sentences of
 * tests/search/segmentation-set.ts: word-level precision, recall and F1 (a word counts when its
 * start and end both match a gold word's, scripts/support/segmentation.ts) for ICU alone and
 * for ICU with the starter list of words kept whole (app/content/search-words.ts), over all
 * sentences and over those holding a listed word, then the ten sentences where the two differ
 * most.
 */

const results = measureSegmentation(SEGMENTATION_SET, keptWordsPattern(STARTER_SEARCH_WORDS));

const f = (n: number) => n.toFixed(3);
const f1Of = (side: SentenceResult["before"]) => scores([side.counts]).f1;

function row(label: string, subset: SentenceResult[]) {
  const words = subset.reduce((n, r) => n + r.before.counts.gold, 0);
  console.log(`\n${label}: ${subset.length} sentences, ${words} gold words`);
  console.log("                        precision  recall      F1");
  for (const [name, side] of [
    ["ICU alone", "before"],
    ["ICU + starter word list", "after"],
  ] as const) {
    const s = scores(subset.map((r) => r[side].counts));
    console.log(
      `${name.padEnd(24)}${f(s.precision).padStart(9)}${f(s.recall).padStart(8)}${f(s.f1).padStart(8)}`,
    );
  }
}

console.log(
  `Word segmentation against ${SEGMENTATION_SET.length} hand-segmented sentences (${STARTER_SEARCH_WORDS.length} words in the starter list)`,
);
row("All sentences", results);
row(
  "Sentences holding a listed word",
  results.filter((r) => r.listed),
);

const differing = results
  .map((r) => ({ r, change: f1Of(r.after) - f1Of(r.before) }))
  .filter(({ change }) => change !== 0)
  .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))
  .slice(0, 10);
console.log(`\nWhere the two differ most (${differing.length} shown; F1 per sentence):`);
for (const { r, change } of differing) {
  console.log(
    `\n${r.sentence.text}\n  F1 ${f(f1Of(r.before))} → ${f(f1Of(r.after))} (${change > 0 ? "+" : ""}${f(change)})`,
  );
  console.log(`  gold:  ${r.sentence.words.join(" | ")}`);
  console.log(`  ICU:   ${r.before.words.join(" | ")}`);
  console.log(`  +list: ${r.after.words.join(" | ")}`);
}
