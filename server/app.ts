import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import proxyaddr from "proxy-addr";
import type { ServerBuild } from "react-router";
import { subscribeEvents } from "../app/domain/operations/events.server.ts";
import type { Config } from "../app/lib/config.server.ts";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "../app/lib/http.server.ts";
import { log } from "../app/lib/log.server.ts";
import { mediaStorage } from "../app/domain/media/media-storage.server.ts";
import { withAppErrors } from "./app-errors.ts";
import { precompressedAssets } from "./assets.ts";
import { answerFromCache, REQUEST_ID } from "./cached-pages.ts";
import { health } from "./health.ts";
import { serveMedia } from "./media.ts";
import { createMetrics, requireToken, type Metrics } from "./metrics.ts";
import { PageCache } from "./page-cache.ts";
import { pages } from "./pages.ts";
import { answerErrors } from "./refusal.ts";
import { checkRequest, readBody } from "./request-limits.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { everyAnswersHeaders, securityHeaders, sharedPagePolicy } from "./security-headers.ts";

const YEAR = 60 * 60 * 24 * 365;
const QUIET = /^\/(assets|media)\/|^\/(healthz|readyz|metrics)$/;

/**
 * The Express app: request ids and logs, metrics, headers, health checks, compression, static
 * files, media, then every page through React Router and the page cache. `listener` is what the
 * HTTP server takes: fresh cached pages answered first (cached-pages.ts), then the app.
 */
export function createApp(
  cfg: Config,
  options: {
    build: () => Promise<ServerBuild>;
    clientDir: string;
    before?: express.RequestHandler[];
  },
): express.Express & { pageCache: PageCache | null; metrics: Metrics; listener: RequestListener } {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", cfg.trustProxy);
  app.use(
    pinoHttp({
      logger: log(),
      genReqId(req, res) {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        // What React Router sees is the id the log uses, never one the proxy sent malformed.
        req.headers[REQUEST_ID_HEADER] = id;
        return id;
      },
      autoLogging: { ignore: (req) => QUIET.test(req.url ?? "") },
      // A 503 is the database away (app-errors.ts), already logged once as such: a warning.
      customLogLevel: (_req, res, error) =>
        error || (res.statusCode >= 500 && res.statusCode !== 503)
          ? "error"
          : res.statusCode === 503
            ? "warn"
            : "info",
      // Never the headers: they carry session cookies.
      serializers: {
        req: (req: { id: string; method: string; url: string; remoteAddress: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // No page cache while developing: every change must show at once.
  const cache =
    cfg.pageCacheBytes > 0 && cfg.env !== "development" ? new PageCache(cfg.pageCacheBytes) : null;
  if (cache)
    subscribeEvents((event) => {
      if (event.type === "pages-changed") cache.invalidate(event.content);
    });
  const metrics = createMetrics(cache);
  app.use(metrics.observe);
  const policy = {
    development: cfg.env === "development",
    https: cfg.baseUrl.startsWith("https:"),
  };
  app.use(securityHeaders(policy));
  app.use(checkRequest());
  app.use(health());
  if (cfg.metrics.token) app.get("/metrics", requireToken(cfg.metrics.token), metrics.serve);
  app.use(compression());

  app.get("/media/*key", serveMedia(mediaStorage));
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use("/assets", precompressedAssets(path.join(options.clientDir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(options.clientDir, "assets"), {
      immutable: true,
      maxAge: YEAR * 1000,
    }),
  );
  // Only the few files at the root (favicon…): a page request must not cost a disk lookup.
  const rootFiles = new Set(
    fs.existsSync(options.clientDir)
      ? fs
          .readdirSync(options.clientDir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${entry.name}`)
      : [],
  );
  const rootStatic = express.static(options.clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (rootFiles.has(req.path) ? rootStatic(req, res, next) : next()));

  app.use(sameOriginOnly(cfg.baseUrl, cfg.baseUrlSet));
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
    next();
  });
  app.use(readBody());
  // app.use, not a route pattern: Express would answer malformed percent-encoding with a bare 400
  // before React Router can show the Thai not-found page.
  app.use(
    pages({
      build: async () => withAppErrors(await options.build()),
      mode: cfg.env === "development" ? "development" : "production",
      cache,
      policy: (html, nonce) => sharedPagePolicy(html, nonce, policy),
      security: everyAnswersHeaders(policy),
    }),
  );
  app.use(answerErrors);
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const listener = cache
    ? answerFromCache({
        cache,
        app,
        security: everyAnswersHeaders(policy),
        metrics,
        logger: log(),
        clientIp: (req) => proxyaddr(req, trust),
      })
    : app;
  return Object.assign(app, { pageCache: cache, metrics, listener });
}
