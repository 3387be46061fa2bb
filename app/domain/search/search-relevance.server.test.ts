import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexDemoContent, TOP, topSlugs } from "../../../tests/search/demo-index.ts";
import { RELEVANCE_SET } from "../../../tests/search/relevance-set.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";

// The relevance set over the demo content: every expected item must be in the first five results.
// `npm run search:relevance` prints precision and recall over the same set.
for (const database of testDatabases()) {
  describe(`search relevance on ${database.name}`, () => {
    beforeAll(async () => {
      const db = await database.open();
      useAsAppDatabase(db);
      expect(await indexDemoContent(db)).toBeGreaterThan(70);
    });
    afterAll(() => database.close());

    it.each(RELEVANCE_SET)("$query ($note)", async ({ query, expect: wanted }) => {
      const top = await topSlugs(query);
      const missing = wanted.filter((slug) => !top.includes(slug));
      expect(
        missing,
        `"${query}": expected in the top ${TOP}: ${wanted.join(", ")}; got: ${top.join(", ") || "nothing"}`,
      ).toEqual([]);
    });
  });
}
