import { config } from "./config.server.ts";

export const SESSION_LIFETIME_MS = 86_400_000;

/** Behind HTTPS the cookie is `Secure` and `__Host-` prefixed: only this host, path `/`. */
function cookieName(): { name: string; secure: boolean } {
  const secure = config().baseUrl.startsWith("https://");
  return { name: secure ? "__Host-session" : "session", secure };
}

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const { name } = cookieName();
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = rest.join("=");
      return /^[\w-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
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
