import { sql } from "kysely";
import type { Db } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";
import { indexDemoContent, TOP, topSlugs } from "../tests/search/demo-index.ts";
import { GRADED_SET } from "../tests/search/graded-set.ts";
import { RELEVANCE_SET } from "../tests/search/relevance-set.ts";
// Renamed: the React hooks lint rule reads any use* call as a hook.
import { testDatabases, useAsAppDatabase as setAppDatabase } from "../tests/support/databases.ts";
import {
  insertDocuments,
  postgresTarget,
  sqliteTarget,
  type Target,
} from "./support/bench-databases.ts";
import { measure, report } from "./support/graded-relevance.ts";
import { grouped } from "./support/thai-corpus.ts";

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
 *
 * Then the graded set (tests/search/graded-set.ts): precision@5, recall@10 and nDCG@10 from
 * exhaustive graded judgments, the queries with no results, the must-not items found, the same
 * per kind of query, and the worst queries with what came back (scripts/support/graded-relevance.ts).
 *
 *   --corpus 100k   plant the demo items among that many generated documents (bench:search's
 *                   corpus, scripts/support/thai-corpus.ts) in a scratch SQLite file and, with
 *                   TEST_DATABASE_URL, a scratch PostgreSQL database, both removed afterwards;
 *                   the generated documents are words drawn at random, never judged relevant
 *   RELEVANCE_WORST=70   list that many of the worst queries instead of 15
 */

const WORST = Number(process.env.RELEVANCE_WORST ?? 15);

type Score = { precision: number; recall: number };

function score(expected: string[], top: string[]): Score {
  const found = expected.filter((slug) => top.includes(slug)).length;
  return {
    precision: top.length === 0 ? 0 : found / Math.min(TOP, top.length),
    recall: found / expected.length,
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

const corpus = corpusSize(process.argv.slice(2));

/** `--corpus 100k`, `--corpus=10000`: the number of generated documents; 0 without the flag. */
function corpusSize(args: string[]): number {
  const at = args.findIndex((a) => a === "--corpus" || a.startsWith("--corpus="));
  if (at < 0) return 0;
  const value = args[at]!.includes("=") ? args[at]!.split("=")[1]! : (args[at + 1] ?? "");
  const match = /^(\d+)(k?)$/i.exec(value.trim());
  if (!match) throw new Error(`--corpus takes a document count such as 100k, not "${value}"`);
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

type Database = { name: string; open: () => Promise<Db>; close: () => Promise<void> };

/** A scratch database of the search benchmark's, migrated, dropped on close. */
function scratch(name: string, make: () => Target | Promise<Target>): Database {
  let target: Target | undefined;
  return {
    name,
    async open() {
      target = await make();
      await migrate(target.db);
      return target.db;
    },
    close: async () => target?.close(),
  };
}

function databases(): Database[] {
  if (!corpus) return testDatabases();
  const url = process.env.TEST_DATABASE_URL;
  return [
    scratch("sqlite", sqliteTarget),
    ...(url ? [scratch("postgres", () => postgresTarget(url))] : []),
  ];
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: measuring on SQLite only.");
}
if (corpus) console.log(`The demo items planted among ${grouped(corpus)} generated documents.`);
console.log(`${RELEVANCE_SET.length} queries, looking at the first ${TOP} results of each.`);
const graded: string[] = [];
for (const database of databases()) {
  const db = await database.open();
  try {
    setAppDatabase(db);
    if (corpus) {
      const started = performance.now();
      await insertDocuments(db, corpus);
      console.log(
        `\n${database.name}: ${grouped(corpus)} documents generated and inserted in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    const items = await indexDemoContent(db);
    if (corpus && database.name === "postgres") {
      // As bench:search does after its bulk load: what autovacuum does soon after one.
      await sql`vacuum analyze search_documents`.execute(db);
      await sql`analyze items`.execute(db);
    }
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

    const outcomes = await measure(GRADED_SET);
    graded.push(`\n${database.name} (${items} items):`, ...report(outcomes, WORST));
  } finally {
    await database.close();
  }
}
const kinds = new Set(GRADED_SET.map((q) => q.kind)).size;
console.log(
  `\n=== Graded set: ${GRADED_SET.length} queries of ${kinds} kinds (tests/search/graded-set.ts) ===`,
);
console.log(graded.join("\n"));
