import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import { indexItems } from "../../domain/search/search-indexing.server.ts";
import type { Db } from "../client.server.ts";
import { matchesUpTo, newestMatches } from "./search-index.server.ts";
import type { Condition, Scope } from "./search-query.server.ts";

// PostgreSQL finds phrases in titles, summaries and extra text through `head_terms`, which holds
// words and pairs of words; SQLite through FTS5 phrases. Both must find the same items.
for (const database of testDatabases()) {
  describe(`phrases in titles and summaries on ${database.name}`, () => {
    let db: Db;
    const id: Record<string, number> = {};
    const scope: Scope = { types: ["general"] };
    beforeAll(async () => {
      db = await database.open();
      const items = {
        whole: { title: "alpha beta gamma", summary: "" },
        apart: { title: "alpha beta delta beta gamma", summary: "" },
        split: { title: "alpha", summary: "beta gamma" },
        summary: { title: "omega", summary: "alpha beta gamma epsilon" },
      };
      for (const [name, fields] of Object.entries(items))
        id[name] = await addItem(db, { type: "general", ...fields });
      await indexItems(db, Object.values(id));
    });
    afterAll(() => database.close());

    const cases: [string, Condition, string[]][] = [
      ["one title word", { phrase: ["gamma"], field: "title" }, ["whole", "apart"]],
      ["two title words", { phrase: ["alpha", "beta"], field: "title" }, ["whole", "apart"]],
      ["three title words", { phrase: ["alpha", "beta", "gamma"], field: "title" }, ["whole"]],
      [
        "a title word begun",
        { phrase: ["alpha", "be"], prefix: true, field: "title" },
        ["whole", "apart"],
      ],
      [
        "words apart in two fields",
        { phrase: ["alpha", "beta"], field: "head" },
        ["whole", "apart", "summary"],
      ],
      ["summary words", { phrase: ["beta", "gamma"], field: "side" }, ["split", "summary"]],
      ["three summary words", { phrase: ["alpha", "beta", "gamma"], field: "side" }, ["summary"]],
      [
        "a title word and a summary word",
        {
          every: [
            { phrase: ["alpha"], field: "title" },
            { phrase: ["gamma"], field: "side" },
          ],
        },
        ["split"],
      ],
      [
        "either of two",
        {
          some: [
            { phrase: ["omega"], field: "title" },
            { phrase: ["delta", "beta"], field: "head" },
          ],
        },
        ["apart", "summary"],
      ],
    ];
    for (const [name, condition, expected] of cases)
      it(`finds ${name} exactly`, async () => {
        const wanted = expected.map((n) => id[n]!).sort((a, b) => a - b);
        const newest = await newestMatches(db, { words: condition }, scope, { limit: 50 });
        expect(newest.map((m) => m.id).sort((a, b) => a - b)).toEqual(wanted);
        const upTo = await matchesUpTo(db, { words: condition }, scope, 50);
        expect(upTo.map((m) => m.id).sort((a, b) => a - b)).toEqual(wanted);
      });
  });
}
