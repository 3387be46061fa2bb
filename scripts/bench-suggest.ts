import autocannon from "autocannon";
import { FAQ_CATEGORIES } from "../app/db/seed/faq-data.ts";
import { HEALTH_NEWS } from "../app/db/seed/news-health.ts";
import { KNOWLEDGE_NEWS } from "../app/db/seed/news-knowledge.ts";
import { OFFICE_NEWS } from "../app/db/seed/news-office.ts";
import { tokenize } from "../app/lib/search-text.ts";
import { benchPort } from "./support/ports.ts";
import { startProductionServer } from "./support/server.ts";

/**
 * Search suggestions (`/api/search`) under load, from one address on 127.0.0.1: typed prefixes
 * and words of the demo content's titles, in turn over 200 connections. Three runs: with the
 * rate limit as configured by default, with it off (what the result cache alone does), and with
 * it off and every query different (the cache cannot help: the worst case). Prints requests per
 * second, p99, timeouts, 429 answers and other errors.
 *
 *   npm run bench:suggest   (SUGGEST_SECONDS=15 SUGGEST_CONNECTIONS=200 BENCH_DATABASE_URL=…)
 */
const SECONDS = Number(process.env.SUGGEST_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.SUGGEST_CONNECTIONS ?? 200);
const PORT = benchPort("suggest");

/** What people type: each title's first words, letter by letter, and its other words. */
function demoQueries(): string[] {
  const titles = [
    ...HEALTH_NEWS.map((n) => n.title),
    ...KNOWLEDGE_NEWS.map((n) => n.title),
    ...OFFICE_NEWS.map((n) => n.title),
    ...FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => q.question)),
  ];
  const queries = new Set<string>();
  for (const title of titles) {
    const words = tokenize(title);
    const typed = words.slice(0, 2).join("");
    for (let n = 2; n <= typed.length; n++) queries.add(typed.slice(0, n));
    for (const word of words.slice(2)) if (word.length >= 2) queries.add(word);
  }
  return [...queries];
}

type Run = { label: string; limit: string; unique: boolean };

async function measure(run: Run, queries: string[]) {
  const server = await startProductionServer(PORT, {
    env: {
      SEARCH_RATE_LIMIT: run.limit,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  });
  try {
    let n = 0;
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      headers: { "user-agent": "autocannon-bench", "accept-encoding": "gzip" },
      requests: [
        {
          setupRequest(request) {
            const i = n++;
            const q = run.unique
              ? `${queries[i % queries.length]} ${i.toString(36)}`
              : queries[i % queries.length]!;
            return { ...request, path: `/api/search?q=${encodeURIComponent(q)}` };
          },
        },
      ],
    });
    const count = (code: string) => result.statusCodeStats?.[code as "200"]?.count ?? 0;
    const refused = count("429");
    const other = result.non2xx - refused;
    console.log(
      `${run.label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p99).padStart(8)} ${String(result.timeouts).padStart(8)} ${String(refused).padStart(8)} ${String(result.errors - result.timeouts + other).padStart(7)} ${server.rssMb().toFixed(0).padStart(7)}`,
    );
  } finally {
    await server.stop();
  }
}

const queries = demoQueries();
console.log(
  `\n/api/search, ${queries.length} demo queries, ${CONNECTIONS} connections, ${SECONDS} s per run, one address\n`,
);
console.log(
  `${"run".padEnd(40)} ${"req/s".padStart(7)} ${"p99 ms".padStart(8)} ${"timeouts".padStart(8)} ${"429".padStart(8)} ${"errors".padStart(7)} ${"RSS MB".padStart(7)}`,
);
const runs: Run[] = [
  { label: "default rate limit", limit: "", unique: false },
  { label: "no rate limit (cache alone)", limit: "0", unique: false },
  { label: "no rate limit, every query different", limit: "0", unique: true },
];
for (const run of runs) await measure(run, queries);
