import os from "node:os";
import { sql } from "kysely";
import { migrate } from "../app/db/migrate.server.ts";
import { plainText, reindexAll } from "../app/domain/search/search-indexing.server.ts";
import { searchResults } from "../app/domain/search/search-results.server.ts";
import { searchSite } from "../app/domain/search/search.server.ts";
import { tokenize } from "../app/lib/search-text.ts";
// Renamed: the React hooks lint rule reads any use* call as a hook.
import { useAsAppDatabase as setAppDatabase } from "../tests/support/databases.ts";
import {
  indexSize,
  insertDocuments,
  postgresTarget,
  sqliteTarget,
  type Target,
} from "./support/bench-databases.ts";
import {
  CLASSES,
  likeSearch,
  QUERIES,
  type BenchQuery,
  type QueryClass,
} from "./support/bench-queries.ts";
import { grouped, makeDocument, random, SEED } from "./support/thai-corpus.ts";

/**
 * The site search at scale: 10,000 and 100,000 generated Thai public-health documents, on SQLite
 * (a file in a temporary directory) and on PostgreSQL (a scratch database beside the one named
 * by BENCH_DATABASE_URL or TEST_DATABASE_URL, when either is set). For each database and size:
 * how fast `reindexAll` indexes, how big the index is, and the latency of `searchSite` (first
 * page of 10, cards and snippets included, the results it keeps dropped before each run) over a
 * fixed mix of queries, against what WordPress does: `LIKE '%term%'` over title, summary and
 * body for every space-separated term, the total counted and the newest 10 fetched.
 *
 * The query mix runs once through searchSite to warm up (LIKE: one query; every LIKE run is the
 * same full scan), then in timed rounds, each in its own shuffled order: as many as fit in a time
 * budget judging by the warm-up, within limits.
 *
 *   BENCH_SIZES=10000,100000   document counts (each gets a fresh database)
 *   BENCH_ROUNDS=12            at most this many timed rounds through searchSite (at least 3) …
 *   BENCH_SECONDS=45           … as fit in this many seconds
 *   BENCH_LIKE_ROUNDS=5        at most this many timed rounds of LIKE (at least 1) …
 *   BENCH_LIKE_SECONDS=30      … as fit in this many seconds
 *   BENCH_SEED=20240607        the generator's seed: the same seed gives the same documents
 */

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const BUDGET = Number(process.env.BENCH_SECONDS ?? 45) * 1000;
const LIKE_ROUNDS = Number(process.env.BENCH_LIKE_ROUNDS ?? 5);
const LIKE_BUDGET = Number(process.env.BENCH_LIKE_SECONDS ?? 30) * 1000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

// ---------------------------------------------------------------------------------------------
// Measuring

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) =>
  Number.isNaN(n) ? "-" : n < 10 ? n.toFixed(2) : n < 1000 ? n.toFixed(1) : n.toFixed(0);
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
const times = (a: number, b: number) => `${(a / b).toFixed(a / b < 10 ? 1 : 0)}×`;
const maxRss = () => process.resourceUsage().maxRSS * 1024;
const thousands = (n: number) => grouped(n);

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

type Samples = Map<BenchQuery, number[]>;

/**
 * A warm-up (the whole mix, or only its first query when every run costs the same full scan),
 * then as many timed rounds as fit in `budget` ms judging by the warm-up, between `min` and
 * `max`; each round in its own order. Keeps each query's last result.
 */
async function measure<T>(
  run: (q: BenchQuery) => Promise<T>,
  options: { min: number; max: number; budget: number; seed: number; warmUp: "mix" | "one" },
): Promise<{ results: Map<BenchQuery, T>; samples: Samples; warmUp: number }> {
  const results = new Map<BenchQuery, T>();
  const warming = options.warmUp === "mix" ? QUERIES : QUERIES.slice(0, 1);
  const [warmUp] = await time(async () => {
    for (const q of warming) results.set(q, await run(q));
  });
  const perRound = (warmUp / warming.length) * QUERIES.length;
  const count = Math.max(options.min, Math.min(options.max, Math.floor(options.budget / perRound)));
  const samples: Samples = new Map(QUERIES.map((q) => [q, []]));
  const rng = random(options.seed);
  for (let r = 0; r < count; r++) {
    const order = QUERIES.map((q) => [rng(), q] as const).sort((x, y) => x[0] - y[0]);
    for (const [, q] of order) {
      const [elapsed, result] = await time(() => run(q));
      samples.get(q)!.push(elapsed);
      results.set(q, result);
    }
  }
  return { results, samples, warmUp };
}

type Row = {
  database: string;
  docs: number;
  insertRate: number;
  indexRate: number;
  indexBytes: number;
  engine: number[];
  like: number[];
  classes: Map<QueryClass, { engine: number[]; like: number[] }>;
  rss: number;
};

async function bench(target: Target, size: number): Promise<Row> {
  const { db } = target;
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(`\n=== ${target.name}, ${thousands(size)} documents (load average ${load()}) ===`);
  await migrate(db);
  const [insertMs] = await time(() => insertDocuments(db, size));
  const insertRate = size / (insertMs / 1000);
  console.log(
    `generated and inserted in ${(insertMs / 1000).toFixed(1)} s (${insertRate.toFixed(0)} documents/s)`,
  );

  const [indexMs, indexed] = await time(() => reindexAll(db));
  const indexRate = indexed / (indexMs / 1000);
  console.log(
    `reindexAll: ${thousands(indexed)} documents in ${(indexMs / 1000).toFixed(1)} s = ${indexRate.toFixed(0)} documents/s (peak RSS so far ${mb(maxRss())})`,
  );
  if (target.name === "postgres") {
    // What autovacuum does soon after a bulk load: flush the GIN pending lists, gather statistics.
    const [vacuumMs] = await time(async () => {
      await sql`vacuum analyze search_documents`.execute(db);
      await sql`analyze items`.execute(db);
    });
    console.log(`vacuum analyze: ${(vacuumMs / 1000).toFixed(1)} s`);
  }
  const storage = await indexSize(target);
  console.log(`index size: ${mb(storage.total)} (${storage.note})`);
  for (const [name, bytes] of storage.parts)
    console.log(`  ${name.padEnd(34)} ${mb(bytes).padStart(10)}`);

  setAppDatabase(db);
  // Each run does the search's work: the results the site keeps for a minute are dropped first.
  const engine = await measure(
    (q) => {
      searchResults.clear();
      return searchSite({ text: q.text, page: 1, pageSize: 10, live: q.live ?? false });
    },
    { min: 3, max: ROUNDS, budget: BUDGET, seed: SEED + 1, warmUp: "mix" },
  );
  const like = await measure((q) => likeSearch(db, q.text), {
    min: 1,
    max: LIKE_ROUNDS,
    budget: LIKE_BUDGET,
    seed: SEED + 2,
    warmUp: "one",
  });
  const runs = (s: Samples) => [...s.values()].flat();
  console.log(`(load average ${load()} after the queries)`);
  console.log(
    `\nsearchSite: ${runs(engine.samples).length} timed runs after a ${(engine.warmUp / 1000).toFixed(1)} s warm-up round; ` +
      `LIKE: ${runs(like.samples).length} timed runs after one warm-up query (${(like.warmUp / 1000).toFixed(1)} s)`,
  );
  console.log(
    "class     query                          way        hits  p50 ms  p95 ms | LIKE hits  p50 ms  p95 ms  speed-up",
  );
  for (const q of QUERIES) {
    const e = engine.samples.get(q)!;
    const l = like.samples.get(q)!;
    const r = engine.results.get(q)!;
    const shown = q.live ? `${q.text}… (live)` : q.text;
    console.log(
      `${q.kind.padEnd(9)} ${shown.padEnd(30)} ${r.way.padEnd(8)} ${String(r.page.total).padStart(6)} ${ms(percentile(e, 50)).padStart(7)} ${ms(percentile(e, 95)).padStart(7)} | ${String(like.results.get(q)).padStart(9)} ${ms(percentile(l, 50)).padStart(7)} ${ms(percentile(l, 95)).padStart(7)} ${times(percentile(l, 50), percentile(e, 50)).padStart(9)}`,
    );
  }

  const classes = new Map<QueryClass, { engine: number[]; like: number[] }>();
  for (const kind of CLASSES) {
    const qs = QUERIES.filter((q) => q.kind === kind);
    classes.set(kind, {
      engine: qs.flatMap((q) => engine.samples.get(q)!),
      like: qs.flatMap((q) => like.samples.get(q)!),
    });
  }
  const allEngine = runs(engine.samples);
  const allLike = runs(like.samples);
  console.log("\nclass      engine p50   p95 |  LIKE p50     p95 | speed-up p50");
  for (const [kind, s] of [...classes, ["all", { engine: allEngine, like: allLike }] as const]) {
    const e50 = percentile(s.engine, 50);
    const l50 = percentile(s.like, 50);
    console.log(
      `${kind.padEnd(10)} ${ms(e50).padStart(10)} ${ms(percentile(s.engine, 95)).padStart(5)} | ${ms(l50).padStart(9)} ${ms(percentile(s.like, 95)).padStart(7)} | ${times(l50, e50).padStart(12)}`,
    );
  }
  return {
    database: target.name,
    docs: size,
    insertRate,
    indexRate,
    indexBytes: storage.total,
    engine: allEngine,
    like: allLike,
    classes,
    rss: maxRss(),
  };
}

/** Word counts as the index sees them, over the first documents of the corpus. */
function corpusFacts(count: number): string {
  const stats = (values: number[]) =>
    `${Math.min(...values)}–${Math.max(...values)} (mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(0)})`;
  const title: number[] = [];
  const summary: number[] = [];
  const body: number[] = [];
  const chars: number[] = [];
  const distinct = new Set<string>();
  for (let n = 0; n < count; n++) {
    const d = makeDocument(n);
    const text = plainText(d.body);
    const bodyWords = tokenize(text);
    title.push(tokenize(d.title).length);
    summary.push(tokenize(d.summary).length);
    body.push(bodyWords.length);
    chars.push(text.length);
    for (const w of bodyWords) distinct.add(w);
  }
  return (
    `words per title ${stats(title)}, summary ${stats(summary)}, body ${stats(body)}; ` +
    `body text ${stats(chars)} characters; ${distinct.size} distinct words in ${count} bodies`
  );
}

// ---------------------------------------------------------------------------------------------

const started = performance.now();
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; sizes ${SIZES.map(thousands).join(", ")}; seed ${SEED}; ${QUERIES.length} queries`,
);
const sample = makeDocument(0);
console.log(`sample ${sample.type}: «${sample.title}»`);
console.log(`  summary «${sample.summary}»`);
console.log(`  body «${sample.body.slice(0, 200)}…»`);
console.log(corpusFacts(500));
if (!PG_URL) console.log("BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL skipped.");

const results: Row[] = [];
for (const kind of PG_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)) {
  for (const size of SIZES) {
    const target = kind === "sqlite" ? sqliteTarget() : await postgresTarget(PG_URL!);
    try {
      results.push(await bench(target, size));
    } finally {
      await target.close();
    }
  }
}

console.log("\n=== Summary: searchSite (first page of 10, cards and snippets) vs LIKE, ms ===");
console.log(
  "database   documents  insert/s  index/s  index size  runs  p50    p95 | LIKE runs   p50     p95 | speed-up p50   p95  peak RSS",
);
for (const r of results) {
  const [e50, e95, l50, l95] = [
    percentile(r.engine, 50),
    percentile(r.engine, 95),
    percentile(r.like, 50),
    percentile(r.like, 95),
  ];
  console.log(
    `${r.database.padEnd(9)} ${thousands(r.docs).padStart(10)} ${r.insertRate.toFixed(0).padStart(9)} ${r.indexRate.toFixed(0).padStart(8)} ${mb(r.indexBytes).padStart(11)} ${String(r.engine.length).padStart(5)} ${ms(e50).padStart(5)} ${ms(e95).padStart(6)} | ${String(r.like.length).padStart(9)} ${ms(l50).padStart(5)} ${ms(l95).padStart(7)} | ${times(l50, e50).padStart(12)} ${times(l95, e95).padStart(5)} ${mb(r.rss).padStart(9)}`,
  );
}
console.log("\np95 by query class, searchSite / LIKE (ms):");
console.log(`database   documents ${CLASSES.map((c) => c.padStart(14)).join("")}`);
for (const r of results) {
  const cells = CLASSES.map((c) => {
    const s = r.classes.get(c)!;
    return `${ms(percentile(s.engine, 95))}/${ms(percentile(s.like, 95))}`.padStart(14);
  });
  console.log(`${r.database.padEnd(9)} ${thousands(r.docs).padStart(10)} ${cells.join("")}`);
}
const goal = results.find((r) => r.database === "sqlite" && r.docs === 100_000);
if (goal) {
  const e95 = percentile(goal.engine, 95);
  const speedUp = percentile(goal.like, 50) / percentile(goal.engine, 50);
  console.log(
    `\ntarget at 100,000 documents on SQLite: p95 < 20 ms ${e95 < 20 ? "met" : "NOT met"} (${ms(e95)} ms); ` +
      `≥ 10× faster than LIKE ${speedUp >= 10 ? "met" : "NOT met"} (${times(percentile(goal.like, 50), percentile(goal.engine, 50))} at p50)`,
  );
}
console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
