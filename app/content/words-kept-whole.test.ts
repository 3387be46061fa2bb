import { describe, expect, it } from "vitest";
import { WORDS_KEPT_WHOLE } from "./words-kept-whole.ts";

const segmenter = new Intl.Segmenter("th", { granularity: "word" });

describe("words kept whole", () => {
  it("lists Thai words, each once", () => {
    for (const word of WORDS_KEPT_WHOLE) expect(word).toMatch(/^[\u0E01-\u0E4E]+$/);
    expect(new Set(WORDS_KEPT_WHOLE).size).toBe(WORDS_KEPT_WHOLE.length);
  });

  it("lists only words ICU cuts: a word it keeps whole needs no joiner", () => {
    const whole = WORDS_KEPT_WHOLE.filter((word) => [...segmenter.segment(word)].length < 2);
    expect(whole).toEqual([]);
  });
});
