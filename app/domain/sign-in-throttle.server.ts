import { db } from "../db/client.server.ts";
import { clearThrottle, readThrottle, writeThrottle } from "../db/throttle.server.ts";

/** Failures allowed before delays start, per typed username and per client address. */
const FREE_FAILURES = { user: 5, ip: 20 } as const;
const MAX_DELAY_MS = 15 * 60_000;
/** A quiet hour forgets earlier failures; longer than the longest delay, so waiting it out is no reset. */
const FORGET_AFTER_MS = 60 * 60_000;

type Kind = keyof typeof FREE_FAILURES;

function keys(username: string, ip: string): { kind: Kind; key: string }[] {
  return [
    { kind: "user", key: `user:${username.normalize("NFC").toLowerCase()}` },
    { kind: "ip", key: `ip:${ip}` },
  ];
}

/** Seconds to wait before the next attempt, or 0 when an attempt may go ahead. */
export async function secondsBlocked(username: string, ip: string, now: Date): Promise<number> {
  const states = await readThrottle(
    db(),
    keys(username, ip).map((k) => k.key),
  );
  const until = Math.max(0, ...[...states.values()].map((s) => Date.parse(s.blockedUntil)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts a failure; after the free ones each further failure doubles the wait, up to 15 min. */
export async function recordFailure(username: string, ip: string, now: Date): Promise<void> {
  const list = keys(username, ip);
  const states = await readThrottle(
    db(),
    list.map((k) => k.key),
  );
  for (const { kind, key } of list) {
    const previous = states.get(key);
    const fresh = previous && now.getTime() - Date.parse(previous.lastFailureAt) < FORGET_AFTER_MS;
    const failures = (fresh ? previous.failures : 0) + 1;
    const over = failures - FREE_FAILURES[kind];
    const delay = over > 0 ? Math.min(1000 * 2 ** (over - 1), MAX_DELAY_MS) : 0;
    await writeThrottle(db(), key, {
      failures,
      lastFailureAt: now.toISOString(),
      blockedUntil: new Date(now.getTime() + delay).toISOString(),
    });
  }
}

export async function recordSuccess(username: string): Promise<void> {
  await clearThrottle(db(), keys(username, "")[0]!.key);
}
