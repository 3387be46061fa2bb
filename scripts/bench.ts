import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { bench, CONNECTIONS, DURATION, HEADERS, WORKERS } from "./support/compare.ts";
import { benchPort } from "./support/ports.ts";
import { firstArticlePath, startProductionServer } from "./support/server.ts";

/**
 * Public page throughput on 127.0.0.1: home, a list and an article, anonymous, on SQLite and
 * (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL, with the page cache on and
 * off; then the same bytes served by nginx from disk (when nginx is installed) as the ceiling.
 *
 *   npm run bench      (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_WORKERS=2)
 */
const PORT = benchPort("bench");
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));

type Page = { name: string; path: string };
type Result = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, connections = CONNECTIONS): Promise<Result> {
  const result = await bench(url, connections);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function row(label: string, page: string, r: Result, extra = ""): void {
  console.log(
    `${label.padEnd(22)} ${page.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(6)}  ${extra}`,
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

const results = new Map<string, Result>();
let bytes: Map<string, Buffer> | null = null;
let memory = "";

async function benchSite(label: string, env: Record<string, string>): Promise<Page[]> {
  const server = await startProductionServer(PORT, { env });
  try {
    const pages: Page[] = [
      { name: "home", path: "/" },
      { name: "list", path: "/news" },
      { name: "article", path: await firstArticlePath(server.baseUrl, "/news/health") },
    ];
    for (const page of pages) await fetch(server.baseUrl + page.path, { headers: HEADERS });
    const idle = server.rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 250);
    for (const page of pages) {
      const r = await load(server.baseUrl + page.path);
      results.set(`${label}/${page.name}`, r);
      row(label, page.name, r);
    }
    clearInterval(sampler);
    if (env.PAGE_CACHE_MB === "0") {
      const one = await load(server.baseUrl + pages[2]!.path, 1);
      row(`${label}, 1 conn.`, "article", one, "time to render one page");
    }
    if (!bytes) {
      bytes = new Map();
      for (const page of pages)
        bytes.set(
          page.name,
          Buffer.from(await (await fetch(server.baseUrl + page.path)).arrayBuffer()),
        );
      memory = `resident memory (SQLite, cache on): ${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB peak under load`;
    }
    return pages;
  } finally {
    await server.stop();
  }
}

/** nginx with two workers, serving each page's bytes from a file, precompressed like ours. */
async function benchNginx(pages: Page[]): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.chmodSync(root, 0o755); // nginx's workers run as an unprivileged user
  for (const page of pages) {
    const body = bytes!.get(page.name)!;
    fs.writeFileSync(path.join(root, `${page.name}.html`), body);
    fs.writeFileSync(path.join(root, `${page.name}.html.gz`), gzipSync(body, { level: 6 }));
  }
  const port = PORT + 1;
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes 2;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  gzip_static on;
  default_type text/html;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cache-Control "public, max-age=0, stale-while-revalidate=60";
  }
}
`,
  );
  const nginx = spawn(NGINX!, ["-c", path.join(root, "nginx.conf"), "-g", "daemon off;"], {
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
    for (const page of pages) {
      const r = await load(`http://127.0.0.1:${port}/${page.name}.html`);
      const ours = results.get(`sqlite, cache on/${page.name}`)!;
      row("nginx, static files", page.name, r, `site/nginx ${(ours.rps / r.rps).toFixed(2)}`);
    }
  } finally {
    nginx.kill("SIGTERM");
    await new Promise((done) => nginx.once("exit", done));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

console.log(
  `\n${CONNECTIONS} connections, ${WORKERS} workers, ${DURATION} s per page, Node ${process.version}, ${os.cpus().length} CPUs\n`,
);
console.log(`${"server".padEnd(22)} ${"page".padEnd(8)}   req/s  p50 ms  p99 ms errors`);
const pages = await benchSite("sqlite, cache on", {});
await benchSite("sqlite, cache off", { PAGE_CACHE_MB: "0" });
if (POSTGRES) {
  await withPostgresDatabase((url) => benchSite("postgres, cache on", { DATABASE_URL: url }));
  await withPostgresDatabase((url) =>
    benchSite("postgres, cache off", { DATABASE_URL: url, PAGE_CACHE_MB: "0" }),
  );
} else console.log("(PostgreSQL skipped: set BENCH_DATABASE_URL)");
if (NGINX) await benchNginx(pages);
else console.log("(nginx ceiling skipped: nginx is not installed)");
console.log(`\n${memory}`);
