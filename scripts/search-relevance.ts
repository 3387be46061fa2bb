import { indexDemoContent, TOP, topSlugs } from "../tests/search/demo-index.ts";
import { RELEVANCE_SET } from "../tests/search/relevance-set.ts";
// Renamed: the React hooks lint rule reads any use* call as a hook.
import { testDatabases, useAsAppDatabase as setAppDatabase } from "../tests/support/databases.ts";

/**
 * How well the site search does on the relevance set (tests/search/relevance-set.ts), on a fresh
 * SQLite database and, when TEST_DATABASE_URL is set, a fresh PostgreSQL schema, each holding
 * the demo content's text. For each query, with `top` its first five results and `expected` the
 * items it must find:
 *
 *   precision@5 = |expected ∩ top| / min(5, |top|)   (0 when the search returns nothing)
 *   recall@5    = |expected ∩ top| / |expected|
 *
 * and the figures printed are the means over all queries. The expected lists name the items that
 * must be found, not every item that mentions the words, so precision is a lower bound: a query
 * with one expected item and five results scores at most 0.2. Recall is the number to watch.
 */

type Score = { precision: number; recall: number };

function score(expected: string[], top: string[]): Score {
  const found = expected.filter((slug) => top.includes(slug)).length;
  return {
    precision: top.length === 0 ? 0 : found / Math.min(TOP, top.length),
    recall: found / expected.length,
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: measuring on SQLite only.");
}
console.log(`${RELEVANCE_SET.length} queries, looking at the first ${TOP} results of each.`);
for (const database of testDatabases()) {
  const db = await database.open();
  try {
    setAppDatabase(db);
    const items = await indexDemoContent(db);
    const scores: Score[] = [];
    const misses: string[] = [];
    for (const { query, expect: expected } of RELEVANCE_SET) {
      const top = await topSlugs(query);
      const s = score(expected, top);
      scores.push(s);
      if (s.recall < 1) {
        const missing = expected.filter((slug) => !top.includes(slug));
        misses.push(
          `  ${JSON.stringify(query)}: missing ${missing.join(", ")}; got ${top.join(", ") || "nothing"}`,
        );
      }
    }
    const precision = mean(scores.map((s) => s.precision));
    const recall = mean(scores.map((s) => s.recall));
    const complete = scores.filter((s) => s.recall === 1).length;
    console.log(
      `\n${database.name} (${items} items): precision@${TOP} ${precision.toFixed(3)}, ` +
        `recall@${TOP} ${recall.toFixed(3)}, ${complete}/${scores.length} queries found everything expected`,
    );
    if (misses.length) console.log(misses.join("\n"));
  } finally {
    await database.close();
  }
}
