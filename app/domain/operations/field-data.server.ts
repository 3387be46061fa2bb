import { isbot } from "isbot";
import { z } from "zod";
import {
  PAGE_KIND_LABELS,
  PAGE_KINDS,
  pageKindOfRoute,
  type PageKind,
} from "../../content/page-kinds.ts";
import { db } from "../../db/client.server.ts";
import { logBackgroundFailure } from "../../db/unavailable.server.ts";
import {
  countVitals,
  deleteVitalsBefore,
  vitalCountsSince,
} from "../../db/operations/web-vitals.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { bangkokDay } from "../../lib/dates.ts";
import type { RequestContext } from "../../lib/request-context.ts";
import { TokenBuckets } from "../../lib/token-bucket.ts";
import {
  bucketOf,
  summarize,
  VITAL_LAYOUT,
  VITAL_METRICS,
  type VitalMetric,
  type VitalSummary,
} from "../../lib/vital-buckets.ts";
import { clientKey } from "../search/search-limit.server.ts";
import { registerDailyJob } from "./jobs.server.ts";

const DAY_MS = 86_400_000;
/** Days of counts kept: a year and its same month last year, for a comparison. */
export const KEEP_DAYS = 400;
/** Days the dashboard shows, today included. */
export const SHOWN_DAYS = 28;

/**
 * Beacons a minute per client (an address, or an IPv6 /64), in memory like the search's limit and
 * at its default rate: a reader sends one a page, rarely two, and the burst lets a hospital or a
 * school behind one address read on. What a client past it could still do is bounded anyway: the
 * counts have a fixed number of rows a day, whatever is sent.
 */
export const BEACON_LIMIT = { perMinute: 120, burst: 240 };
let buckets = new TokenBuckets(BEACON_LIMIT);

/** For tests: a fresh limit, with their own clock. */
export function resetBeaconLimit(now?: () => number): void {
  buckets = new TokenBuckets({ ...BEACON_LIMIT, ...(now ? { now } : {}) });
}

/** A value as the beacon sends it: a plain decimal number, nothing else. */
const value = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,6})?$/)
  .transform(Number);

const beaconSchema = z
  .strictObject({
    route: z.string().max(100),
    ...(Object.fromEntries(VITAL_METRICS.map((m) => [m, value.optional()])) as Record<
      VitalMetric,
      z.ZodOptional<typeof value>
    >),
  })
  .refine((b) => VITAL_METRICS.some((m) => b[m] !== undefined));

/** What a beacon says once read: the kind of page it measured and up to one value a metric. */
export type Beacon = { kind: PageKind; values: Partial<Record<VitalMetric, number>> };

/**
 * Reads a beacon's form fields: `route` (the id of the public route the reader landed on) and one
 * or more of LCP, INP, CLS and TTFB as web-vitals reports them. Anything else — another field, a
 * field twice, a file, a value that is not a plain number, a route that is no public page's — is
 * null. A value past its metric's range counts as the range's end.
 */
export function readBeacon(fields: Iterable<[string, FormDataEntryValue]>): Beacon | null {
  const seen = new Map<string, string>();
  for (const [name, entry] of fields) {
    if (typeof entry !== "string" || seen.has(name) || seen.size > VITAL_METRICS.length)
      return null;
    seen.set(name, entry);
  }
  const parsed = beaconSchema.safeParse(Object.fromEntries(seen));
  if (!parsed.success) return null;
  const kind = pageKindOfRoute(parsed.data.route);
  if (!kind) return null;
  const values: Beacon["values"] = {};
  for (const metric of VITAL_METRICS) {
    const v = parsed.data[metric];
    if (v !== undefined) values[metric] = v;
  }
  return { kind, values };
}

export type BeaconAnswer = { ok: true; counted: boolean } | (Failure & { retryAfter?: number });

/**
 * A reader's beacon: refused when the client sends too many (429) or it does not read (400);
 * taken but not counted from signed-in staff (the session cookie the browser sends with it) and
 * from bots. Counted by Thai day and kind of page only, in the background like the view count:
 * the address is used for the limit, in memory, and nothing about the reader is written.
 */
export function receiveBeacon(
  client: Pick<RequestContext, "ip" | "userAgent" | "sessionToken">,
  fields: Iterable<[string, FormDataEntryValue]>,
  now = new Date(),
): BeaconAnswer {
  const wait = client.ip ? buckets.take(clientKey(client.ip)) : 0;
  if (wait) return { ...failure("vitals.rate-limited"), retryAfter: wait };
  const beacon = readBeacon(fields);
  if (!beacon) return failure("vitals.invalid");
  if (client.sessionToken || !client.userAgent || isbot(client.userAgent))
    return { ok: true, counted: false };
  countBeacon(beacon, now).catch((error: unknown) =>
    logBackgroundFailure(error, "field data count failed"),
  );
  return { ok: true, counted: true };
}

const forget = registerDailyJob("forget-field-data", () => forgetOldFieldData());
/** The day this process last made sure the daily clean-up is queued, by database. */
const scheduled = new WeakMap<object, string>();

/** Adds the beacon's measurements to the day's counts; queues the clean-up once a day. */
export async function countBeacon(beacon: Beacon, now = new Date()): Promise<void> {
  const day = bangkokDay(now);
  const database = db();
  await countVitals(
    database,
    Object.entries(beacon.values).map(([metric, v]) => ({
      day,
      pageKind: beacon.kind,
      metric,
      bucket: bucketOf(metric as VitalMetric, v),
    })),
  );
  if (scheduled.get(database) === day) return;
  scheduled.set(database, day);
  await forget.start();
}

/** Deletes the counts of days older than KEEP_DAYS; returns how many rows went. */
export function forgetOldFieldData(now = new Date()): Promise<number> {
  return deleteVitalsBefore(db(), bangkokDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS)));
}

export type FieldDataRow = {
  kind: PageKind;
  label: string;
  /** Page views measured: the most measurements of any one metric (INP needs a tap or a key). */
  visits: number;
  metrics: Record<VitalMetric, VitalSummary>;
};

/** Per kind of page with any measurement, the last SHOWN_DAYS days' 75th percentiles and shares. */
export async function fieldDataSummary(now = new Date()): Promise<FieldDataRow[]> {
  const since = bangkokDay(new Date(now.getTime() - (SHOWN_DAYS - 1) * DAY_MS));
  const counts = new Map<string, Map<number, number>>();
  for (const row of await vitalCountsSince(db(), since)) {
    const key = `${row.pageKind}|${row.metric}`;
    const buckets = counts.get(key) ?? new Map<number, number>();
    buckets.set(row.bucket, row.count);
    counts.set(key, buckets);
  }
  return PAGE_KINDS.flatMap((kind) => {
    const metrics = Object.fromEntries(
      VITAL_METRICS.map((m) => [m, summarize(m, counts.get(`${kind}|${m}`) ?? new Map())]),
    ) as Record<VitalMetric, VitalSummary>;
    const visits = Math.max(...VITAL_METRICS.map((m) => metrics[m].count));
    return visits ? [{ kind, label: PAGE_KIND_LABELS[kind], visits, metrics }] : [];
  });
}

/** web-vitals' "good" thresholds, in its units, for the dashboard's explanation. */
export const GOOD_THRESHOLDS = Object.fromEntries(
  VITAL_METRICS.map((m) => [m, VITAL_LAYOUT[m].thresholds[0]]),
) as Record<VitalMetric, number>;
