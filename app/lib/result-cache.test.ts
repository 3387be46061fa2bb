import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache.ts";
import { TokenBuckets } from "./token-bucket.ts";

function counting() {
  let made = 0;
  return {
    make: (value: string) => async () => {
      made++;
      return value;
    },
    get made() {
      return made;
    },
  };
}

describe("result cache", () => {
  it("makes a result once and serves it again until its time is up", async () => {
    let now = 0;
    const cache = new ResultCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const lookup = counting();
    expect(await cache.get("a", lookup.make("one"))).toBe("one");
    expect(await cache.get("a", lookup.make("two"))).toBe("one");
    expect([lookup.made, cache.hits, cache.misses]).toEqual([1, 1, 1]);
    now = 1000;
    expect(await cache.get("a", lookup.make("three"))).toBe("three");
    expect(lookup.made).toBe(2);
  });

  it("forgets the least recently used first", async () => {
    const cache = new ResultCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    const lookup = counting();
    await cache.get("a", lookup.make("a"));
    await cache.get("b", lookup.make("b"));
    await cache.get("a", lookup.make("a"));
    await cache.get("c", lookup.make("c"));
    expect(cache.size).toBe(2);
    await cache.get("a", lookup.make("a"));
    expect(lookup.made).toBe(3);
    await cache.get("b", lookup.make("b"));
    expect(lookup.made).toBe(4);
  });

  it("makes a result once for callers asking at the same time", async () => {
    const cache = new ResultCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const lookup = counting();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => cache.get("a", lookup.make("x"))),
    );
    expect(all).toEqual(Array(20).fill("x"));
    expect(lookup.made).toBe(1);
  });

  it("drops everything on clear, and does not keep a result begun before it", async () => {
    const cache = new ResultCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await cache.get("a", async () => "old");
    cache.clear();
    expect(cache.size).toBe(0);
    let finish: (value: string) => void = () => {};
    const slow = cache.get("b", () => new Promise<string>((done) => (finish = done)));
    cache.clear();
    // A caller after the change does not wait for the making begun before it.
    expect(await cache.get("b", async () => "new")).toBe("new");
    finish("stale");
    expect(await slow).toBe("stale");
    expect(await cache.get("b", async () => "newer")).toBe("new");
    expect(await cache.get("a", async () => "fresh")).toBe("fresh");
  });

  it("keeps no failure", async () => {
    const cache = new ResultCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
  });
});

describe("token buckets", () => {
  it("grants a burst, then one turn per refill, for each key apart", () => {
    let now = 0;
    const buckets = new TokenBuckets({ perMinute: 60, burst: 3, now: () => now });
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 0]);
    expect(buckets.take("a")).toBe(1);
    expect(buckets.take("b")).toBe(0);
    now = 999;
    expect(buckets.take("a")).toBe(1);
    now = 2000;
    expect(buckets.take("a")).toBe(0);
  });

  it("says how long to wait when the refill is slow", () => {
    let now = 0;
    const buckets = new TokenBuckets({ perMinute: 2, burst: 1, now: () => now });
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(30);
    now = 20_000;
    expect(buckets.take("a")).toBe(10);
  });

  it("remembers at most maxKeys keys", () => {
    const buckets = new TokenBuckets({ perMinute: 1, burst: 1, maxKeys: 2 });
    buckets.take("a");
    buckets.take("b");
    buckets.take("c");
    // "a" was forgotten: a full bucket again.
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("c")).toBeGreaterThan(0);
  });
});
