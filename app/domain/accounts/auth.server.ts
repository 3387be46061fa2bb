import { createHash, randomBytes } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { db } from "../../db/client.server.ts";
import { insertSetupToken, takeSetupToken } from "../../db/accounts/setup-tokens.server.ts";
import {
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionRecord,
} from "../../db/accounts/sessions.server.ts";
import { findPendingSignIn, findTwoFactorUser } from "../../db/accounts/two-factor.server.ts";
import {
  findActiveUserForSignIn,
  updatePasswordHash,
  type StaffUser,
} from "../../db/accounts/users.server.ts";
import { ERROR_CATALOGUE, failure, type Failure } from "../../lib/app-error.ts";
import { audit } from "../operations/audit.server.ts";
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords.server.ts";
import type { RequestContext } from "../../lib/request-context.ts";
import {
  clearSessionCookie,
  SESSION_LIFETIME_MS,
  sessionCookie,
} from "../../lib/session-cookie.server.ts";
import { scheduleSignInCleanup } from "./sign-in-cleanup.server.ts";
import { staffContext } from "./staff-context.server.ts";
import {
  attemptSucceeded,
  giveBackAttempt,
  takeAttempt,
  type Attempt,
  type Throttled,
} from "./sign-in-throttle.server.ts";
import { twoFactorEnabled, verifySecondFactor, type SecondFactor } from "./two-factor.server.ts";

export const MAX_USERNAME = 100;
export const MAX_PASSWORD = 256;
/** How long the code step waits after a right password. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Signed in: the person and the Set-Cookie value of their new session. */
export type SignedIn = { user: StaffUser; cookie: string };
/** The password was right; `pending` is the one-time token for the code step. */
export type CodeStep = { pending: string };

/** A refused attempt; a throttled one (`auth.throttled`) also says how many seconds to wait. */
export type SignInFailure = Failure & Partial<Pick<Throttled, "retryAfter">>;
export type SignInResult<T extends object = SignedIn> = ({ ok: true } & T) | SignInFailure;

/**
 * Checks a username and password with the same work whether or not the account exists, under
 * per-account and per-address throttling, and opens a 24-hour session on success, or, for an
 * account with two-factor sign-in, hands out a pending token for the code step instead.
 */
export async function signIn(
  client: RequestContext,
  username: string,
  password: string,
  now = new Date(),
): Promise<SignInResult<SignedIn | CodeStep>> {
  // No account name holds control characters; PostgreSQL could not even record a NUL.
  username = username.replace(/\p{Cc}/gu, "\uFFFD");
  const taken = await takeAttempt(username, client.ip, now);
  if (!taken.ok) {
    await audit(client, "sign-in-throttled", { userId: null, username });
    return taken;
  }
  const user = await findActiveUserForSignIn(db(), username);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await audit(client, "sign-in-failed", { userId: user?.id ?? null, username });
    return failure("auth.bad-credentials");
  }
  if (needsRehash(user.passwordHash))
    await updatePasswordHash(db(), user.id, await hashPassword(password));
  const { passwordHash, ...staff } = user;
  // Earlier failures stay counted until the code step passes, so a known password cannot reset them.
  if (await twoFactorEnabled(staff.id)) {
    await giveBackAttempt(taken.attempt);
    return { ok: true, pending: await startPendingSignIn(staff.id, now) };
  }
  return finishSignIn(client, staff, taken.attempt);
}

async function finishSignIn(
  client: RequestContext,
  user: StaffUser,
  attempt: Attempt,
): Promise<SignInResult> {
  await attemptSucceeded(attempt, user.username);
  const cookie = await openSession(client, user.id);
  await audit(client, "sign-in", { userId: user.id, username: user.username });
  return { ok: true, user, cookie };
}

async function startPendingSignIn(userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSetupToken(db(), {
    id: hashToken(token),
    purpose: "totp-pending",
    userId,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString(),
  });
  await scheduleSignInCleanup();
  return token;
}

/** Whether a pending token from the password step is still usable. */
export async function pendingSignInLive(pending: string, now = new Date()): Promise<boolean> {
  return Boolean(await findPendingSignIn(db(), hashToken(pending), now.toISOString()));
}

export async function cancelPendingSignIn(pending: string, now = new Date()): Promise<void> {
  await takeSetupToken(db(), hashToken(pending), "totp-pending", now.toISOString());
}

/** A wrong code from the app or a wrong recovery code, shown beside the code field. */
function wrongCode(method: SecondFactor): Failure {
  const code = method === "totp" ? "totp.code-invalid" : "totp.recovery-code-invalid";
  return failure(code, { fields: { code: ERROR_CATALOGUE[code].message } });
}

/**
 * The code step: a code from the authenticator app or a recovery code, under the same throttling
 * as the password. The pending token works until it expires or a code passes.
 */
export async function completeSignIn(
  client: RequestContext,
  pending: string,
  method: SecondFactor,
  code: string,
  now = new Date(),
): Promise<SignInResult> {
  const id = hashToken(pending);
  const found = await findPendingSignIn(db(), id, now.toISOString());
  const user = found && (await findTwoFactorUser(db(), found.userId));
  if (!user) return failure("totp.step-expired");
  const who = { userId: user.id, username: user.username };
  const taken = await takeAttempt(user.username, client.ip, now);
  if (!taken.ok) {
    await audit(client, "sign-in-throttled", who);
    return taken;
  }
  if (!(await verifySecondFactor(user.id, method, code, now))) {
    await audit(client, "totp-failed", who, method);
    return wrongCode(method);
  }
  if (!(await takeSetupToken(db(), id, "totp-pending", now.toISOString()))) {
    await giveBackAttempt(taken.attempt);
    return failure("totp.step-expired");
  }
  if (method === "recovery") await audit(client, "recovery-code-used", who);
  return finishSignIn(client, user, taken.attempt);
}

/**
 * Creates a session and returns its Set-Cookie value; only the token's hash is stored. The session
 * the request came with, if any, ends: one browser holds one session.
 */
export async function openSession(client: RequestContext, userId: number): Promise<string> {
  if (client.sessionToken) await deleteSession(db(), hashToken(client.sessionToken));
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const { ip, userAgent } = client;
  await insertSession(db(), {
    id: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    ip,
    userAgent: userAgent.slice(0, 400),
  });
  await scheduleSignInCleanup();
  return sessionCookie(token);
}

/** The live session behind the request's cookie; the 24-hour limit is checked on every call. */
export async function currentSession({
  sessionToken,
}: Pick<RequestContext, "sessionToken">): Promise<SessionRecord | null> {
  if (!sessionToken) return null;
  return findLiveSession(db(), hashToken(sessionToken), new Date().toISOString());
}

/** Ends the session on the server and returns the cookie that clears it in the browser. */
export async function signOut(client: RequestContext): Promise<string> {
  const session = await currentSession(client);
  if (client.sessionToken) await deleteSession(db(), hashToken(client.sessionToken));
  if (session)
    await audit(client, "sign-out", { userId: session.user.id, username: session.user.username });
  return clearSessionCookie();
}

/** Where a sign-in goes when it names no safe path of its own to return to. */
export const AFTER_SIGN_IN = "/admin/dashboard";

/** For `/admin`'s middleware: the signed-in person, kept in the context for its routes; or null. */
export async function signedInStaff(
  client: Pick<RequestContext, "sessionToken">,
  context: Readonly<RouterContextProvider>,
): Promise<StaffUser | null> {
  const session = await currentSession(client);
  if (!session) return null;
  context.set(staffContext, session.user);
  return session.user;
}
