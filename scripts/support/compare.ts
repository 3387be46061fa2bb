import { spawnSync } from "node:child_process";
import os from "node:os";
import { CONNECTIONS, DURATION, ensureLoadTools, load, THREADS, type Load } from "./load.ts";
import { benchPort } from "./ports.ts";
import { firstArticlePath, startProductionServer } from "./server.ts";

/** The comparisons with other publishing systems: the same load (wrk, gzip, readers) on each. */
export type Pair = { home: Load; article: Load };

export function bench(url: string): Promise<Load> {
  ensureLoadTools(["wrk"]);
  return load(url);
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
    `\nwrk: ${CONNECTIONS} connections, ${THREADS} threads, ${DURATION} s per page, gzip, ${os.cpus().length} CPUs`,
  );
  console.log(
    `page      site req/s ${`${name} req/s`.padStart(16)}   ratio   site p99 ${`${name} p99`.padStart(14)}  errors`,
  );
  for (const page of ["home", "article"] as const) {
    const [a, b] = [ours[page], theirs[page]];
    console.log(
      `${page.padEnd(9)} ${a.rps.toFixed(0).padStart(10)} ${b.rps.toFixed(1).padStart(16)} ${(a.rps / b.rps).toFixed(1).padStart(6)}× ${a.p99.toFixed(1).padStart(8)} ms ${b.p99.toFixed(1).padStart(11)} ms  ${a.errors}/${b.errors}`,
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
