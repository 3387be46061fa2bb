import { describe, expect, it } from "vitest";
import { planItems } from "../../app/db/seed/plan.ts";
import { GRADED_SET } from "../../tests/search/graded-set.ts";

const slugs = new Set(planItems(new Date()).map((entry) => entry.row.slug));

describe("the graded relevance set", () => {
  it("has at least 200 queries, each once", () => {
    expect(GRADED_SET.length).toBeGreaterThanOrEqual(200);
    const texts = GRADED_SET.map((q) => q.query.trim().toLowerCase());
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it("judges only items of the demo content", () => {
    const unknown = GRADED_SET.flatMap((q) =>
      [...Object.keys(q.relevant), ...(q.mustNot ?? [])]
        .filter((slug) => !slugs.has(slug))
        .map((slug) => `${q.query}: ${slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it("has an item judged relevant for every query, graded 1 or 2", () => {
    expect(GRADED_SET.filter((q) => Object.keys(q.relevant).length === 0)).toEqual([]);
    const grades = new Set(GRADED_SET.flatMap((q) => Object.values(q.relevant)));
    expect([...grades].sort()).toEqual([1, 2]);
  });

  it("never names an item both relevant and must-not", () => {
    const both = GRADED_SET.flatMap((q) =>
      (q.mustNot ?? []).filter((slug) => slug in q.relevant).map((slug) => `${q.query}: ${slug}`),
    );
    expect(both).toEqual([]);
  });

  it("covers the kinds of query the issue names, negative ones with must-not items", () => {
    const kinds = new Set(GRADED_SET.map((q) => q.kind));
    for (const kind of [
      "exact",
      "synonym",
      "abbreviation",
      "english",
      "transliteration",
      "misspelling",
      "question",
      "document",
      "page",
      "negative",
    ] as const)
      expect(kinds, kind).toContain(kind);
    const negatives = GRADED_SET.filter((q) => q.kind === "negative");
    expect(negatives.filter((q) => !q.mustNot?.length)).toEqual([]);
  });
});
