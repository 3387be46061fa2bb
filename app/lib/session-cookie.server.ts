import { config } from "./config.server.ts";
import { cookieValue } from "./cookies.ts";

export const SESSION_LIFETIME_MS = 86_400_000;

/** Behind HTTPS the cookie is `Secure` and `__Host-` prefixed: only this host, path `/`. */
function cookieName(): { name: string; secure: boolean } {
  const secure = config().baseUrl.startsWith("https://");
  return { name: secure ? "__Host-session" : "session", secure };
}

/** Whether a Cookie header carries the session cookie, whatever its value. */
export function hasSessionCookie(header: string | null | undefined): boolean {
  return cookieValue(header, cookieName().name) !== null;
}

export function readSessionToken(request: Request): string | null {
  const value = cookieValue(request.headers.get("cookie"), cookieName().name);
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

export function sessionCookie(token: string): string {
  const { name, secure } = cookieName();
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(): string {
  const { name, secure } = cookieName();
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
