import { data, type RouterContextProvider } from "react-router";
import type { StaffUser } from "../db/users.server.ts";
import { can, type Permission } from "../lib/permissions.ts";
import { audit } from "./audit.server.ts";
import { staffFrom } from "./auth.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";

export const FORBIDDEN_MESSAGE = "คุณไม่มีสิทธิ์ใช้งานส่วนนี้";

/**
 * The signed-in person, when they hold the permission; otherwise the request ends with a 403
 * (the admin layout shows it as a Thai page) and the refusal is audited.
 */
export async function requirePermission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission,
): Promise<StaffUser> {
  const user = staffFrom(context);
  const settings = permission === "content.publish" ? await getSecuritySettings() : {};
  if (can(user, permission, settings)) return user;
  await audit(
    request,
    "permission-denied",
    { userId: user.id, username: user.username },
    `${permission} ${request.method} ${new URL(request.url).pathname}`,
  );
  throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
}
