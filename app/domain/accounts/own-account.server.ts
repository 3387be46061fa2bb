import { db } from "../../db/client.server.ts";
import {
  deleteUserSession,
  deleteUserSessions,
  listLiveSessions,
  type OwnSession,
} from "../../db/accounts/sessions.server.ts";
import { findSetupToken, takeSetupToken } from "../../db/accounts/setup-tokens.server.ts";
import {
  findAccount,
  findPasswordHash,
  updateAccount,
  updatePasswordHash,
  type StaffUser,
} from "../../db/accounts/users.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import type { Actor, RequestContext } from "../../lib/request-context.ts";
import { profileSchema } from "./accounts.server.ts";
import { audit } from "../operations/audit.server.ts";
import { hashToken, MAX_PASSWORD } from "./auth.server.ts";
import { checkPassword } from "./password-policy.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

type Me = Actor & { sessionId: string };

/** The messages beside the fields, as a Failure carries them. */
const beside = (errors: FieldErrors) => errors as Record<string, string>;

/** The e-mail address on the person's own account ("" when none is given). */
export async function ownEmail(user: StaffUser): Promise<string> {
  return (await findAccount(db(), user.id))?.email ?? "";
}

/** The person's own name and e-mail address. */
export async function changeOwnProfile(
  me: Me,
  input: { firstName: string; lastName: string; email: string },
): Promise<Result> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success)
    return failure("account.name-invalid", { fields: beside(fieldErrors(parsed.error)) });
  await updateAccount(db(), me.user.id, parsed.data);
  await audit(
    me.client,
    "account-updated",
    { userId: me.user.id, username: me.user.username },
    "ชื่อและอีเมลของตนเอง",
  );
  return { ok: true };
}

function newPasswordErrors(
  user: { username: string; first_name: string; last_name: string },
  password: string,
  confirm: string,
): FieldErrors {
  const verdict = checkPassword(password, {
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
  });
  if (!verdict.ok) return { newPassword: verdict.message };
  if (password !== confirm) return { confirmPassword: "รหัสผ่านทั้งสองช่องไม่ตรงกัน" };
  return {};
}

/** Needs the current password; every other session of the account ends. */
export async function changeOwnPassword(
  me: Me,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<Result> {
  const hash = await findPasswordHash(db(), me.user.id);
  const current = input.currentPassword.slice(0, MAX_PASSWORD);
  if (!hash || !current || !(await verifyPassword(hash, current))) {
    return failure("account.password-refused", {
      fields: { currentPassword: "รหัสผ่านปัจจุบันไม่ถูกต้อง" },
    });
  }
  const errors = newPasswordErrors(me.user, input.newPassword, input.confirmPassword);
  if (input.newPassword === current) errors.newPassword ??= "รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม";
  if (Object.keys(errors).length)
    return failure("account.password-refused", { fields: beside(errors) });
  await updatePasswordHash(db(), me.user.id, await hashPassword(input.newPassword), false);
  await deleteUserSessions(db(), me.user.id, me.sessionId);
  await audit(me.client, "password-changed", { userId: me.user.id, username: me.user.username });
  return { ok: true };
}

export async function ownSessions(user: StaffUser): Promise<OwnSession[]> {
  return listLiveSessions(db(), user.id, new Date().toISOString());
}

/**
 * Ends one of the person's own sessions, or all but the current one (`id` = "others"); the
 * current one ends by signing out instead.
 */
export async function endOwnSessions(me: Me, id: string): Promise<Result<{ ended: number }>> {
  if (!me.sessionId || !id || id === me.sessionId) return failure("session.not-chosen");
  const ended =
    id === "others"
      ? await deleteUserSessions(db(), me.user.id, me.sessionId)
      : Number(await deleteUserSession(db(), me.user.id, id));
  if (ended === 0) return failure("session.not-found");
  await audit(
    me.client,
    "session-ended",
    { userId: me.user.id, username: me.user.username },
    id === "others" ? `เซสชันอื่นทั้งหมด (${ended})` : "หนึ่งเซสชัน",
  );
  return { ok: true, ended };
}

/** The account a set-password link is for, while the link is unused and fresh. */
async function linkOwner(id: string, now: string) {
  const token = await findSetupToken(db(), id, "set-password", now);
  return token?.userId ? findAccount(db(), token.userId) : null;
}

export async function passwordLinkValid(token: string): Promise<boolean> {
  return Boolean(await linkOwner(hashToken(token), new Date().toISOString()));
}

/** Uses a one-time link from an administrator to set the password; all sessions end. */
export async function setPasswordWithLink(
  client: RequestContext,
  token: string,
  input: { newPassword: string; confirmPassword: string },
): Promise<Result> {
  const id = hashToken(token);
  const now = new Date().toISOString();
  const pending = await linkOwner(id, now);
  if (!pending) return failure("account.link-expired");
  const errors = newPasswordErrors(pending, input.newPassword, input.confirmPassword);
  if (Object.keys(errors).length)
    return failure("account.password-refused", { fields: beside(errors) });
  const taken = await takeSetupToken(db(), id, "set-password", now);
  if (!taken) return failure("account.link-expired");
  await updatePasswordHash(db(), pending.id, await hashPassword(input.newPassword), false);
  await deleteUserSessions(db(), pending.id);
  await audit(
    client,
    "password-changed",
    { userId: pending.id, username: pending.username },
    "ตั้งรหัสผ่านด้วยลิงก์ครั้งเดียว",
  );
  return { ok: true };
}
