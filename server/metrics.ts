import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import client from "prom-client";
import { KIND_SEGMENTS } from "../app/content/kind-routes.ts";
import { SITE_PATHS } from "../app/content/site-paths.ts";
import { db } from "../app/db/client.server.ts";
import { countOpenJobs } from "../app/db/operations/jobs.server.ts";
import { openStaffEventStreams } from "../app/domain/operations/staff-event-stream.server.ts";
import type { PageCache } from "./page-cache.ts";
import { METRICS_ASKED, METRICS_TOLD } from "./primary.ts";

/**
 * Sections of the site, the label a request is counted under (a few, whatever the address): the
 * kinds' public pages, the site's other public pages, and the rest by first segment.
 */
const SECTIONS = new Set([
  ...KIND_SEGMENTS,
  ...Object.values(SITE_PATHS).map((path) => path.split("/")[1]!),
  "signin",
  "consent",
  "preview",
  "feeds",
  "admin",
  "api",
  "media",
  "assets",
]);

export function routeLabel(path: string): string {
  if (path === "/") return "home";
  const [, first = "", second] = path.replace(/\.data$/, "").split("/");
  if (!SECTIONS.has(first)) return "other";
  const whole = ["admin", "api", "media", "assets", "feeds", "preview"].includes(first);
  return whole || !second ? first : `${first}/:item`;
}

export type Metrics = {
  observe: RequestHandler;
  serve: RequestHandler;
  /** One answer: its method, address, status, time taken and the page cache's state, if any. */
  count: (method: string, url: string, status: number, seconds: number, cache?: string) => void;
};

/**
 * Prometheus metrics (prom-client): requests by route and status, their duration, the page
 * cache's answers and size, the job queue's depth, open back-office event streams, and the
 * process's own (memory, CPU, event-loop delay).
 */
export function createMetrics(cache: PageCache | null): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // One of several processes: the primary gathers every worker's (server/primary.ts).
  if (cluster.isWorker) {
    client.AggregatorRegistry.setRegistries([registry]);
    // Making one is what starts a worker answering the primary's requests for its metrics.
    new client.AggregatorRegistry();
  }
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route",
    labelNames: ["route"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cached = new client.Counter({
    name: "page_cache_requests_total",
    help: "Public pages answered from the page cache (HIT, STALE) or made (MISS)",
    labelNames: ["result"],
    registers: [registry],
  });
  new client.Gauge({
    name: "page_cache_bytes",
    help: "Memory held by cached pages",
    registers: [registry],
    collect() {
      this.set(cache?.size.bytes ?? 0);
    },
  });
  new client.Gauge({
    name: "page_cache_hit_ratio",
    help: "Share of cacheable page requests answered from the cache since start",
    registers: [registry],
    aggregator: "average",
    collect() {
      const asked = (cache?.hits ?? 0) + (cache?.misses ?? 0);
      this.set(asked ? cache!.hits / asked : 0);
    },
  });
  new client.Gauge({
    name: "job_queue_depth",
    help: "Jobs waiting or running, on every instance",
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.set(await countOpenJobs(db()));
    },
  });
  new client.Gauge({
    name: "sse_connections",
    help: "Back-office pages listening for events on this instance",
    registers: [registry],
    collect() {
      this.set(openStaffEventStreams());
    },
  });
  const count: Metrics["count"] = (method, url, status, seconds, cache) => {
    const query = url.indexOf("?");
    const route = routeLabel(query < 0 ? url : url.slice(0, query));
    requests.inc({ method, route, status: String(status) });
    duration.observe({ route }, seconds);
    if (cache) cached.inc({ result: cache });
  };
  return {
    count,
    observe(req, res, next) {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const result = res.getHeader("x-cache");
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        count(
          req.method,
          req.path,
          res.statusCode,
          seconds,
          typeof result === "string" ? result : undefined,
        );
      });
      next();
    },
    async serve(_req, res) {
      const text = cluster.isWorker ? await primaryMetrics() : await registry.metrics();
      res.set("Content-Type", registry.contentType).send(text);
    },
  };
}

let asked = 0;

/** The metrics of every worker, summed by the primary. */
function primaryMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve) => {
    const heard = (message: { type?: string; id?: number; text?: string }) => {
      if (message.type !== METRICS_TOLD || message.id !== id) return;
      process.off("message", heard);
      resolve(message.text ?? "");
    };
    process.on("message", heard);
    process.send!({ type: METRICS_ASKED, id });
  });
}

/** Only with `Authorization: Bearer <token>` (compared in constant time). */
export function requireToken(token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, res, next) => {
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("token required");
  };
}
