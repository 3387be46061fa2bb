import { sql } from "kysely";
import type { Db } from "../client.server.ts";

/** At most this many different queries a day are kept; past it only those already kept count. */
export const MISSES_PER_DAY = 500;

/** One more search for `query` on `day` that found nothing. */
export async function recordMiss(db: Db, day: string, query: string): Promise<void> {
  const counted = await db
    .updateTable("search_misses")
    .set({ count: sql`count + 1` })
    .where("day", "=", day)
    .where("query", "=", query)
    .executeTakeFirst();
  if (counted.numUpdatedRows > 0n) return;
  const kept = await db
    .selectFrom("search_misses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  if (Number(kept.n) >= MISSES_PER_DAY) return;
  await db
    .insertInto("search_misses")
    .values({ day, query, count: 1 })
    .onConflict((oc) =>
      oc.columns(["day", "query"]).doUpdateSet({ count: sql`search_misses.count + 1` }),
    )
    .execute();
}

/** The queries that found nothing most often from `since` (a day, inclusive), most first. */
export async function topMisses(
  db: Db,
  since: string,
  limit: number,
): Promise<{ query: string; count: number }[]> {
  const rows = await db
    .selectFrom("search_misses")
    .select(["query", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", since)
    .groupBy("query")
    .orderBy("count", "desc")
    .orderBy("query")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ query: r.query, count: Number(r.count) }));
}

/** Forgets the days before `day`. */
export async function forgetMissesBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("search_misses").where("day", "<", day).execute();
}
