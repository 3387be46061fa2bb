import { db } from "../../db/client.server.ts";
import { deleteExpiredSessions } from "../../db/accounts/sessions.server.ts";
import { deleteExpiredSetupTokens } from "../../db/accounts/setup-tokens.server.ts";
import {
  deleteStalePendingTotp,
  listClearTotpSecrets,
} from "../../db/accounts/two-factor.server.ts";
import { registerDailyJob } from "../operations/jobs.server.ts";
import { readTotp } from "./two-factor.server.ts";

const DAY_MS = 86_400_000;
/** A two-factor set-up not confirmed within a day is abandoned; its secret is dropped. */
const PENDING_SETUP_MS = DAY_MS;
/** An expired session is kept a week, so someone coming back is still told it expired (and it is audited). */
const EXPIRED_SESSION_KEPT_MS = 7 * DAY_MS;

export type SignInCleanup = {
  sessions: number;
  tokens: number;
  pendingSetups: number;
  sealedSecrets: number;
};

/**
 * Removes what sign-in leaves behind once it is of no use: long-expired sessions, expired one-time
 * tokens (pending two-factor sign-ins, set-up and password links) and abandoned two-factor
 * set-ups; and encrypts any two-factor secret still stored in the clear.
 */
export async function cleanUpSignIns(now = new Date()): Promise<SignInCleanup> {
  const at = now.toISOString();
  const sessions = await deleteExpiredSessions(
    db(),
    new Date(now.getTime() - EXPIRED_SESSION_KEPT_MS).toISOString(),
  );
  const tokens = await deleteExpiredSetupTokens(db(), at);
  const pendingSetups = await deleteStalePendingTotp(
    db(),
    new Date(now.getTime() - PENDING_SETUP_MS).toISOString(),
  );
  const clear = await listClearTotpSecrets(db());
  for (const { userId } of clear) await readTotp(userId);
  return { sessions, tokens, pendingSetups, sealedSecrets: clear.length };
}

const cleanup = registerDailyJob("sign-in-cleanup", () => cleanUpSignIns());

/** Queues the daily clean-up unless it is already queued; called whenever sign-in leaves rows. */
export const scheduleSignInCleanup = cleanup.start;
