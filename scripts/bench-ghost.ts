import { nginxTempPaths } from "./support/load.ts";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchOurs,
  benchPair,
  cacheSkipped,
  expectCache,
  mysql,
  PAST_THE_CACHE,
  printComparison,
  quote,
  until,
} from "./support/compare.ts";
import { benchPort } from "./support/ports.ts";

/**
 * The site beside Ghost on this machine: Ghost (GHOST_VERSION, default 6.65.0) from the npm
 * registry, installed as Ghost-CLI does (its package unpacked, then its production dependencies),
 * in production mode on this Node with MariaDB, serving its home page and one post holding our
 * Thai article, anonymous, at 32 connections. Ghost has no page cache of its own; it is deployed
 * behind nginx (Ghost-CLI sets that up), so like for like: Ghost behind nginx's `proxy_cache`
 * (gzip on) against our page cache, then past that cache against ours with the cache off.
 * Needs a running MariaDB reachable as root, and nginx.
 *
 *   npm run bench:ghost
 */
const VERSION = process.env.GHOST_VERSION ?? "6.65.0";
const PORT = benchPort("ghost");
const GHOST_ITSELF = benchPort("ghostItself");

const ours = await benchOurs();

const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ghost-"));
fs.chmodSync(root, 0o755); // nginx's workers (and its cache) run as an unprivileged user
const database = `ghost_bench_${randomBytes(3).toString("hex")}`;
const password = randomBytes(12).toString("hex");
const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
};
let ghost: ReturnType<typeof spawn> | null = null;
let nginx: ReturnType<typeof spawn> | null = null;
try {
  console.log(`installing Ghost ${VERSION} (a few minutes)…`);
  run("npm", ["pack", `ghost@${VERSION}`, "--silent"], root);
  run("tar", ["xzf", `ghost-${VERSION}.tgz`], root);
  const app = path.join(root, "package");
  run("npm", ["install", "--omit=dev", "--legacy-peer-deps", "--no-audit", "--no-fund"], app);

  mysql(`create database ${database} character set utf8mb4`);
  mysql(`create user '${database}'@'127.0.0.1' identified by '${password}'`);
  mysql(`grant all on ${database}.* to '${database}'@'127.0.0.1'`);
  fs.writeFileSync(
    path.join(app, "config.production.json"),
    JSON.stringify({
      url: `http://127.0.0.1:${PORT}`,
      server: { port: GHOST_ITSELF, host: "127.0.0.1" },
      database: {
        client: "mysql",
        connection: { host: "127.0.0.1", port: 3306, user: database, password, database },
      },
      paths: { contentPath: path.join(app, "content") },
      logging: { level: "warn", transports: ["stdout"] },
      mail: { transport: "Direct" },
      privacy: { useUpdateCheck: false, useGravatar: false, useRpcPing: false },
    }),
  );
  ghost = spawn(process.execPath, ["index.js"], {
    cwd: app,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  nginx = spawn("/usr/sbin/nginx", ["-c", nginxConfig(root), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${PORT}`;
  await until(`${base}/`);
  // Ghost answers while it is still creating its tables and first posts.
  for (let i = 0; i < 300; i++) {
    const ready =
      (await fetch(`${base}/`, { headers: PAST_THE_CACHE })).status === 200 &&
      mysql(`select count(*) from ${database}.posts where slug = 'coming-soon'`) === "1";
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // Ghost's first post, given our article (Ghost serves the stored HTML).
  mysql(
    `update ${database}.posts set title = ${quote(ours.title)}, html = ${quote(ours.body)}, plaintext = ${quote(ours.body)} where slug = 'coming-soon'`,
  );
  const post = `${base}/coming-soon/`;
  if (
    !(await (await fetch(post, { headers: PAST_THE_CACHE })).text()).includes(
      ours.title.slice(0, 10),
    )
  )
    throw new Error("the Ghost post does not show the article");
  await expectCache(`${base}/`);
  await expectCache(post);
  const theirs = {
    cached: await benchPair(`${base}/`, post, false),
    rendered: await benchPair(`${base}/`, post, true),
  };
  printComparison("Ghost", ours, theirs);
} finally {
  for (const child of [nginx, ghost])
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
  try {
    mysql(`drop database if exists ${database}`);
    mysql(`drop user if exists '${database}'@'127.0.0.1'`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** nginx on Ghost's public port, in front of Ghost as Ghost-CLI puts it, with a page cache. */
function nginxConfig(root: string): string {
  const file = path.join(root, "nginx.conf");
  fs.writeFileSync(
    file,
    `worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  gzip on;
  proxy_cache_path ${root}/cache levels=1:2 keys_zone=ghost:10m max_size=100m inactive=10m;
  ${nginxTempPaths(root)}
  server {
    listen 127.0.0.1:${PORT};
    location / {
      proxy_pass http://127.0.0.1:${GHOST_ITSELF};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache ghost;
      # Ghost marks its pages "max-age=0" for the CDN it expects in front: keep them 10 minutes.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 302 10m;
      ${cacheSkipped("proxy")}
    }
  }
}
`,
  );
  return file;
}
