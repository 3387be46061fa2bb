import type { AddressInfo } from "node:net";
import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "../app/lib/log.server.ts";
import { FRESH_MS } from "./cached-pages.ts";
import { PageCache } from "./page-cache.ts";
import { pages, REFRESH_RETRY_MS } from "./pages.ts";

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
  return new Response(`<p>${path}, edition ${edition}</p>`, {
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
