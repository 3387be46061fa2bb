import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentCookieValue } from "../app/lib/consent.ts";
import { answerFromCache, FRESH_MS } from "./cached-pages.ts";
import { createMetrics } from "./metrics.ts";
import { PageCache } from "./page-cache.ts";
import { everyAnswersHeaders } from "./security-headers.ts";

const cache = new PageCache(1_000_000);
const seen: string[] = [];
const lines: Record<string, unknown>[] = [];
let base = "";
let server: http.Server;

function store(url: string, storedAt = Date.now(), variant = "-") {
  cache.set(
    {
      key: `${variant}|${url}`,
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["content-security-policy", "default-src 'self'"],
      ],
      body: Buffer.from(`<p>หน้า ${url}</p>`),
      storedAt,
      shows: "all",
      lags: false,
      itemId: null,
      searchMiss: null,
    },
    cache.generation,
  );
}

beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const listener = answerFromCache({
    cache,
    app: (req, res) => {
      seen.push(req.url!);
      res.end("app");
    },
    security: everyAnswersHeaders({ development: false, https: false }),
    metrics: createMetrics(cache),
    logger,
    clientIp: (req) => req.socket.remoteAddress ?? "",
  });
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store("/news");
  store("/old", Date.now() - FRESH_MS - 1);
  store("/admin/users");
  store("/news?page=2", Date.now(), "11");
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer, not decompressed. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject)
        .end();
    },
  );
}

describe("fresh cached pages answered before the app", () => {
  it("sends the page gzip-encoded with the security, cache and request-id headers", async () => {
    const before = seen.length;
    const answer = await get("/news", {
      "accept-encoding": "gzip",
      "x-request-id": "proxy-id-1234",
    });
    expect(seen.length).toBe(before);
    expect(answer.status).toBe(200);
    expect(gunzipSync(answer.body).toString()).toBe("<p>หน้า /news</p>");
    expect(answer.headers).toMatchObject({
      "content-encoding": "gzip",
      "content-length": String(answer.body.length),
      "content-security-policy": "default-src 'self'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=0, stale-while-revalidate=60",
      vary: "Accept-Encoding, Cookie",
      "x-cache": "HIT",
      "x-request-id": "proxy-id-1234",
    });
    const line = lines.at(-1)!;
    expect(line).toMatchObject({
      req: { id: "proxy-id-1234", url: "/news" },
      res: { statusCode: 200 },
    });
  });

  it("answers a revalidation with 304 and a HEAD without a body", async () => {
    const { headers } = await get("/news");
    const again = await get("/news", { "if-none-match": headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/news", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the cookie choice apart: a reader who allowed both purposes gets their variant", async () => {
    const consent = `consent=${consentCookieValue("reader-0123456789ab", { functional: true, media: true })}`;
    expect((await get("/news?page=2")).body.toString()).toBe("app");
    const allowed = await get("/news?page=2", { cookie: consent });
    expect(allowed.headers["x-cache"]).toBe("HIT");
    expect(allowed.body.toString()).toBe("<p>หน้า /news?page=2</p>");
  });

  it("reads the cookies as the pages do: one they would not read is no session and no choice", async () => {
    const consent = `consent=${consentCookieValue("reader-0123456789ab", { functional: true, media: true })}`;
    // A no-break space before the name: the pages see nobody signed in and no choice made.
    expect((await get("/news", { cookie: "\u00a0session=abc" })).headers["x-cache"]).toBe("HIT");
    expect((await get("/news?page=2", { cookie: `\u00a0${consent}` })).body.toString()).toBe("app");
  });

  it("leaves to the app what it must decide: stale pages, staff, the back-office, bad hosts, posts", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/old", {}, "GET"],
      ["/news", { cookie: "theme=dark; session=abc" }, "GET"],
      ["/news", { cookie: "theme=dark;\tsession=abc" }, "GET"],
      ["/admin/users", {}, "GET"],
      ["/news", { host: "bad host" }, "GET"],
      ["/news", {}, "POST"],
      ["/missing", {}, "GET"],
    ];
    for (const [path, headers, method] of cases) {
      const answer = await get(path, headers, method);
      expect(answer.body.toString(), `${method} ${path} ${JSON.stringify(headers)}`).toBe("app");
    }
  });
});
