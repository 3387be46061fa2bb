import { db } from "../../db/client.server.ts";
import { takeExpiredSession } from "../../db/accounts/sessions.server.ts";
import { audit } from "../operations/audit.server.ts";
import { hashToken } from "./auth.server.ts";
import type { RequestContext } from "../../lib/request-context.ts";

/** When the request carries a session that has run out, records the expiry once and drops it. */
export async function noteExpiredSession(client: RequestContext): Promise<boolean> {
  if (!client.sessionToken) return false;
  const owner = await takeExpiredSession(
    db(),
    hashToken(client.sessionToken),
    new Date().toISOString(),
  );
  if (owner) await audit(client, "session-expired", owner);
  return Boolean(owner);
}
