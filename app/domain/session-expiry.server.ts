import { db } from "../db/client.server.ts";
import { takeExpiredSession } from "../db/sessions.server.ts";
import { audit } from "./audit.server.ts";
import { hashToken } from "./auth.server.ts";
import { readSessionToken } from "./session-cookie.server.ts";

/** When the request carries a session that has run out, records the expiry once and drops it. */
export async function noteExpiredSession(request: Request): Promise<boolean> {
  const token = readSessionToken(request);
  if (!token) return false;
  const owner = await takeExpiredSession(db(), hashToken(token), new Date().toISOString());
  if (owner) await audit(request, "session-expired", owner);
  return Boolean(owner);
}
