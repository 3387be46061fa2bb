import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { countView } from "../app/domain/content/views.server.ts";
import { countSearchMiss } from "../app/domain/search/search-misses.server.ts";
import { readConsent } from "../app/domain/contact/consent.server.ts";
import { CLIENT_IP_HEADER, visitOf } from "../app/lib/http.server.ts";
import { hasSessionCookie } from "../app/lib/session-cookie.server.ts";
import type { Metrics } from "./metrics.ts";
import { chooseEncoding, type CachedPage, type Encoding, type PageCache } from "./page-cache.ts";
import { HOST } from "./request-limits.ts";

/** A cached page is served as it is for this long, then served while it is made again. */
export const FRESH_MS = 60_000;
const CACHE_CONTROL = "public, max-age=0, stale-while-revalidate=60";
/** A request id from the proxy in front is kept when it looks like one. */
export const REQUEST_ID = /^[\w.:-]{8,128}$/;

export type CacheState = "HIT" | "STALE" | "MISS";

/**
 * Public pages and the search suggestions: not the back-office, sign-in and account pages,
 * previews, the rest of the API, or React Router's route manifest (kept, it would be revalidated
 * in the background by the browser after every navigation).
 */
export function isPublicPath(path: string): boolean {
  return (
    path === "/api/search" ||
    !/^\/(admin|signin|signout|setup|set-password|preview|api|consent|__manifest)(\/|\.data|$)/.test(
      path,
    )
  );
}

/** The cookie choice a page was made for: a page differs only by which purposes are allowed. */
export function consentVariant(cookies: string): string {
  const consent = readConsent(cookies)?.consent;
  return consent ? `${Number(consent.functional)}${Number(consent.media)}` : "-";
}

/** The cache's key for an anonymous reader's GET or HEAD of a public page; null for any other. */
export function cacheKey(method: string, url: string, cookies: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const query = url.indexOf("?");
  if (hasSessionCookie(cookies) || !isPublicPath(query < 0 ? url : url.slice(0, query)))
    return null;
  return `${consentVariant(cookies)}|${url}`;
}

/** A reader's view of an item page, or search that found nothing, counted on every answer. */
export function countReader(page: CachedPage, visit: () => ReturnType<typeof visitOf>): void {
  if (page.itemId) countView(visit(), page.itemId);
  if (page.searchMiss) countSearchMiss(visit(), decodeURIComponent(page.searchMiss));
}

function notModified(headers: IncomingMessage["headers"], page: CachedPage): boolean {
  const tags = headers["if-none-match"];
  if (tags) return tags.split(",").some((t) => t.trim() === page.etag || t.trim() === "*");
  const since = Date.parse(headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(page.storedAt / 1000) * 1000 <= since;
}

/**
 * Every header of a cached page's answer but the request id, flat as `writeHead` takes them, made
 * once per page, encoding and state: the security headers, the page's own (its CSP included),
 * and the cache's.
 */
function head(
  page: CachedPage,
  encoding: Encoding | "304",
  state: CacheState,
  security: Record<string, string>,
): string[] {
  const key = `${encoding}|${state}`;
  const made = page.heads[key];
  if (made) return made;
  const flat: string[] = [];
  for (const [name, value] of Object.entries(security)) flat.push(name, value);
  for (const [name, value] of page.headers) flat.push(name, value);
  flat.push(
    "Cache-Control",
    CACHE_CONTROL,
    "ETag",
    page.etag,
    "Last-Modified",
    new Date(page.storedAt).toUTCString(),
    "Vary",
    "Accept-Encoding, Cookie",
    "X-Cache",
    state,
  );
  if (encoding !== "304" && encoding !== "identity") flat.push("Content-Encoding", encoding);
  page.heads[key] = flat;
  return flat;
}

/** Writes a cached page (or its 304) as the answer, in the encoding the reader takes. */
export function writeCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  page: CachedPage,
  state: CacheState,
  security: Record<string, string>,
  requestId: string,
): number {
  if (notModified(req.headers, page)) {
    res.writeHead(304, [...head(page, "304", state, security), "X-Request-Id", requestId]);
    res.end();
    return 304;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = cache.body(page, encoding);
  const headers = [...head(page, encoding, state, security), "X-Request-Id", requestId];
  headers.push("Content-Length", String(body.length));
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return page.status;
}

/**
 * The first thing every request meets: an anonymous reader's request for a page the cache holds
 * fresh is answered here, as little more than writing bytes that are ready (no framework in
 * between), counted, logged and with the same headers the app would send; everything else goes
 * on to `app`.
 */
export function answerFromCache(options: {
  cache: PageCache;
  app: RequestListener;
  security: Record<string, string>;
  metrics: Metrics;
  logger: Logger;
  clientIp: (req: IncomingMessage) => string;
}): RequestListener {
  const { cache, app, security, metrics, logger } = options;
  return (req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? "/";
    const key = cacheKey(req.method ?? "", url, req.headers.cookie ?? "");
    const page = key === null ? undefined : cache.get(key);
    const host = req.headers.host;
    if (
      !page ||
      page.outdated ||
      Date.now() - page.storedAt > FRESH_MS ||
      (host !== undefined && !HOST.test(host))
    )
      return app(req, res);
    cache.hits++;
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    const ip = options.clientIp(req);
    countReader(page, () => {
      req.headers[CLIENT_IP_HEADER] = ip;
      return visitOf({ method: req.method!, headers: { get: (n) => req.headers[n] as string } });
    });
    const status = writeCachedPage(req, res, cache, page, "HIT", security, id);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.count(req.method!, url, status, seconds, "HIT");
    logger.info(
      {
        req: { id, method: req.method, url, remoteAddress: ip },
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
      },
      "request completed",
    );
  };
}
