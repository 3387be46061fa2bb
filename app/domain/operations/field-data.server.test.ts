import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { countVitals } from "../../db/operations/web-vitals.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import {
  BEACON_LIMIT,
  countBeacon,
  fieldDataSummary,
  forgetOldFieldData,
  KEEP_DAYS,
  readBeacon,
  receiveBeacon,
  resetBeaconLimit,
} from "./field-data.server.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const reader = (ip = "203.0.113.7") => ({ ip, userAgent: PHONE, sessionToken: null });
const fields = (entries: Record<string, string>) => Object.entries(entries);
const HOME = { route: "routes/site/home" };
const DAY_MS = 86_400_000;

describe("a beacon as it is read", () => {
  it("takes a public route's id and one or more of the four metrics, as plain numbers", () => {
    expect(readBeacon(fields({ ...HOME, LCP: "1234", CLS: "0.0123" }))).toEqual({
      kind: "home",
      values: { LCP: 1234, CLS: 0.0123 },
    });
    expect(
      readBeacon(fields({ route: "news-item", LCP: "1", INP: "2", CLS: "0", TTFB: "3" })),
    ).toEqual({ kind: "article", values: { LCP: 1, INP: 2, CLS: 0, TTFB: 3 } });
    // Past the range: taken, and counted as the range's end.
    expect(readBeacon(fields({ ...HOME, LCP: "999999999" }))?.values.LCP).toBe(999999999);
  });

  it("refuses anything else", () => {
    const refused: [string, FormDataEntryValue][][] = [
      fields(HOME),
      fields({ LCP: "1" }),
      fields({ route: "routes/admin/dashboard", LCP: "1" }),
      fields({ route: "/news/health/x", LCP: "1" }),
      fields({ route: "x".repeat(500), LCP: "1" }),
      fields({ ...HOME, FCP: "1" }),
      fields({ ...HOME, LCP: "1", id: "v6-1-2" }),
      fields({ ...HOME, LCP: "-1" }),
      fields({ ...HOME, LCP: "1e3" }),
      fields({ ...HOME, LCP: "NaN" }),
      fields({ ...HOME, LCP: "Infinity" }),
      fields({ ...HOME, LCP: "" }),
      fields({ ...HOME, LCP: " 1" }),
      fields({ ...HOME, LCP: "0x10" }),
      fields({ ...HOME, LCP: "1".repeat(20) }),
      fields({ ...HOME, lcp: "1" }),
      [["__proto__", "1"], ...fields({ ...HOME, LCP: "1" })],
      [["constructor", "1"], ...fields({ ...HOME, LCP: "1" })],
      [...fields({ ...HOME, LCP: "1" }), ["LCP", "2"]],
      [...fields(HOME), ["LCP", new File(["1"], "a.txt")]],
      Array.from({ length: 50 }, (): [string, string] => ["LCP", "1"]),
    ];
    for (const beacon of refused) expect(readBeacon(beacon), JSON.stringify(beacon)).toBeNull();
  });
});

describe("the beacon rate limit", () => {
  it("grants a client its burst, then refuses with a wait, and refills with time", () => {
    let now = 0;
    resetBeaconLimit(() => now);
    const answers = Array.from({ length: BEACON_LIMIT.burst + 1 }, () =>
      receiveBeacon({ ...reader("198.51.100.1"), userAgent: "" }, fields({ ...HOME, LCP: "1" })),
    );
    expect(answers.slice(0, -1).every((a) => a.ok)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused).toMatchObject({ ok: false, code: "vitals.rate-limited", status: 429 });
    expect(refused.ok ? 0 : refused.retryAfter).toBeGreaterThan(0);
    // Another client, and the same one a minute later, go on; a bad body counts against the limit.
    expect(receiveBeacon({ ...reader("198.51.100.2"), userAgent: "" }, []).ok).toBe(false);
    expect(receiveBeacon({ ...reader("198.51.100.2"), userAgent: "" }, [])).toMatchObject({
      code: "vitals.invalid",
      status: 400,
    });
    now += 60_000;
    expect(
      receiveBeacon({ ...reader("198.51.100.1"), userAgent: "" }, fields({ ...HOME, LCP: "1" })),
    ).toEqual({ ok: true, counted: false });
    resetBeaconLimit();
  });
});

for (const database of testDatabases()) {
  describe(`field data on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());
    beforeEach(async () => {
      await db.deleteFrom("web_vitals").execute();
      resetBeaconLimit();
    });

    async function rows() {
      return db
        .selectFrom("web_vitals")
        .select(["page_kind", "metric", "bucket", "count"])
        .orderBy("metric")
        .orderBy("bucket")
        .execute();
    }

    it("counts a reader's beacon by day, kind of page, metric and bucket, and nothing else", async () => {
      const answer = receiveBeacon(
        reader(),
        fields({ route: "news-item", LCP: "2400", INP: "64", CLS: "0.02", TTFB: "310" }),
      );
      expect(answer).toEqual({ ok: true, counted: true });
      for (let i = 0; i < 100 && (await rows()).length < 4; i++)
        await new Promise((r) => setTimeout(r, 20));
      const day = bangkokDay(new Date());
      expect(await db.selectFrom("web_vitals").selectAll().orderBy("metric").execute()).toEqual([
        { day, page_kind: "article", metric: "CLS", bucket: 20, count: 1 },
        { day, page_kind: "article", metric: "INP", bucket: 70, count: 1 },
        { day, page_kind: "article", metric: "LCP", bucket: 2400, count: 1 },
        { day, page_kind: "article", metric: "TTFB", bucket: 350, count: 1 },
      ]);
      // The daily clean-up is queued, after the count.
      const queued = () =>
        db.selectFrom("jobs").select("kind").where("kind", "=", "forget-field-data").execute();
      for (let i = 0; i < 100 && (await queued()).length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await queued()).toHaveLength(1);
    });

    it("takes but does not count signed-in staff, bots and browsers that give no name", async () => {
      const beacon = fields({ ...HOME, LCP: "1000" });
      expect(receiveBeacon({ ...reader(), sessionToken: "abc" }, beacon)).toEqual({
        ok: true,
        counted: false,
      });
      expect(
        receiveBeacon(
          { ...reader(), userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" },
          beacon,
        ),
      ).toEqual({ ok: true, counted: false });
      expect(receiveBeacon({ ...reader(), userAgent: "" }, beacon)).toEqual({
        ok: true,
        counted: false,
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(await rows()).toEqual([]);
    });

    it("adds beacons up in their buckets, and the dashboard reads the 28 days' percentiles", async () => {
      const now = new Date();
      for (let i = 0; i < 8; i++)
        await countBeacon(
          { kind: "home", values: { LCP: 1000 + i * 500, CLS: i < 6 ? 0 : 0.3, TTFB: 500 } },
          now,
        );
      await countBeacon({ kind: "home", values: { INP: 120 } }, now);
      await countBeacon({ kind: "search", values: { TTFB: 5000 } }, now);
      // Counted 28 days ago: outside the dashboard's days, still kept.
      await countBeacon({ kind: "home", values: { LCP: 30_000 } }, new Date(+now - 28 * DAY_MS));
      const lcpRows = (await rows()).filter((r) => r.metric === "LCP" && r.page_kind === "home");
      expect(lcpRows.map((r) => Number(r.count))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
      await countBeacon({ kind: "home", values: { LCP: 1000 } }, now);
      expect((await rows()).find((r) => r.metric === "LCP" && r.bucket === 1000)?.count).toBe(2);

      const summary = await fieldDataSummary(now);
      expect(summary.map((r) => [r.kind, r.label, r.visits])).toEqual([
        ["home", "หน้าแรก", 9],
        ["search", "หน้าค้นหา", 1],
      ]);
      const home = summary[0]!.metrics;
      // LCP 1000, 1000, 1500, ..., 4500: seven of nine at most 4 s, the 75th percentile near it.
      expect(home.LCP.count).toBe(9);
      expect(home.LCP.good).toBeCloseTo(5 / 9);
      expect(home.LCP.p75).toBeGreaterThan(3400);
      expect(home.LCP.p75).toBeLessThanOrEqual(4000);
      expect(home.CLS).toMatchObject({ count: 8, good: 0.75 });
      expect(home.CLS.p75).toBe(0);
      expect(home.INP).toMatchObject({ count: 1, good: 1 });
      // All eight in the bucket above 450 ms up to 500 ms: placed inside it.
      expect(home.TTFB).toMatchObject({ count: 8, good: 1 });
      expect(home.TTFB.p75).toBeGreaterThan(450);
      expect(home.TTFB.p75).toBeLessThanOrEqual(500);
      expect(summary[1]!.metrics.LCP).toEqual({ count: 0, p75: null, good: null });
      expect(summary[1]!.metrics.TTFB).toMatchObject({ count: 1, good: 0 });
    });

    it("forgets the days older than it keeps", async () => {
      const now = new Date();
      const day = (ago: number) => bangkokDay(new Date(+now - ago * DAY_MS));
      await countVitals(db, [
        { day: day(KEEP_DAYS + 1), pageKind: "home", metric: "LCP", bucket: 100 },
        { day: day(KEEP_DAYS - 1), pageKind: "home", metric: "LCP", bucket: 100 },
        { day: day(0), pageKind: "home", metric: "LCP", bucket: 100 },
      ]);
      expect(await forgetOldFieldData(now)).toBe(1);
      const left = await db.selectFrom("web_vitals").select("day").orderBy("day").execute();
      expect(left.map((r) => r.day)).toEqual([day(KEEP_DAYS - 1), day(0)]);
    });
  });
}
