import type { Db } from "./client.server.ts";

export type ThrottleState = { failures: number; lastFailureAt: string; blockedUntil: string };

export async function readThrottle(
  database: Db,
  keys: string[],
): Promise<Map<string, ThrottleState>> {
  if (keys.length === 0) return new Map();
  const rows = await database
    .selectFrom("sign_in_throttle")
    .selectAll()
    .where("key", "in", keys)
    .execute();
  return new Map(
    rows.map((r) => [
      r.key,
      { failures: r.failures, lastFailureAt: r.last_failure_at, blockedUntil: r.blocked_until },
    ]),
  );
}

export async function writeThrottle(
  database: Db,
  key: string,
  state: ThrottleState,
): Promise<void> {
  const values = {
    failures: state.failures,
    last_failure_at: state.lastFailureAt,
    blocked_until: state.blockedUntil,
  };
  await database
    .insertInto("sign_in_throttle")
    .values({ key, ...values })
    .onConflict((oc) => oc.column("key").doUpdateSet(values))
    .execute();
}

export async function clearThrottle(database: Db, key: string): Promise<void> {
  await database.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}
