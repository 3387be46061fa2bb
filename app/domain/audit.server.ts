import { db } from "../db/client.server.ts";
import { insertAuditEntry } from "../db/audit.server.ts";
import { CLIENT_IP_HEADER } from "../lib/http.server.ts";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-throttled"
  | "sign-out"
  | "session-expired"
  | "account-created"
  | "password-changed";

export function clientOf(request: Request): { ip: string; userAgent: string } {
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
  };
}

/** Records a security event; a failed write is logged, never shown to the visitor. */
export async function audit(
  request: Request,
  action: AuditAction,
  who: { userId: number | null; username: string },
  detail?: string,
): Promise<void> {
  try {
    await insertAuditEntry(db(), { ...who, ...clientOf(request), action, detail });
  } catch (error) {
    console.error("audit log write failed", error);
  }
}
