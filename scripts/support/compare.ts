import { spawnSync } from "node:child_process";
import os from "node:os";
import { CONNECTIONS, DURATION, ensureLoadTools, load, THREADS, type Load } from "./load.ts";
import { benchPort } from "./ports.ts";
import { firstArticlePath, startProductionServer } from "./server.ts";

/**
 * The comparisons with other publishing systems: the same load (wrk, gzip, readers) on each, like
 * for like: a page served from a cache against one served from a cache, a page made for the
 * request against one made for the request.
 */
export type Pair = { home: Load; article: Load };
export type Measured = { cached: Pair; rendered: Pair };

/**
 * The request header the other system's nginx reads to pass a request past its cache (and not
 * store the answer): the same server, measured rendered.
 */
export const PAST_THE_CACHE = { "X-Bench-Rendered": "1" };

/** The nginx lines that make `$http_x_bench_rendered` skip the cache named by `directive`. */
export function cacheSkipped(directive: "fastcgi" | "proxy"): string {
  return `${directive}_cache_bypass $http_x_bench_rendered;
      ${directive}_no_cache $http_x_bench_rendered;
      add_header X-Cache $upstream_cache_status;`;
}

export async function benchPair(home: string, article: string, rendered: boolean): Promise<Pair> {
  ensureLoadTools(["wrk"]);
  const headers = rendered ? PAST_THE_CACHE : {};
  return { home: await load(home, { headers }), article: await load(article, { headers }) };
}

/**
 * Checks that `url` comes from the other system's cache when asked for normally (its second
 * request) and past it with PAST_THE_CACHE, so each measure is what its label says.
 */
export async function expectCache(url: string): Promise<void> {
  await fetch(url);
  const hit = (await fetch(url)).headers.get("x-cache");
  const past = (await fetch(url, { headers: PAST_THE_CACHE })).headers.get("x-cache");
  if (hit !== "HIT" || past !== "BYPASS")
    throw new Error(`${url}: the cache answered ${hit} and, past it, ${past}`);
}

/** Our site measured alone first, cached and rendered; the article's title and body to give the other system. */
export async function benchOurs(): Promise<Measured & { title: string; body: string }> {
  const measure = async (env: Record<string, string>) => {
    const server = await startProductionServer(benchPort("compareSite"), { env });
    try {
      const article = server.baseUrl + (await firstArticlePath(server.baseUrl, "/news/health"));
      const html = await (await fetch(article)).text();
      return { html, pair: await benchPair(`${server.baseUrl}/`, article, false) };
    } finally {
      await server.stop();
    }
  };
  const cached = await measure({});
  const rendered = await measure({ PAGE_CACHE_MB: "0" });
  const body = /<div class="prose[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(cached.html)?.[1] ?? "";
  const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(cached.html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { title, body, cached: cached.pair, rendered: rendered.pair };
}

export function printComparison(name: string, ours: Measured, theirs: Measured): void {
  console.log(
    `\nwrk: ${CONNECTIONS} connections, ${THREADS} threads, ${DURATION} s per page, gzip, ${os.cpus().length} CPUs`,
  );
  console.log(
    `page                site req/s ${`${name} req/s`.padStart(16)}   ratio   site p99 ${`${name} p99`.padStart(14)}  errors`,
  );
  for (const way of ["cached", "rendered"] as const)
    for (const page of ["home", "article"] as const) {
      const [a, b] = [ours[way][page], theirs[way][page]];
      console.log(
        `${`${page}, ${way}`.padEnd(19)} ${a.rps.toFixed(0).padStart(10)} ${b.rps.toFixed(1).padStart(16)} ${(a.rps / b.rps).toFixed(1).padStart(6)}× ${a.p99.toFixed(1).padStart(8)} ms ${b.p99.toFixed(1).padStart(11)} ms  ${a.errors}/${b.errors}`,
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

/** The first answer from `url`, past the other system's cache (which must not keep set-up pages). */
export async function until(url: string): Promise<Response> {
  for (let i = 0; i < 600; i++) {
    try {
      return await fetch(url, { headers: PAST_THE_CACHE });
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} does not answer`);
}
