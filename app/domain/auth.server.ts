import { createHash, randomBytes } from "node:crypto";
import { createContext, redirect, type RouterContextProvider } from "react-router";

type Context = Readonly<RouterContextProvider>;
import { db } from "../db/client.server.ts";
import {
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionRecord,
} from "../db/sessions.server.ts";
import { findActiveUserForSignIn, updatePasswordHash, type StaffUser } from "../db/users.server.ts";
import { audit, clientOf } from "./audit.server.ts";
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords.server.ts";
import {
  clearSessionCookie,
  readSessionToken,
  SESSION_LIFETIME_MS,
  sessionCookie,
} from "./session-cookie.server.ts";
import { recordFailure, recordSuccess, secondsBlocked } from "./sign-in-throttle.server.ts";

export const MAX_USERNAME = 100;
export const MAX_PASSWORD = 256;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SignInResult =
  | { ok: true; user: StaffUser; cookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Checks a username and password with the same work whether or not the account exists, under
 * per-account and per-address throttling, and opens a 24-hour session on success.
 */
export async function signIn(
  request: Request,
  username: string,
  password: string,
): Promise<SignInResult> {
  const { ip } = clientOf(request);
  const now = new Date();
  const retryAfter = await secondsBlocked(username, ip, now);
  if (retryAfter > 0) {
    await audit(request, "sign-in-throttled", { userId: null, username });
    return { ok: false, reason: "throttled", retryAfter };
  }
  const user = await findActiveUserForSignIn(db(), username);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailure(username, ip, now);
    await audit(request, "sign-in-failed", { userId: user?.id ?? null, username });
    return { ok: false, reason: "invalid" };
  }
  await recordSuccess(username);
  if (needsRehash(user.passwordHash))
    await updatePasswordHash(db(), user.id, await hashPassword(password));
  const { passwordHash, ...staff } = user;
  const cookie = await openSession(request, staff.id);
  await audit(request, "sign-in", { userId: staff.id, username: staff.username });
  return { ok: true, user: staff, cookie };
}

/** Creates a session and returns its Set-Cookie value; only the token's hash is stored. */
export async function openSession(request: Request, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const { ip, userAgent } = clientOf(request);
  await insertSession(db(), {
    id: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    ip,
    userAgent: userAgent.slice(0, 400),
  });
  return sessionCookie(token);
}

/** The live session behind the request's cookie; the 24-hour limit is checked on every call. */
export async function currentSession(request: Request): Promise<SessionRecord | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  return findLiveSession(db(), hashToken(token), new Date().toISOString());
}

/** Ends the session on the server and returns the cookie that clears it in the browser. */
export async function signOut(request: Request): Promise<string> {
  const session = await currentSession(request);
  const token = readSessionToken(request);
  if (token) await deleteSession(db(), hashToken(token));
  if (session)
    await audit(request, "sign-out", { userId: session.user.id, username: session.user.username });
  return clearSessionCookie();
}

export const staffContext = createContext<StaffUser | null>(null);

/** A path inside this site to return to after signing in; anything else becomes the dashboard. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return "/admin/dashboard";
  return next;
}

/** Middleware for `/admin`: anonymous visitors go to sign-in and come back afterwards. */
export async function requireStaff(request: Request, context: Context): Promise<StaffUser> {
  const session = await currentSession(request);
  if (!session) {
    const url = new URL(request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/signin?next=${encodeURIComponent(next)}`);
  }
  context.set(staffContext, session.user);
  return session.user;
}

export function staffFrom(context: Context): StaffUser {
  const user = context.get(staffContext);
  if (!user) throw new Error("staff route without the staff middleware");
  return user;
}
