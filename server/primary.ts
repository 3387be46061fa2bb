import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { AggregatorRegistry } from "prom-client";
import { db } from "../app/db/client.server.ts";
import { WORKER_EVENT } from "../app/domain/operations/events.server.ts";
import { startup } from "../app/domain/operations/startup.server.ts";
import type { Config } from "../app/lib/config.server.ts";
import { log } from "../app/lib/log.server.ts";
import { answerClientErrors } from "./client-errors.ts";
import { listen } from "./listen.ts";

/** What the primary and its workers tell each other (besides events, metrics and prom-client's). */
export const WORKER_LOADED = "sukhaphap:loaded";
export const WORKER_LISTEN = "sukhaphap:listen";
export const WORKER_LISTENING = "sukhaphap:listening";
export const METRICS_ASKED = "sukhaphap:metrics?";
export const METRICS_TOLD = "sukhaphap:metrics";

/** A worker that dies is replaced after this long (not at once, so a crash loop cannot spin). */
const REPLACE_MS = 1_000;

/** Until the site is ready, every request is asked to come back soon. */
export const starting: http.RequestListener = (_request, response) => {
  response.writeHead(503, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
  });
  response.end("เว็บไซต์กำลังเริ่มทำงาน โปรดลองใหม่ในอีกสักครู่\n");
};

type Message = { type?: string; id?: number; event?: unknown };

/**
 * Several processes on one port (WEB_WORKERS, one per core by default): this one holds the port
 * while the database is made ready (migrations, demo content), then starts the workers, which
 * take the port over together (Node's cluster hands each new connection to the next worker).
 * It carries events from each worker to the others (SQLite: page-cache invalidation and staff
 * events), gathers their metrics, replaces a worker that dies, and stops them all on SIGTERM.
 * Resolves with the exit code.
 */
export async function runPrimary(cfg: Config, count: number): Promise<number> {
  const say = (message: string) => log().info(message);
  const server = http.createServer(starting);
  answerClientErrors(server);
  // The metrics are the primary's to serve, gathered from every worker.
  const metricsServer = cfg.metrics.port ? http.createServer(starting) : null;
  try {
    await listen(server, { port: cfg.port, host: cfg.host, portName: "PORT", hostName: "HOST" });
    if (metricsServer) {
      const bind = { port: cfg.metrics.port!, host: cfg.metrics.host };
      await listen(metricsServer, { ...bind, portName: "METRICS_PORT", hostName: "METRICS_HOST" });
    }
  } catch (error) {
    log().fatal((error as Error).message);
    return 1;
  }
  await startup(say);
  await db().destroy();

  cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.ts", import.meta.url)) });
  const metrics = new AggregatorRegistry();
  let stopping = false;
  let open = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: Message) => {
      if (message.type === WORKER_EVENT)
        for (const other of Object.values(cluster.workers ?? {}))
          if (other && other !== worker && other.isConnected()) other.send(message);
      if (message.type === METRICS_ASKED)
        void metrics
          .clusterMetrics()
          .catch((error: Error) => `# metrics failed: ${error.message}\n`)
          .then((text) => worker.send({ type: METRICS_TOLD, id: message.id, text }));
      if (message.type === WORKER_LOADED && open) worker.send({ type: WORKER_LISTEN });
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      log().error(`worker ${worker.process.pid} exited (${signal ?? code}); replacing it`);
      setTimeout(fork, REPLACE_MS).unref();
    });
    return worker;
  };

  const workers = Array.from({ length: count }, fork);
  try {
    await Promise.all(workers.map((w) => waitFor(w, WORKER_LOADED)));
  } catch (error) {
    log().fatal((error as Error).message);
    stopping = true;
    for (const worker of workers) worker.process.kill("SIGTERM");
    return 1;
  }
  // The port goes from this process to the workers in the moment between these two lines.
  server.close();
  server.closeAllConnections();
  await once(server, "close");
  open = true;
  for (const worker of workers) worker.send({ type: WORKER_LISTEN });
  await Promise.all(workers.map((w) => waitFor(w, WORKER_LISTENING)));
  say(
    `ready on http://${cfg.host === "0.0.0.0" ? "localhost" : cfg.host}:${cfg.port} (${cfg.baseUrl}), ${count} processes`,
  );
  if (metricsServer) {
    metricsServer.off("request", starting).on("request", (req, res) => {
      if (req.url !== "/metrics") return void res.writeHead(404).end();
      void metrics.clusterMetrics().then(
        (text) => res.writeHead(200, { "Content-Type": metrics.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    say(`metrics on http://${cfg.metrics.host}:${cfg.metrics.port}/metrics`);
  }

  const [signal] = await Promise.race([once(process, "SIGTERM"), once(process, "SIGINT")]);
  stopping = true;
  say(`${String(signal)}: stopping ${count} processes`);
  const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
  await Promise.all(
    running.map((worker) => {
      const exited = once(worker, "exit");
      worker.process.kill("SIGTERM");
      return exited;
    }),
  );
  metricsServer?.close();
  say("stopped");
  return 0;
}

function waitFor(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const heard = (message: Message) => {
      if (message.type !== type) return;
      worker.off("message", heard);
      worker.off("exit", died);
      resolve();
    };
    const died = (code: number) => reject(new Error(`a worker exited (${code}) while starting`));
    worker.on("message", heard);
    worker.once("exit", died);
  });
}
