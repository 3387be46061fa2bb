import { spawnSync } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { benchPort } from "./ports.ts";
import { firstArticlePath, startProductionServer } from "./server.ts";

/** The load every benchmark uses, and the comparisons with other publishing systems. */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
export const HEADERS = { "user-agent": "autocannon-bench", "accept-encoding": "gzip" };

export type Pair = { home: autocannon.Result; article: autocannon.Result };

export function bench(url: string, connections = CONNECTIONS): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    workers: Math.min(WORKERS, connections),
    duration: DURATION,
    headers: HEADERS,
  });
}

/** Our site measured alone first; the article's title and body to give the other system. */
export async function benchOurs(): Promise<Pair & { title: string; body: string }> {
  const server = await startProductionServer(benchPort("compareSite"));
  try {
    const article = await firstArticlePath(server.baseUrl, "/news/health");
    const html = await (await fetch(server.baseUrl + article)).text();
    const body = /<div class="prose[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    return {
      title,
      body,
      home: await bench(`${server.baseUrl}/`),
      article: await bench(server.baseUrl + article),
    };
  } finally {
    await server.stop();
  }
}

export function printComparison(name: string, ours: Pair, theirs: Pair): void {
  console.log(
    `\n${CONNECTIONS} connections, ${WORKERS} workers, ${DURATION} s per page, ${os.cpus().length} CPUs`,
  );
  console.log(
    `page      site req/s ${`${name} req/s`.padStart(16)}   ratio   site p99 ${`${name} p99`.padStart(14)}  errors`,
  );
  for (const page of ["home", "article"] as const) {
    const [a, b] = [ours[page], theirs[page]];
    console.log(
      `${page.padEnd(9)} ${a.requests.average.toFixed(0).padStart(10)} ${b.requests.average.toFixed(1).padStart(16)} ${(a.requests.average / b.requests.average).toFixed(0).padStart(6)}× ${String(a.latency.p99).padStart(8)} ms ${String(b.latency.p99).padStart(11)} ms  ${a.errors + a.non2xx}/${b.errors + b.non2xx}`,
    );
  }
}

export function mysql(statement: string): string {
  const result = spawnSync("mysql", ["-uroot", "-N", "-e", statement], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`mysql: ${result.stderr}`);
  return result.stdout.trim();
}

export function quote(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

export async function until(url: string): Promise<Response> {
  for (let i = 0; i < 600; i++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} does not answer`);
}
