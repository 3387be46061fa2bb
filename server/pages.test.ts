import type { AddressInfo } from "node:net";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "../app/lib/log.server.ts";
import { FRESH_MS } from "./cached-pages.ts";
import { PageCache } from "./page-cache.ts";
import { pages, perTurn, REFRESH_RETRY_MS } from "./pages.ts";

/** What React Router would answer: the page while the database answers, its 503 page while not. */
let databaseUp = true;
let renders = 0;
let edition = 1;
let lastAsked: { method: string; userAgent: string | null } | null = null;
const handler = async (request: Request) => {
  renders++;
  lastAsked = { method: request.method, userAgent: request.headers.get("user-agent") };
  const path = new URL(request.url).pathname;
  if (!databaseUp)
    return new Response("<h1>ระบบขัดข้องชั่วคราว</h1>", {
      status: 503,
      headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" },
    });
  const text = path === "/long" || path === "/export" ? "<p>หน้ายาว</p>".repeat(500) : "";
  if (path === "/export")
    return new Response(text, {
      headers: {
        "Content-Type": "application/json",
        "Content-Disposition": 'attachment; filename="export.json"',
      },
    });
  return new Response(`<p>${path}, edition ${edition}</p>${text}`, {
    headers: { "Content-Type": "text/html" },
  });
};

const cache = new PageCache(1_000_000);
let server: http.Server;
let base = "";

beforeAll(async () => {
  vi.spyOn(log(), "warn").mockImplementation(() => undefined);
  const app = express();
  app.use(
    pages({
      build: () => Promise.reject(new Error("not used")),
      mode: "production",
      cache,
      policy: (html) => ({ html, header: "default-src 'self'" }),
      security: {},
      handler,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

async function read(path: string) {
  const response = await fetch(base + path);
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    retryAfter: response.headers.get("retry-after"),
    control: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

/** Until the background refresh a request started has ended. */
const settled = () => new Promise((done) => setTimeout(done, 50));

const age = (key: string, ms: number) => {
  const page = cache.get(key)!;
  page.storedAt -= ms;
  if (page.refreshFailedAt) page.refreshFailedAt -= ms;
};

describe("a HEAD request", () => {
  it("has a page not in the cache made as a GET without the browser's name, so that no view or search counts it", async () => {
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };
    const head = await fetch(`${base}/head-only`, { method: "HEAD", headers: browser });
    expect(head.status).toBe(200);
    expect(lastAsked).toEqual({ method: "GET", userAgent: null });
    await fetch(`${base}/read-by-a-reader`, { headers: browser });
    expect(lastAsked).toEqual({ method: "GET", userAgent: browser["User-Agent"] });
  });
});

describe("a page made for one person", () => {
  /** The raw answer to a signed-in person's GET, as the bytes came. */
  const staffGet = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          base + path,
          { headers: { cookie: "session=someone", "accept-encoding": acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on("error", reject);
    });

  it("is compressed whole, in one piece with its length, as the browser asks", async () => {
    const page = `<p>/long, edition ${edition}</p>${"<p>หน้ายาว</p>".repeat(500)}`;
    const gzip = await staffGet("/long", "gzip, deflate");
    expect(gzip.headers).toMatchObject({
      "content-encoding": "gzip",
      "content-length": String(gzip.body.length),
      "cache-control": "private, no-store",
    });
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const br = await staffGet("/long", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const plain = await staffGet("/long", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("is streamed as it comes when it is a download", async () => {
    const download = await staffGet("/export", "gzip");
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.headers["transfer-encoding"]).toBe("chunked");
    expect(download.body.toString()).toBe("<p>หน้ายาว</p>".repeat(500));
  });

  it("is sent as it is when it is small", async () => {
    const small = await staffGet("/short", "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe(`<p>/short, edition ${edition}</p>`);
  });
});

describe("pages while the database is away", () => {
  it("a stale page is served while it cannot be made again, tried again a little later, and replaced once it can", async () => {
    expect(await read("/news")).toMatchObject({ status: 200, cache: "MISS" });
    databaseUp = false;
    edition = 2;
    age("-|/news", FRESH_MS + 1);

    renders = 0;
    const stale = await read("/news");
    expect(stale).toMatchObject({ status: 200, cache: "STALE", body: "<p>/news, edition 1</p>" });
    await settled();
    expect(renders, "one refresh tried").toBe(1);
    for (let i = 0; i < 5; i++)
      expect(await read("/news")).toMatchObject({ status: 200, cache: "STALE" });
    await settled();
    expect(renders, "not tried again at once").toBe(1);

    age("-|/news", REFRESH_RETRY_MS);
    await read("/news");
    await settled();
    expect(renders, "tried again once the wait is over").toBe(2);
    expect((await read("/news")).body).toBe("<p>/news, edition 1</p>");

    databaseUp = true;
    age("-|/news", REFRESH_RETRY_MS);
    expect(await read("/news")).toMatchObject({ cache: "STALE", body: "<p>/news, edition 1</p>" });
    await settled();
    expect(await read("/news")).toMatchObject({
      status: 200,
      cache: "HIT",
      body: "<p>/news, edition 2</p>",
    });
  });

  it("a page not in the cache is the 503, not kept, never to be stored by anyone on the way", async () => {
    databaseUp = false;
    renders = 0;
    for (let i = 0; i < 2; i++)
      expect(await read("/faq")).toMatchObject({
        status: 503,
        retryAfter: "30",
        control: "no-store",
        body: "<h1>ระบบขัดข้องชั่วคราว</h1>",
      });
    expect(renders, "each reader's request tries").toBe(2);
    databaseUp = true;
    expect(await read("/faq")).toMatchObject({ status: 200, cache: "MISS" });
  });
});

describe("the search's pages after a change", () => {
  it("are made again by the next reader, while the pages the change shows are dropped", async () => {
    edition = 3;
    expect(await read("/search?q=fever")).toMatchObject({ cache: "MISS" });
    expect(await read("/search?q=fever")).toMatchObject({ cache: "HIT" });
    edition = 4;
    cache.invalidate(["news"]);
    expect(cache.get("-|/search?q=fever")?.outdated).toBe(true);
    expect(await read("/search?q=fever")).toMatchObject({
      cache: "MISS",
      body: "<p>/search, edition 4</p>",
    });
    expect(await read("/search?q=fever")).toMatchObject({ cache: "HIT" });
  });

  it("asked for all at once, are answered, the old ones as they were, until each is made again", async () => {
    const queries = Array.from({ length: 12 }, (_, i) => `/search?q=${i}`);
    edition = 5;
    for (const query of queries) await read(query);
    edition = 6;
    cache.invalidate("all");
    const answers = await Promise.all(queries.map((query) => read(query)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const answer of answers)
      expect(answer.body).toBe(
        answer.cache === "STALE" ? "<p>/search, edition 5</p>" : "<p>/search, edition 6</p>",
      );
    for (const query of queries) {
      await read(query);
      expect(await read(query)).toMatchObject({ cache: "HIT", body: "<p>/search, edition 6</p>" });
    }
  });

  it("are served as they were while the database is away, and made again once it is back", async () => {
    edition = 7;
    await read("/search?q=away");
    cache.invalidate("all");
    databaseUp = false;
    edition = 8;
    renders = 0;
    for (let i = 0; i < 3; i++)
      expect(await read("/search?q=away")).toMatchObject({
        status: 200,
        cache: "STALE",
        body: "<p>/search, edition 7</p>",
      });
    expect(renders, "tried once, then not again at once").toBe(1);
    databaseUp = true;
    age("-|/search?q=away", REFRESH_RETRY_MS);
    expect(await read("/search?q=away")).toMatchObject({
      cache: "MISS",
      body: "<p>/search, edition 8</p>",
    });
  });

  it("are made again at most so many per turn of the event loop", async () => {
    const remake = perTurn(2);
    expect([remake(), remake(), remake(), remake()]).toEqual([true, true, false, false]);
    await new Promise((next) => setImmediate(next));
    expect([remake(), remake(), remake()]).toEqual([true, true, false]);
  });
});
