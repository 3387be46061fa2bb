import "./environment.ts";
import { once } from "node:events";
import type http from "node:http";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { db } from "../app/db/client.server.ts";
import { closeEvents } from "../app/domain/events.server.ts";
import { startup } from "../app/domain/startup.server.ts";
import { startJobWorker } from "../app/domain/worker.server.ts";
import { config } from "../app/lib/config.server.ts";
import { log } from "../app/lib/log.server.ts";
import { createApp } from "./app.ts";

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
const DRAIN_MS = 10_000;

const cfg = config();
const development = process.argv.includes("--dev");
const say = (message: string) => log().info(message);

say(
  `Node.js ${process.version}, ${cfg.database.kind === "sqlite" ? `SQLite ${cfg.database.file}` : "PostgreSQL"}`,
);
await startup(say);
const jobs = startJobWorker();

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

const server = app.listen(cfg.port, cfg.host, () => {
  say(
    `ready on http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${cfg.port} (${cfg.baseUrl})`,
  );
});

let metricsServer: http.Server | null = null;
if (cfg.metrics.port) {
  const metricsApp = express();
  metricsApp.get("/metrics", app.metrics.serve);
  metricsServer = metricsApp.listen(cfg.metrics.port, cfg.metrics.host, () =>
    say(`metrics on http://${cfg.metrics.host}:${cfg.metrics.port}/metrics`),
  );
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
  const closed = once(server, "close");
  server.close();
  metricsServer?.close();
  server.closeIdleConnections();
  const drain = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearTimeout(drain);
  await jobs.stop();
  await closeEvents();
  await db().destroy();
  say("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
