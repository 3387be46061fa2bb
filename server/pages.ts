import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CSP_NONCE_HEADER } from "../app/lib/csp-nonce.ts";
import {
  INTERNAL_HEADERS,
  ITEM_ID_HEADER,
  REQUEST_ID_HEADER,
  SEARCH_MISS_HEADER,
  visitOf,
} from "../app/lib/http.server.ts";
import { log } from "../app/lib/log.server.ts";
import { consentCookiePair } from "../app/domain/contact/consent.server.ts";
import { hasSessionCookie } from "../app/lib/session-cookie.server.ts";
import {
  cacheKey,
  countReader,
  FRESH_MS,
  writeCachedPage,
  type CacheState,
} from "./cached-pages.ts";
import { DATABASE_RETRY_AFTER_S } from "./app-errors.ts";
import {
  chooseEncoding,
  compress,
  mayLag,
  showsFor,
  type CachedPage,
  type PageCache,
} from "./page-cache.ts";

/** Pages, their data and API answers: kept in the cache, and sent whole unless downloads (`send`). */
const PAGE_TYPES = /^(text\/html|text\/x-script|application\/json)/;

/** Smaller answers are sent as they are (as the compression middleware does). */
const COMPRESS_FROM = 1024;

/**
 * After a stale page failed to be made again (a 5xx: the database away), readers go on getting
 * the stale page, and the next try waits this long rather than following every request.
 */
export const REFRESH_RETRY_MS = 5_000;

/**
 * Outdated pages (the search's, after a change) made again per turn of the event loop; any more
 * asked for in that turn are served as they were, and made again in a later turn. Idle, a turn
 * serves one request. Under 2,000 readers a turn served about a thousand, and the hundred or so
 * search pages made again at once after each edit held all of them up for a second.
 */
export const REMAKES_PER_TURN = 2;

/** Says yes `limit` times per turn of the event loop, then no until the next turn. */
export function perTurn(limit: number): () => boolean {
  let used = 0;
  return () => {
    if (used === 0) setImmediate(() => (used = 0));
    return ++used <= limit;
  };
}

/** A cached page as every visitor gets it (without its render's nonce), and its CSP header. */
export type PagePolicy = (html: string, nonce: string | null) => { html: string; header: string };

/**
 * Every page through React Router. Anonymous GETs of public pages are answered from `cache`:
 * kept per address and cookie choice, revalidated by ETag (304), served stale for a moment
 * while made again in the background, and made once however many readers ask at once. Staff
 * (a session cookie) and pages marked `private` are never cached.
 */
export function pages(options: {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  cache: PageCache | null;
  policy: PagePolicy;
  /** The security headers every answer carries but the CSP (security-headers.ts). */
  security: Record<string, string>;
  /** What makes a page: React Router's handler of `build`, unless a test gives its own. */
  handler?: (request: Request) => Promise<globalThis.Response>;
}): RequestHandler {
  const handle = options.handler ?? createRequestHandler(options.build, options.mode);
  const cache = options.cache;
  const making = new Map<string, Promise<Made>>();
  const remakeNow = perTurn(REMAKES_PER_TURN);

  /** Renders a page: kept in the cache when it may be, else the response itself. */
  async function make(request: Request, key: string): Promise<Made> {
    const generation = cache!.generation;
    const response = await handle(request);
    const control = response.headers.get("cache-control") ?? "";
    const type = response.headers.get("content-type") ?? "";
    if (
      (response.status !== 200 && response.status !== 404) ||
      response.headers.has("set-cookie") ||
      /private|no-store/.test(control) ||
      !PAGE_TYPES.test(type)
    )
      return { response };
    const html = type.startsWith("text/html");
    let body = Buffer.from(await response.arrayBuffer());
    const shared = options.policy(
      html ? body.toString() : "",
      request.headers.get(CSP_NONCE_HEADER),
    );
    if (html) body = Buffer.from(shared.html);
    const headers = [...response.headers.entries()].filter(
      ([name]) => !["content-length", "content-encoding", ...INTERNAL_HEADERS].includes(name),
    );
    headers.push(["content-security-policy", shared.header]);
    const pathname = new URL(request.url).pathname;
    const page = cache!.set(
      {
        key,
        status: response.status,
        headers,
        body,
        storedAt: Date.now(),
        shows: showsFor(pathname.replace(/\.data$/, "")),
        lags: mayLag(pathname),
        itemId: Number(response.headers.get(ITEM_ID_HEADER)) || null,
        searchMiss: response.headers.get(SEARCH_MISS_HEADER),
      },
      generation,
    );
    return { page };
  }

  /** One render per key at a time: readers arriving meanwhile wait for it. */
  function once(key: string, render: () => Promise<Made>): { made: Promise<Made>; mine: boolean } {
    const pending = making.get(key);
    if (pending) return { made: pending, mine: false };
    const made = render().finally(() => making.delete(key));
    making.set(key, made);
    return { made, mine: true };
  }

  /**
   * Makes a stale page again in the background; the stale page stays until a good one replaces
   * it. A failed try (an error page, never kept) marks the page to be tried again a little later.
   */
  function refresh(page: CachedPage, req: ExpressRequest): void {
    if (failedLately(page)) return;
    // Made without a nonce: a cached page's scripts are allowed by their hashes.
    const headers = new Headers();
    const consent = consentCookiePair(req.get("cookie") ?? null);
    if (consent) headers.set("cookie", consent);
    const request = new Request(new URL(req.originalUrl, origin(req)), { headers });
    const { made } = once(page.key, () => make(request, page.key));
    const failed = (status: number) => {
      page.refreshFailedAt = Date.now();
      log().warn({ key: page.key, status }, "page refresh failed; the stale page is served");
    };
    made
      .then((result) => {
        if (!("response" in result)) return;
        if (result.response.status >= 500) failed(result.response.status);
        return result.response.body?.cancel();
      })
      .catch((error: unknown) => {
        failed(500);
        log().error({ err: error, key: page.key }, "page refresh failed");
      });
  }

  return async (req, res, next) => {
    try {
      const cookies = req.get("cookie") ?? "";
      const key = cache === null ? null : cacheKey(req.method, req.originalUrl, cookies);
      if (key === null) {
        const response = await handle(toRequest(req, res));
        if (hasSessionCookie(cookies) && !response.headers.has("cache-control"))
          res.setHeader("Cache-Control", "private, no-store");
        return await send(res, response);
      }
      const kept = cache!.get(key);
      let page = kept?.outdated && !failedLately(kept) && remakeNow() ? undefined : kept;
      let state: CacheState = "HIT";
      if (!page) {
        cache!.misses++;
        state = "MISS";
        // Made as a GET even for HEAD, so that the cache never keeps an empty page (and, made so,
        // counted as nobody's view or search: see toRequest).
        const { made, mine } = once(key, () => make(toRequest(req, res, "GET"), key));
        const result = await made;
        if ("page" in result) page = result.page;
        else if (kept && result.response.status >= 500) {
          // An outdated page that cannot be made again (the database away) is served as it was.
          if (mine) await result.response.body?.cancel();
          kept.refreshFailedAt = Date.now();
          page = kept;
          state = "STALE";
        }
        // Not for the cache (a redirect, an error, a private page): each reader gets their own.
        else return await send(res, mine ? result.response : await handle(toRequest(req, res)));
      }
      if (state !== "MISS") {
        cache!.hits++;
        if (page.outdated) state = "STALE";
        else if (Date.now() - page.storedAt > FRESH_MS) {
          state = "STALE";
          refresh(page, req);
        }
        countReader(page, () =>
          visitOf({ method: req.method, headers: { get: (n) => req.get(n) } }),
        );
      }
      const id = String(req.headers[REQUEST_ID_HEADER]);
      writeCachedPage(req, res, cache!, page, state, options.security, id);
    } catch (error) {
      next(error);
    }
  };
}

type Made = { page: CachedPage } | { response: globalThis.Response };

/** Whether making the page again failed a moment ago: it is served as it is until the next try. */
function failedLately(page: CachedPage): boolean {
  return page.refreshFailedAt !== undefined && Date.now() - page.refreshFailedAt < REFRESH_RETRY_MS;
}

function origin(req: ExpressRequest): string {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

/** The Fetch request React Router takes, from Express's (why not the adapter: decision 0027). */
function toRequest(req: ExpressRequest, res: Response, method = req.method): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value) headers.set(name, value);
  }
  // A HEAD made as a GET is nobody's visit: without a browser name, no view or search counts it.
  if (method !== req.method) headers.delete("user-agent");
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    // Read already (and limited) by readBody, except on the routes that stream their own.
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : bodyOf(req);
    init.duplex = "half";
  }
  return new Request(new URL(req.originalUrl, origin(req)), init);
}

/**
 * The request body as a web stream. Cancelling it (an upload refused part-way, the disk full)
 * reads and drops the rest instead of destroying the connection, so the client gets the answer
 * rather than a reset.
 */
function bodyOf(req: ExpressRequest): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.on("end", () => {
          if (open) controller.close();
          open = false;
        });
        req.on("error", (error) => {
          if (open) controller.error(error);
          open = false;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * A page or data answer compressed whole, in one go (`compress`), with its headers set: what the
 * compression middleware, which streams, would do for it.
 */
function compressed(res: Response, body: Buffer): Buffer {
  res.vary("Accept-Encoding");
  const encoding = chooseEncoding(res.req.get("accept-encoding"));
  const sent =
    encoding === "identity" || body.length < COMPRESS_FROM ? body : compress(body, encoding);
  if (sent !== body) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  return sent;
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries())
    if (!INTERNAL_HEADERS.includes(name)) res.append(name, value);
  if (response.status === 503) {
    // The database away (app-errors.ts): a page, data or an API answer alike, never kept.
    res.setHeader("Cache-Control", "no-store");
    if (!res.hasHeader("retry-after")) res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_S));
  }
  const type = response.headers.get("content-type") ?? "";
  if (/text\/event-stream/i.test(type)) res.flushHeaders();
  if (!response.body) return void res.end();
  if (
    PAGE_TYPES.test(type) &&
    !response.headers.has("content-encoding") &&
    !/attachment/i.test(response.headers.get("content-disposition") ?? "")
  )
    return void res.end(compressed(res, Buffer.from(await response.arrayBuffer())));
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
