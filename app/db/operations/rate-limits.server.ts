import { sql } from "kysely";
import type { Db } from "../client.server.ts";

/**
 * Counts one hit against `key` in a fixed window of `windowMs` and returns the hits in the current
 * window, this one included. One statement, so concurrent hits from several instances all count.
 */
export async function hitRateLimit(
  database: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await database
    .insertInto("rate_limits")
    .values({ key, window_start: start, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql`case when rate_limits.window_start = ${start} then rate_limits.hits + 1 else 1 end`,
        window_start: start,
      }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}
