import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";

/**
 * Field data from readers' browsers (decision 0037): the four metrics counted, each in fixed
 * buckets, so that the 75th percentile and the share rated "good" come from counts alone and no
 * single measurement is ever kept.
 */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

type Layout = {
  /** Stored units per unit web-vitals reports: CLS is kept in thousandths, times in milliseconds. */
  scale: number;
  /** web-vitals' own [good, poor] thresholds: up to the first is "good", past the second "poor". */
  thresholds: readonly [number, number];
  /** Upper bounds of the buckets, in stored units; the last is the most a value is taken as. */
  edges: readonly number[];
};

/** From `from` (exclusive) to `to` (inclusive) in steps of `step`. */
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step }, (_, i) => from + step * (i + 1));

/**
 * Each bucket holds the values above the previous bound up to its own (the first, exactly 0).
 * Both thresholds are bounds, so the share of "good" is exact; the steps are finest where the
 * 75th percentile usually falls (about a tenth of the "good" threshold), coarser in the tail.
 */
export const VITAL_LAYOUT: Record<VitalMetric, Layout> = {
  LCP: {
    scale: 1,
    thresholds: LCPThresholds as [number, number],
    edges: [
      0,
      ...steps(0, 4000, 100),
      ...steps(4000, 10_000, 500),
      12_000,
      15_000,
      20_000,
      30_000,
      60_000,
    ],
  },
  INP: {
    scale: 1,
    thresholds: INPThresholds as [number, number],
    edges: [
      0,
      ...steps(0, 500, 10),
      ...steps(500, 1000, 50),
      1500,
      2000,
      3000,
      5000,
      10_000,
      20_000,
    ],
  },
  CLS: {
    scale: 1000,
    thresholds: CLSThresholds as [number, number],
    edges: [0, ...steps(0, 300, 10), 400, 500, 750, 1000, 1500, 2000, 5000, 10_000],
  },
  TTFB: {
    scale: 1,
    thresholds: TTFBThresholds as [number, number],
    edges: [
      0,
      ...steps(0, 2000, 50),
      ...steps(2000, 5000, 250),
      6000,
      8000,
      10_000,
      15_000,
      20_000,
      30_000,
      60_000,
    ],
  },
};

/** The bucket (its upper bound, in stored units) of a value as web-vitals reports it; clamped. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { scale, edges } = VITAL_LAYOUT[metric];
  const units = Math.max(0, value * scale);
  return edges.find((edge) => units <= edge) ?? edges[edges.length - 1]!;
}

/** How many measurements fell in each bucket (by upper bound, in stored units). */
export type BucketCounts = ReadonlyMap<number, number>;

export type VitalSummary = {
  /** Measurements counted. */
  count: number;
  /** The 75th percentile in web-vitals' unit (ms; CLS unitless), null with no measurement. */
  p75: number | null;
  /** The share (0–1) at or under the "good" threshold, null with no measurement. */
  good: number | null;
};

/**
 * The 75th percentile, read from the buckets with the value placed linearly inside the bucket it
 * falls in (so within one bucket's width of the true one), and the share rated "good".
 */
export function summarize(metric: VitalMetric, counts: BucketCounts): VitalSummary {
  const { scale, edges, thresholds } = VITAL_LAYOUT[metric];
  const buckets = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return { count: 0, p75: null, good: null };
  const goodBound = thresholds[0] * scale;
  const good = buckets.reduce((sum, [upper, n]) => sum + (upper <= goodBound ? n : 0), 0);
  const rank = 0.75 * count;
  let below = 0;
  let p75 = buckets[buckets.length - 1]![0];
  for (const [upper, n] of buckets) {
    if (below + n >= rank) {
      const lower = edges.findLast((edge) => edge < upper) ?? 0;
      p75 = lower + ((upper - lower) * (rank - below)) / n;
      break;
    }
    below += n;
  }
  return { count, p75: p75 / scale, good: good / count };
}
