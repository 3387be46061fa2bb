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
 * and words of the demo content's titles, in turn over 200 connections. With the rate limit as
 * configured by default; then, on a server without it, the same queries twice (the first run
 * fills the kept results, the second shows what keeping them does) and every query different
 * (nothing kept helps: the worst case). Prints requests per second, p99, timeouts, 429 answers
 * and other errors.
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

type Server = Awaited<ReturnType<typeof startProductionServer>>;

function startServer(limit: string): Promise<Server> {
  return startProductionServer(PORT, {
    env: {
      SEARCH_RATE_LIMIT: limit,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  });
}

/** One run over the queries in turn; `unique` makes every query different. */
async function measure(server: Server, label: string, queries: string[], unique = false) {
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
          const q = unique
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
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p99).padStart(8)} ${String(result.timeouts).padStart(8)} ${String(refused).padStart(8)} ${String(result.errors - result.timeouts + other).padStart(7)} ${server.rssMb().toFixed(0).padStart(7)}`,
  );
}

const queries = demoQueries();
console.log(
  `\n/api/search, ${queries.length} demo queries, ${CONNECTIONS} connections, ${SECONDS} s per run, one address\n`,
);
console.log(
  `${"run".padEnd(44)} ${"req/s".padStart(7)} ${"p99 ms".padStart(8)} ${"timeouts".padStart(8)} ${"429".padStart(8)} ${"errors".padStart(7)} ${"RSS MB".padStart(7)}`,
);
let server = await startServer("");
try {
  await measure(server, "default rate limit", queries);
} finally {
  await server.stop();
}
server = await startServer("0");
try {
  await measure(server, "no rate limit, first run (results not kept)", queries);
  await measure(server, "no rate limit, again (results kept)", queries);
  await measure(server, "no rate limit, every query different", queries, true);
} finally {
  await server.stop();
}
