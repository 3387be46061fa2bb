import { describe, expect, it } from "vitest";
import type { GradedQuery } from "../../tests/search/graded-set.ts";
import { score, summarize, type Shown } from "./graded-relevance.ts";

/** Results shown as one list, with no mentions in passing set apart. */
const list = (top: string[]): Shown => ({ top, answers: top.length });

describe("graded scores", () => {
  const query: GradedQuery = {
    query: "q",
    kind: "exact",
    relevant: { a: 2, b: 1, c: 1 },
    mustNot: ["x"],
  };

  it("gives a perfect ranking 1 everywhere", () => {
    const o = score(query, list(["a", "b", "c"]));
    expect([o.precision, o.recall, o.ndcg, o.violations]).toEqual([1, 1, 1, []]);
  });

  it("discounts lower places by log2 and gains by 2^grade − 1", () => {
    const ideal = 3 + 1 / Math.log2(3) + 1 / Math.log2(4);
    const o = score(query, list(["n", "b", "a", "x"]));
    expect(o.ndcg).toBeCloseTo((1 / Math.log2(3) + 3 / Math.log2(4)) / ideal, 10);
    expect(o.precision).toBe(2 / 4);
    expect(o.recall).toBeCloseTo(2 / 3, 10);
    expect(o.violations).toEqual(["x"]);
  });

  it("caps recall at ten relevant items and counts empty results", () => {
    const many: GradedQuery = {
      ...query,
      relevant: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`r${i}`, 1 as const])),
    };
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}`);
    expect(score(many, list(ten)).recall).toBe(1);
    const s = summarize([score(query, list([])), score(query, list(["a"]))]);
    expect([s.zero, s.missed, s.precision]).toEqual([1, 1, 0.5]);
  });

  it("takes precision over the answers, and the whole list apart", () => {
    // Two answers, then two mentions in passing, one of them judged relevant.
    const o = score(query, { top: ["a", "n", "b", "m"], answers: 2 });
    expect([o.precision, o.listPrecision]).toEqual([1 / 2, 2 / 4]);
    const p = score(query, { top: ["a", "b", "n", "c"], answers: 2 });
    expect([p.precision, p.listPrecision, p.recall]).toEqual([1, 3 / 4, 1]);
  });
});
