import { describe, expect, it } from "vitest";
import { STARTER_SEARCH_WORDS } from "../../app/content/search-words.ts";
import { keptWordsPattern } from "../../app/lib/search-text.ts";
import { SEGMENTATION_SET } from "../../tests/search/segmentation-set.ts";
import { goldSpans, measureSegmentation, scores, segmentSpans } from "./segmentation.ts";

describe("the hand-segmented sentences", () => {
  it("has at least 60 sentences, each once", () => {
    expect(SEGMENTATION_SET.length).toBeGreaterThanOrEqual(60);
    const texts = SEGMENTATION_SET.map((s) => s.text);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it("has gold words that join back to each sentence without its spaces", () => {
    const broken = SEGMENTATION_SET.filter(
      (s) => s.words.join("") !== s.text.replace(/\s+/g, ""),
    ).map((s) => s.text);
    expect(broken).toEqual([]);
    const blank = SEGMENTATION_SET.filter((s) => s.words.some((w) => w.trim() !== w || !w));
    expect(blank.map((s) => s.text)).toEqual([]);
  });
});

describe("segmentation scoring", () => {
  it("counts a word only where both its ends match, over the text without spaces", () => {
    const sentence = { style: "faq" as const, text: "ฝุ่น PM2.5 สูง", words: ["ฝุ่น", "PM2.5", "สูง"] };
    expect(goldSpans(sentence)).toEqual(["0:4", "4:6", "6:9", "9:12"]);
    expect(segmentSpans(sentence.text, null).spans).toEqual(["0:4", "4:6", "6:9", "9:12"]);
  });

  it("scores micro-averaged precision, recall and F1", () => {
    const s = scores([
      { found: 4, gold: 5, correct: 3 },
      { found: 6, gold: 5, correct: 5 },
    ]);
    expect(s.precision).toBeCloseTo(0.8);
    expect(s.recall).toBeCloseTo(0.8);
    expect(s.f1).toBeCloseTo(0.8);
  });
});

describe("the words kept whole", () => {
  const results = measureSegmentation(SEGMENTATION_SET, keptWordsPattern(STARTER_SEARCH_WORDS));
  const f1 = (side: "before" | "after", subset = results) =>
    scores(subset.map((r) => r[side].counts)).f1;

  it("do not lower word-level F1 below ICU's alone", () => {
    expect(f1("after")).toBeGreaterThanOrEqual(f1("before"));
  });

  it("do not lower it on the sentences holding a listed word either", () => {
    const listed = results.filter((r) => r.listed);
    expect(listed.length).toBeGreaterThan(0);
    expect(f1("after", listed)).toBeGreaterThanOrEqual(f1("before", listed));
  });
});
