import { AppError, ERROR_CATALOGUE } from "../../lib/app-error.ts";
import type { Permission } from "../../lib/permissions.ts";
import type { Actor } from "../../lib/request-context.ts";
import { audit } from "../operations/audit.server.ts";

export type { Actor };

export const FORBIDDEN_MESSAGE = ERROR_CATALOGUE["auth.forbidden"].message;

/** Records a refusal in the audit log: the permission missing, the request and the operation. */
export async function auditDenied(
  actor: Actor,
  permission: Permission,
  operation?: string,
): Promise<void> {
  const { client, user } = actor;
  const where = `${client.method} ${client.path}`;
  await audit(
    client,
    "permission-denied",
    { userId: user.id, username: user.username },
    `${permission} ${where}${operation ? ` ${operation}` : ""}`,
  );
}

/** Audits the refusal and ends the request with a 403 (the admin layout shows it as a Thai page). */
export async function refuse(
  actor: Actor,
  permission: Permission,
  operation?: string,
): Promise<never> {
  await auditDenied(actor, permission, operation);
  throw new AppError("auth.forbidden");
}
