import { data } from "react-router";
import type { StaffUser } from "../db/users.server.ts";
import type { Permission } from "../lib/permissions.ts";
import { audit } from "./audit.server.ts";

/** Who does something: the signed-in person and the request they do it with. */
export type Actor = { request: Request; user: StaffUser };

export const FORBIDDEN_MESSAGE = "คุณไม่มีสิทธิ์ใช้งานส่วนนี้";

/** Records a refusal in the audit log: the permission missing, the request and the operation. */
export async function auditDenied(
  actor: Actor,
  permission: Permission,
  operation?: string,
): Promise<void> {
  const { request, user } = actor;
  const where = `${request.method} ${new URL(request.url).pathname}`;
  await audit(
    request,
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
  throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
}
