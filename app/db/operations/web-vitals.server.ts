import { sql } from "kysely";
import type { Db } from "../client.server.ts";

/** One measurement as it is counted: a metric's bucket on a day, on a kind of page. */
export type VitalCount = { day: string; pageKind: string; metric: string; bucket: number };

/** Adds one to each measurement's bucket, in one statement (a beacon carries up to four). */
export async function countVitals(db: Db, counts: VitalCount[]): Promise<void> {
  if (!counts.length) return;
  await db
    .insertInto("web_vitals")
    .values(
      counts.map((c) => ({
        day: c.day,
        page_kind: c.pageKind,
        metric: c.metric,
        bucket: c.bucket,
        count: 1,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(["day", "page_kind", "metric", "bucket"])
        .doUpdateSet({ count: sql`web_vitals.count + excluded.count` }),
    )
    .execute();
}

/** The counts from `since` (a day, inclusive), summed over the days, per kind, metric and bucket. */
export async function vitalCountsSince(
  db: Db,
  since: string,
): Promise<{ pageKind: string; metric: string; bucket: number; count: number }[]> {
  const rows = await db
    .selectFrom("web_vitals")
    .select(["page_kind", "metric", "bucket", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", since)
    .groupBy(["page_kind", "metric", "bucket"])
    .execute();
  return rows.map((r) => ({
    pageKind: r.page_kind,
    metric: r.metric,
    bucket: Number(r.bucket),
    count: Number(r.count),
  }));
}

/** Deletes the counts of the days before `day`; returns how many rows went. */
export async function deleteVitalsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom("web_vitals").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
