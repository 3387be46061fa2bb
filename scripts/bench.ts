import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { STARTER_VOCABULARY } from "../app/content/health-vocabulary.ts";
import { QUERIES } from "./support/bench-queries.ts";
import {
  CONNECTIONS,
  DURATION,
  ensureLoadTools,
  load,
  nginxTempPaths,
  READERS,
  readerAgent,
  THREADS,
  type Load,
} from "./support/load.ts";
import { benchPort } from "./support/ports.ts";
import { checkSearchPage, firstArticlePath, startProductionServer } from "./support/server.ts";

/**
 * Public page throughput on 127.0.0.1, measured with wrk: home, a list and an article as readers'
 * browsers ask for them (gzip, many different readers), on SQLite and (with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) PostgreSQL; served from the page cache, then rendered (cache off), with a
 * search page of a different query each request; then nginx serving the very bytes the site sent
 * (gzip_static), in the same run, as the ceiling for a cached page.
 *
 *   npm run bench      (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_THREADS=2 WORKERS=…)
 */
const PORT = benchPort("bench");
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const NGINX = "/usr/sbin/nginx";

type Page = { name: string; path: string };

function row(label: string, page: string, r: Load, extra = ""): void {
  console.log(
    `${label.padEnd(24)} ${page.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(6)}  ${extra}`,
  );
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES!);
    url.pathname = `/${name}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    await db.query("create extension if not exists pg_trgm");
    await db.end();
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The bytes on the wire for a reader's browser asking for gzip (fetch would decompress them). */
function raw(url: string): Promise<Buffer> {
  const headers = { "accept-encoding": "gzip", "user-agent": readerAgent(0) };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

/** Search pages, each a different query: the demo queries, each with a second health word. */
function searchPaths(): string[] {
  const words = STARTER_VOCABULARY.map((group) => group[0]!);
  const bases = QUERIES.filter((q) => !q.live).map((q) => q.text);
  return words.flatMap((word) =>
    bases.map((base) => `/search?title=${encodeURIComponent(`${base} ${word}`)}`),
  );
}

const results = new Map<string, Load>();
/** Each page's gzip bytes as the site sent them, for nginx. */
const sent = new Map<string, Buffer>();
let memory = "";

async function benchSite(label: string, env: Record<string, string>): Promise<void> {
  const server = await startProductionServer(PORT, { env });
  const cached = env.PAGE_CACHE_MB !== "0";
  try {
    const pages: Page[] = [
      { name: "home", path: "/" },
      { name: "list", path: "/news" },
      { name: "article", path: await firstArticlePath(server.baseUrl, "/news/health") },
    ];
    for (const page of pages) {
      // Twice: the second answer comes from the cache when it is on, as the measured ones do.
      await raw(server.baseUrl + page.path);
      const gzip = await raw(server.baseUrl + page.path);
      if (cached && !sent.has(page.name)) sent.set(page.name, gzip);
    }
    const idle = server.rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 250);
    for (const page of pages) {
      const r = await load(server.baseUrl + page.path);
      results.set(`${label}/${page.name}`, r);
      row(label, page.name, r);
    }
    if (!cached) {
      row(
        label,
        "article",
        await load(server.baseUrl + pages[2]!.path, { connections: 1 }),
        "1 connection",
      );
      await checkSearchPage(server.baseUrl, searchPaths()[0]!);
      row(
        label,
        "search",
        await load(server.baseUrl, { paths: searchPaths() }),
        "a different query each request",
      );
    }
    clearInterval(sampler);
    if (cached && !memory)
      memory = `resident memory (${label}): ${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB peak under load`;
  } finally {
    await server.stop();
  }
}

/** nginx with one worker per CPU, serving each page's gzip bytes as the site sent them. */
async function benchNginx(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.chmodSync(root, 0o755); // nginx's workers run as an unprivileged user
  for (const [name, gzip] of sent) {
    fs.writeFileSync(path.join(root, `${name}.html.gz`), gzip);
    fs.writeFileSync(path.join(root, `${name}.html`), "");
  }
  const port = PORT + 1;
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  gzip_static on;
  default_type text/html;
  ${nginxTempPaths(root)}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cache-Control "public, max-age=0, stale-while-revalidate=60";
  }
}
`,
  );
  const nginx = spawn(NGINX, ["-c", path.join(root, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  try {
    let status = 0;
    for (let i = 0; i < 50 && status === 0; i++) {
      status = await fetch(`http://127.0.0.1:${port}/home.html`)
        .then((r) => r.status)
        .catch(() => new Promise<number>((r) => setTimeout(() => r(0), 100)));
    }
    if (status !== 200) throw new Error(`nginx answered ${status}; see ${root}/error.log`);
    for (const name of sent.keys()) {
      const r = await load(`http://127.0.0.1:${port}/${name}.html`);
      const ours = results.get(`sqlite, cached/${name}`)!;
      row("nginx, same gzip bytes", name, r, `site/nginx ${(ours.rps / r.rps).toFixed(2)}`);
    }
  } finally {
    nginx.kill("SIGTERM");
    await new Promise((done) => nginx.once("exit", done));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

ensureLoadTools();
console.log(
  `\nwrk: ${CONNECTIONS} connections, ${THREADS} threads, ${DURATION} s per page, gzip, ${READERS} readers' browsers; Node ${process.version}, ${os.cpus().length} CPUs\n`,
);
console.log(`${"server".padEnd(24)} ${"page".padEnd(8)}   req/s  p50 ms  p99 ms errors`);
const RENDERED = { PAGE_CACHE_MB: "0", SEARCH_RATE_LIMIT: "0" };
await benchSite("sqlite, cached", {});
await benchSite("sqlite, rendered", RENDERED);
if (POSTGRES) {
  await withPostgresDatabase((url) => benchSite("postgres, cached", { DATABASE_URL: url }));
  await withPostgresDatabase((url) =>
    benchSite("postgres, rendered", { DATABASE_URL: url, ...RENDERED }),
  );
} else console.log("(PostgreSQL left out: set BENCH_DATABASE_URL)");
await benchNginx();
console.log(`\n${memory}`);
