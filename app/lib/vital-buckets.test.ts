import { describe, expect, it } from "vitest";
import {
  bucketOf,
  summarize,
  VITAL_LAYOUT,
  VITAL_METRICS,
  type VitalMetric,
} from "./vital-buckets.ts";

/** Counts by bucket of values as web-vitals reports them. */
function countsOf(metric: VitalMetric, values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of values) {
    const b = bucketOf(metric, v);
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return counts;
}

describe("the buckets of field data", () => {
  it("have both of web-vitals' thresholds as bounds, rising, starting at 0", () => {
    expect(VITAL_LAYOUT.LCP.thresholds).toEqual([2500, 4000]);
    expect(VITAL_LAYOUT.INP.thresholds).toEqual([200, 500]);
    expect(VITAL_LAYOUT.CLS.thresholds).toEqual([0.1, 0.25]);
    expect(VITAL_LAYOUT.TTFB.thresholds).toEqual([800, 1800]);
    for (const metric of VITAL_METRICS) {
      const { edges, thresholds, scale } = VITAL_LAYOUT[metric];
      expect(edges[0]).toBe(0);
      expect(edges.every((e, i) => i === 0 || e > edges[i - 1]!)).toBe(true);
      expect(edges.every(Number.isInteger)).toBe(true);
      for (const t of thresholds) expect(edges).toContain(Math.round(t * scale));
      // Few enough to keep a day's rows small, enough to place the 75th percentile closely.
      expect(edges.length).toBeLessThan(80);
    }
  });

  it("put a value in the bucket whose bound it does not pass, and clamp what is past the last", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 0.4)).toBe(100);
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2500.01)).toBe(2600);
    expect(bucketOf("LCP", 1e9)).toBe(60_000);
    expect(bucketOf("LCP", -5)).toBe(0);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.1001)).toBe(110);
    expect(bucketOf("CLS", 42)).toBe(10_000);
    expect(bucketOf("INP", 200)).toBe(200);
    expect(bucketOf("INP", 16)).toBe(20);
    expect(bucketOf("TTFB", 801)).toBe(850);
  });
});

describe("the 75th percentile and the share of good from the buckets", () => {
  it("are nothing without a measurement", () => {
    expect(summarize("LCP", new Map())).toEqual({ count: 0, p75: null, good: null });
    expect(summarize("LCP", new Map([[2500, 0]]))).toEqual({ count: 0, p75: null, good: null });
  });

  it("come within a bucket of the exact percentile, with the share of good exact", () => {
    // 1,000 readers' LCP spread evenly from 1 to 5 seconds: the 75th percentile is 4 s.
    const values = Array.from({ length: 1000 }, (_, i) => 1000 + (4000 * (i + 0.5)) / 1000);
    const lcp = summarize("LCP", countsOf("LCP", values));
    expect(lcp.count).toBe(1000);
    expect(Math.abs(lcp.p75! - 4000)).toBeLessThanOrEqual(500);
    expect(lcp.good).toBe(values.filter((v) => v <= 2500).length / 1000);

    const inp = summarize("INP", countsOf("INP", [40, 56, 64, 80, 96, 120, 180, 210, 250, 600]));
    expect(inp.count).toBe(10);
    // Sorted, the 75th percentile of these ten lies between 180 and 210.
    expect(inp.p75).toBeGreaterThan(170);
    expect(inp.p75).toBeLessThanOrEqual(210);
    expect(inp.good).toBe(0.7);
  });

  it("keep CLS in its own unit, and a page that never moved at 0", () => {
    const still = summarize("CLS", countsOf("CLS", [0, 0, 0, 0, 0, 0, 0, 0.05]));
    expect(still).toEqual({ count: 8, p75: 0, good: 1 });
    const moving = summarize("CLS", countsOf("CLS", [0, 0.02, 0.3, 0.3]));
    expect(moving.p75).toBeGreaterThan(0.2);
    expect(moving.p75).toBeLessThanOrEqual(0.3);
    expect(moving.good).toBe(0.5);
  });

  it("read clamped values as the range's end", () => {
    const ttfb = summarize("TTFB", countsOf("TTFB", [1e7, 1e7, 1e7, 1e7]));
    expect(ttfb.p75).toBeLessThanOrEqual(60_000);
    expect(ttfb.p75).toBeGreaterThan(30_000);
    expect(ttfb.good).toBe(0);
  });
});
