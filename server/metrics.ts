import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import client from "prom-client";
import { KIND_SEGMENTS } from "../app/content/kind-routes.ts";
import { SITE_PATHS } from "../app/content/site-paths.ts";
import { db } from "../app/db/client.server.ts";
import { countOpenJobs } from "../app/db/operations/jobs.server.ts";
import { openStaffEventStreams } from "../app/domain/operations/staff-event-stream.server.ts";
import type { PageCache } from "./page-cache.ts";

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

export type Metrics = { observe: RequestHandler; serve: RequestHandler };

/**
 * Prometheus metrics (prom-client): requests by route and status, their duration, the page
 * cache's answers and size, the job queue's depth, open back-office event streams, and the
 * process's own (memory, CPU, event-loop delay).
 */
export function createMetrics(cache: PageCache | null): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
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
    collect() {
      const asked = (cache?.hits ?? 0) + (cache?.misses ?? 0);
      this.set(asked ? cache!.hits / asked : 0);
    },
  });
  new client.Gauge({
    name: "job_queue_depth",
    help: "Jobs waiting or running, on every instance",
    registers: [registry],
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
  return {
    observe(req, res, next) {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const route = routeLabel(req.path);
        requests.inc({ method: req.method, route, status: String(res.statusCode) });
        duration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
        const result = res.getHeader("x-cache");
        if (typeof result === "string") cached.inc({ result });
      });
      next();
    },
    async serve(_req, res) {
      res.set("Content-Type", registry.contentType).send(await registry.metrics());
    },
  };
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
