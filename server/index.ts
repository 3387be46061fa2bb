import "./environment.ts";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { db } from "../app/db/client.server.ts";
import { startup } from "../app/domain/startup.server.ts";
import { startJobWorker } from "../app/domain/worker.server.ts";
import { config } from "../app/lib/config.server.ts";
import { createApp } from "./app.ts";

const cfg = config();
const development = process.argv.includes("--dev");
const log = (message: string) => console.log(`[site] ${message}`);

log(
  `Node.js ${process.version}, ${cfg.database.kind === "sqlite" ? `SQLite ${cfg.database.file}` : "PostgreSQL"}`,
);
await startup(log);
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
  log(
    `ready on http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${cfg.port} (${cfg.baseUrl})`,
  );
});

function shutdown(signal: string) {
  log(`${signal}: closing`);
  server.close(() => {
    void jobs
      .stop()
      .then(() => db().destroy())
      .finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
