import "./environment.ts";
import cluster from "node:cluster";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { db } from "../app/db/client.server.ts";
import { writeViews } from "../app/domain/content/views.server.ts";
import { closeEvents } from "../app/domain/operations/events.server.ts";
import { prepareProcess, startup } from "../app/domain/operations/startup.server.ts";
import { startJobWorker } from "../app/domain/operations/worker.server.ts";
import { config } from "../app/lib/config.server.ts";
import { log } from "../app/lib/log.server.ts";
import { createApp } from "./app.ts";
import { answerClientErrors } from "./client-errors.ts";
import { listen, SOCKETS_PER_WORKER } from "./listen.ts";
import { runPrimary, starting, WORKER_LISTEN, WORKER_LISTENING, WORKER_LOADED } from "./primary.ts";

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
const DRAIN_MS = 10_000;

const cfg = config();
const development = process.argv.includes("--dev");
const say = (message: string) => log().info(message);

say(
  `Node.js ${process.version}, ${cfg.database.kind === "sqlite" ? `SQLite ${cfg.database.file}` : "PostgreSQL"}`,
);

// Several processes (WEB_WORKERS): this one starts them and returns only to exit; each of them
// runs the rest of this file as a worker, which the primary has made the database ready for.
if (cluster.isPrimary && !development && cfg.webWorkers > 1)
  process.exit(await runPrimary(cfg, cfg.webWorkers));
const worker = cluster.isWorker;

function createServer(): http.Server {
  const server = http.createServer(starting);
  answerClientErrors(server);
  return server;
}

// The ports are taken first, so a port in use or a bad address stops the start at once (a
// worker's port is the primary's, taken when it is told to listen).
const servers = Array.from({ length: worker ? SOCKETS_PER_WORKER : 1 }, createServer);
const metricsServer = cfg.metrics.port && !worker ? http.createServer(starting) : null;
try {
  if (!worker)
    await listen(servers[0]!, {
      port: cfg.port,
      host: cfg.host,
      portName: "PORT",
      hostName: "HOST",
    });
  if (metricsServer && cfg.metrics.port) {
    const bind = { port: cfg.metrics.port, host: cfg.metrics.host };
    await listen(metricsServer, { ...bind, portName: "METRICS_PORT", hostName: "METRICS_HOST" });
  }
} catch (error) {
  log().fatal((error as Error).message);
  process.exit(1);
}

if (worker) await prepareProcess();
else await startup(say);

let app;
if (development) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app = createApp(
    { ...cfg, env: "development" },
    {
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      clientDir: path.resolve("public"),
      before: [devServer.middlewares],
    },
  );
} else {
  const buildFile = path.resolve("build/server/index.js");
  const build = (await import(buildFile)) as ServerBuild;
  app = createApp(cfg, { build: async () => build, clientDir: path.resolve("build/client") });
}

for (const each of servers) each.off("request", starting).on("request", app.listener);
if (worker) {
  const told = new Promise((resolve) =>
    process.on("message", (message: { type?: string }) => {
      if (message.type === WORKER_LISTEN) resolve(undefined);
    }),
  );
  process.send!({ type: WORKER_LOADED });
  await told;
  const bind = { port: cfg.port, host: cfg.host, portName: "PORT", hostName: "HOST" };
  await Promise.all(servers.map((each) => listen(each, bind, true)));
  process.send!({ type: WORKER_LISTENING });
} else
  say(
    `ready on http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${cfg.port} (${cfg.baseUrl})`,
  );
// Background work (a first start's demo images, a minute of both cores) begins once the site
// answers, not while the build is still loading.
const jobs = startJobWorker();
if (metricsServer) {
  const metricsApp = express();
  metricsApp.get("/metrics", app.metrics.serve);
  metricsServer.off("request", starting).on("request", metricsApp);
  say(`metrics on http://${cfg.metrics.host}:${cfg.metrics.port}/metrics`);
}

/**
 * SIGTERM (a deploy, a restart): no new connections, in-flight requests finish (for up to
 * DRAIN_MS), the job worker finishes or hands back its job, then the database is let go.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: finishing in-flight requests`);
  setTimeout(() => {
    log().error("shutdown took too long: exiting");
    process.exit(1);
  }, 3 * DRAIN_MS).unref();
  const closed = Promise.all(servers.map((each) => once(each, "close")));
  for (const each of servers) each.close().closeIdleConnections();
  metricsServer?.close();
  const drain = setTimeout(() => {
    for (const each of servers) each.closeAllConnections();
  }, DRAIN_MS);
  await closed;
  clearTimeout(drain);
  await jobs.stop();
  await writeViews();
  await closeEvents();
  await db().destroy();
  say("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
