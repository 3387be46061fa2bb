import type { Db } from "../client.server.ts";

export type ThrottleState = { failures: number; lastFailureAt: string; blockedUntil: string };

export async function readThrottle(database: Db, key: string): Promise<ThrottleState | undefined> {
  const row = await database
    .selectFrom("sign_in_throttle")
    .select(["failures", "last_failure_at", "blocked_until"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row
    ? {
        failures: row.failures,
        lastFailureAt: row.last_failure_at,
        blockedUntil: row.blocked_until,
      }
    : undefined;
}

/**
 * Compare-and-swap: replaces `expected` with `next` (undefined: no row) only if the row still
 * holds exactly `expected`. False when another request changed it first, on either database and
 * across processes, so each change is made on the state it was computed from.
 */
export async function swapThrottle(
  database: Db,
  key: string,
  expected: ThrottleState | undefined,
  next: ThrottleState | undefined,
): Promise<boolean> {
  const values = next && {
    failures: next.failures,
    last_failure_at: next.lastFailureAt,
    blocked_until: next.blockedUntil,
  };
  if (!expected) {
    if (!values) return true;
    const inserted = await database
      .insertInto("sign_in_throttle")
      .values({ key, ...values })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows) === 1;
  }
  const holds = {
    key,
    failures: expected.failures,
    last_failure_at: expected.lastFailureAt,
    blocked_until: expected.blockedUntil,
  };
  const result = values
    ? await database
        .updateTable("sign_in_throttle")
        .set(values)
        .where((eb) => eb.and(holds))
        .executeTakeFirst()
        .then((r) => r.numUpdatedRows)
    : await database
        .deleteFrom("sign_in_throttle")
        .where((eb) => eb.and(holds))
        .executeTakeFirst()
        .then((r) => r.numDeletedRows);
  return Number(result) === 1;
}

/** Takes one failure off the count, whatever else changed meanwhile. */
export async function decrementThrottle(database: Db, key: string): Promise<void> {
  await database
    .updateTable("sign_in_throttle")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", key)
    .where("failures", ">", 0)
    .execute();
}

export async function clearThrottle(database: Db, key: string): Promise<void> {
  await database.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}
