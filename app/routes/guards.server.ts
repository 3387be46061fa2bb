import type { RouterContextProvider } from "react-router";
import type { StaffUser } from "../db/accounts/users.server.ts";
import { settingsFor } from "../domain/accounts/authorize.server.ts";
import { refuse } from "../domain/accounts/permission-denied.server.ts";
import { staffFrom } from "../domain/accounts/staff-context.server.ts";
import { AppError } from "../lib/app-error.ts";
import { actorOf } from "../lib/http.server.ts";
import { can, type Permission } from "../lib/permissions.ts";
import { holds, policyFor, type Rule } from "../lib/route-policy.ts";

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
  if (!can(user, permission, await settingsFor(permission)))
    await refuse(actorOf(request, user), permission);
  return user;
}

type RouteArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The matched route pattern, as React Router passes it to loaders and actions. */
  pattern: string;
};

async function requireRule(args: RouteArgs, rule: Rule): Promise<StaffUser> {
  const user = staffFrom(args.context);
  if (!holds(user, rule, await settingsFor(rule)))
    await refuse(actorOf(args.request, user), rule as Permission);
  return user;
}

function policyOf(pattern: string) {
  const policy = policyFor(pattern);
  if (!policy) throw new Error(`no rule for ${pattern} in app/lib/route-policy.ts`);
  return policy;
}

/** The signed-in person, when the route policy lets them load this route (403 otherwise). */
export function requireView(args: RouteArgs): Promise<StaffUser> {
  return requireRule(args, policyOf(args.pattern).view);
}

/** The signed-in person, when the route policy lets them post to this route's action. */
export function requirePost(args: RouteArgs): Promise<StaffUser> {
  const rule = policyOf(args.pattern).post;
  if (!rule) throw new Error(`no post rule for ${args.pattern} in app/lib/route-policy.ts`);
  return requireRule(args, rule);
}

/**
 * The signed-in person, when the route policy lets them use this intent. An intent the policy
 * does not name for the route is a 400 (after the page's own rule, so it says nothing to others).
 */
export async function requireIntent(args: RouteArgs, intent: string): Promise<StaffUser> {
  const policy = policyOf(args.pattern);
  const rule = Object.hasOwn(policy.intents ?? {}, intent) ? policy.intents![intent] : undefined;
  if (rule) return requireRule(args, rule);
  await requireRule(args, policy.view);
  throw new AppError("request.invalid");
}
