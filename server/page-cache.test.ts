import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, mayLag, PageCache, showsFor, type Shows } from "./page-cache.ts";

const page = (key: string, shows: Shows, size = 100) => ({
  key,
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from("ก".repeat(size / 3)),
  storedAt: Date.now(),
  shows,
  itemId: null,
  searchMiss: null,
  lags: false,
});

describe("the page cache", () => {
  it("drops exactly the pages that show a changed kind of content, and everything for all", () => {
    const cache = new PageCache(1_000_000);
    for (const [key, shows] of [
      ["/news", ["news"]],
      ["/news/health/a", ["news"]],
      ["/gallery", ["gallery"]],
      ["/", "all"],
      ["/search?title=x", "all"],
    ] as const)
      cache.set(page(key, shows === "all" ? "all" : [...shows]), cache.generation);
    expect(cache.invalidate(["news"])).toBe(4);
    expect(cache.get("/gallery")).toBeDefined();
    expect(cache.get("/news")).toBeUndefined();
    expect(cache.invalidate("all")).toBe(1);
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("marks the search's pages outdated instead of dropping them, and keeps them until made again", () => {
    const cache = new PageCache(1_000_000);
    cache.set(page("-|/news", ["news"]), cache.generation);
    cache.set({ ...page("-|/search?q=ไข้", "all"), lags: true }, cache.generation);
    expect(cache.invalidate(["news"])).toBe(2);
    expect(cache.get("-|/news")).toBeUndefined();
    expect(cache.get("-|/search?q=ไข้")).toMatchObject({ outdated: true });
    cache.set({ ...page("-|/search?q=ไข้", "all"), lags: true }, cache.generation);
    expect(cache.get("-|/search?q=ไข้")?.outdated).toBeUndefined();
    expect(cache.size.pages).toBe(1);
  });

  it("does not keep a page whose render began before a change", () => {
    const cache = new PageCache(1_000_000);
    const began = cache.generation;
    cache.invalidate(["news"]);
    const served = cache.set(page("/news", ["news"]), began);
    expect(served.body.length).toBeGreaterThan(0);
    expect(cache.get("/news")).toBeUndefined();
  });

  it("stays within its size, the least recently used going first", () => {
    const cache = new PageCache(1000);
    cache.set(page("/a", ["news"], 240), cache.generation);
    cache.set(page("/b", ["news"], 240), cache.generation);
    cache.get("/a");
    for (const key of ["/c", "/d", "/e"]) cache.set(page(key, ["news"], 240), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
  });

  it("does not keep a page too big for a quarter of it", () => {
    const cache = new PageCache(1000);
    cache.set(page("/big", ["news"], 300), cache.generation);
    expect(cache.get("/big")).toBeUndefined();
  });

  it("compresses a page once per encoding and gives each version the same weak ETag", () => {
    const cache = new PageCache(1_000_000);
    const entry = cache.set(page("/", "all", 3000), cache.generation);
    const br = cache.body(entry, "br");
    expect(cache.body(entry, "br")).toBe(br);
    expect(brotliDecompressSync(br).equals(entry.body)).toBe(true);
    expect(gunzipSync(cache.body(entry, "gzip")).equals(entry.body)).toBe(true);
    expect(entry.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.size.bytes).toBe(entry.body.length + br.length + entry.compressed.gzip!.length);
  });

  it("knows what each public address shows and which encoding a browser takes", () => {
    expect(showsFor("/news/health/x")).toEqual(["news"]);
    expect(showsFor("/policy/privacy")).toEqual(["page"]);
    expect(showsFor("/")).toBe("all");
    expect(showsFor("/no-such-page")).toBe("all");
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(["/search", "/search.data", "/api/search"].map(mayLag)).toEqual([true, true, true]);
    expect(["/", "/news", "/searching", "/news/search"].map(mayLag)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
