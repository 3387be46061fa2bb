import { permissionFor } from "../../content/admin-kinds.ts";
import type { ItemType } from "../../content/kinds.ts";
import type { ItemStep } from "../../content/permission-names.ts";
import { can, type Permission, type Role } from "../../lib/permissions.ts";
import type { Rule } from "../../lib/route-policy.ts";
import { auditDenied, refuse, type Actor } from "./permission-denied.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";

export { FORBIDDEN_MESSAGE, type Actor } from "./permission-denied.server.ts";

/** The security settings a rule depends on (publishing may be limited to some roles). */
export const settingsFor = (permission: Rule) =>
  permission === "content.publish" ? getSecuritySettings() : {};

/**
 * Whether the actor holds the permission; a refusal is audited (`permission-denied`). For domain
 * operations that answer a refusal as a result rather than a 403.
 */
export async function permitted(
  actor: Actor,
  permission: Permission,
  operation: string,
): Promise<boolean> {
  if (can(actor.user, permission, await settingsFor(permission))) return true;
  await auditDenied(actor, permission, operation);
  return false;
}

/**
 * The first line of every domain operation that changes data: unless the actor holds the
 * permission, the refusal is audited and the request ends with a 403.
 */
export async function authorize(
  actor: Actor,
  permission: Permission,
  operation: string,
): Promise<void> {
  if (!can(actor.user, permission, await settingsFor(permission)))
    await refuse(actor, permission, operation);
}

/** Whether this person may take the step on an item of the type, as its kind declares. */
export async function mayTakeStep(
  user: { role: Role },
  type: ItemType,
  step: ItemStep,
): Promise<boolean> {
  const permission = permissionFor(type, step);
  return can(user, permission, await settingsFor(permission));
}
