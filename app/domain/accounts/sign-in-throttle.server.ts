import { db } from "../../db/client.server.ts";
import {
  clearThrottle,
  decrementThrottle,
  readThrottle,
  swapThrottle,
  type ThrottleState,
} from "../../db/accounts/throttle.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";

/** Failures allowed before delays start, per typed username and per client address. */
const FREE_FAILURES = { user: 5, ip: 20 } as const;
const MAX_DELAY_MS = 15 * 60_000;
/** A quiet hour forgets earlier failures; longer than the longest delay, so waiting it out is no reset. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Compare-and-swap rounds before a request that keeps losing the race is simply told to wait. */
const MAX_ROUNDS = 50;

type Kind = keyof typeof FREE_FAILURES;

type Slot = { key: string; before: ThrottleState | undefined; after: ThrottleState };

/** A reserved attempt: counted as a failure from the start, until it proves right. */
export type Attempt = { slots: Slot[] };

/** A refusal to check a password or code now; `retryAfter` is the wait in seconds (`Retry-After`). */
export type Throttled = Failure & { retryAfter: number };

export type AttemptResult = { ok: true; attempt: Attempt } | Throttled;

/** `auth.throttled`, saying how long to wait. */
export function throttled(retryAfter: number): Throttled {
  return {
    ...failure("auth.throttled", { message: SIGN_IN_MESSAGES.throttled(retryAfter) }),
    retryAfter,
  };
}

function keys(username: string, ip: string): { kind: Kind; key: string }[] {
  return [
    { kind: "user", key: userKey(username) },
    { kind: "ip", key: `ip:${ip}` },
  ];
}

const userKey = (username: string) => `user:${username.normalize("NFC").toLowerCase()}`;

/**
 * The state after one more failure; after the free ones each further one doubles the wait, up to
 * 15 min. Without a wait the block ends at the epoch, not now: a request that started a moment
 * earlier must not read "now" as a block still running.
 */
function afterFailure(kind: Kind, before: ThrottleState | undefined, now: number): ThrottleState {
  const fresh = before && now - Date.parse(before.lastFailureAt) < FORGET_AFTER_MS;
  const failures = (fresh ? before.failures : 0) + 1;
  const over = failures - FREE_FAILURES[kind];
  const delay = over > 0 ? Math.min(1000 * 2 ** (over - 1), MAX_DELAY_MS) : 0;
  return {
    failures,
    lastFailureAt: new Date(now).toISOString(),
    blockedUntil: new Date(delay > 0 ? now + delay : 0).toISOString(),
  };
}

async function takeSlot(
  kind: Kind,
  key: string,
  now: number,
): Promise<{ slot: Slot } | { wait: number }> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = await readThrottle(db(), key);
    const until = before ? Date.parse(before.blockedUntil) : 0;
    if (until > now) return { wait: Math.ceil((until - now) / 1000) };
    const after = afterFailure(kind, before, now);
    if (await swapThrottle(db(), key, before, after)) return { slot: { key, before, after } };
  }
  return { wait: 1 };
}

/** Puts a slot back as it was, or, when others have counted since, takes its one failure off. */
async function giveBack(slot: Slot): Promise<void> {
  if (!(await swapThrottle(db(), slot.key, slot.after, slot.before)))
    await decrementThrottle(db(), slot.key);
}

/**
 * Reserves an attempt for this username and address before any password or code is checked: the
 * attempt is counted first, atomically, so however many requests arrive at once, no more checks
 * run than the limits allow. Refused (nothing counted) while either is made to wait.
 */
export async function takeAttempt(username: string, ip: string, now: Date): Promise<AttemptResult> {
  const slots: Slot[] = [];
  for (const { kind, key } of keys(username, ip)) {
    const taken = await takeSlot(kind, key, now.getTime());
    if ("wait" in taken) {
      for (const slot of slots) await giveBack(slot);
      return throttled(taken.wait);
    }
    slots.push(taken.slot);
  }
  return { ok: true, attempt: { slots } };
}

/** The attempt was right but sign-in is not finished (the code step follows): it does not count. */
export async function giveBackAttempt(attempt: Attempt): Promise<void> {
  for (const slot of attempt.slots) await giveBack(slot);
}

/** Signed in: the account's failures are forgotten and this attempt does not count for the address. */
export async function attemptSucceeded(attempt: Attempt, username: string): Promise<void> {
  const user = userKey(username);
  await clearThrottle(db(), user);
  for (const slot of attempt.slots) if (slot.key !== user) await giveBack(slot);
}
