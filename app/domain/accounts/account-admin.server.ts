import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "../../db/client.server.ts";
import { deleteUserSessions } from "../../db/accounts/sessions.server.ts";
import { insertSetupToken } from "../../db/accounts/setup-tokens.server.ts";
import { deleteTotp } from "../../db/accounts/two-factor.server.ts";
import {
  countOtherActiveAdmins,
  findAccount,
  listAccounts,
  updateAccount,
  updatePasswordHash,
  type AccountRow,
} from "../../db/accounts/users.server.ts";
import { config } from "../../lib/config.server.ts";
import { ROLE_LABELS } from "../../lib/permissions.ts";
import { ERROR_CATALOGUE, failure, type Result } from "../../lib/app-error.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { accountSchema, createAccount, profileSchema } from "./accounts.server.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, type Actor } from "./authorize.server.ts";
import { hashToken } from "./auth.server.ts";
import { checkPassword } from "./password-policy.server.ts";
import { hashPassword } from "./passwords.server.ts";

export const PASSWORD_LINK_HOURS = 72;

const roleSchema = z.enum(["admin", "staff"], { error: "กรุณาเลือกบทบาท" });

export const LAST_ADMIN_MESSAGE = ERROR_CATALOGUE["account.last-admin"].message;

type PasswordChoice = { method: "link" } | { method: "password"; password: string };

export type NewAccount = {
  username: string;
  firstName: string;
  lastName: string;
  email?: string;
  role: string;
} & PasswordChoice;

/** A one-time link (valid 72 hours) with which the account's owner sets their own password. */
async function passwordLink(userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSetupToken(db(), {
    id: hashToken(token),
    purpose: "set-password",
    userId,
    expiresAt: new Date(Date.now() + PASSWORD_LINK_HOURS * 3_600_000).toISOString(),
  });
  return `${config().baseUrl}/set-password/${token}`;
}

/**
 * An administrator creates an account: either with a one-time link for the new person to set a
 * password, or with an initial password they must change when they first sign in.
 */
export async function createStaffAccount(
  actor: Actor,
  input: NewAccount,
): Promise<Result<{ userId: number; link: string | null }>> {
  await authorize(actor, "users.manage", "account-create");
  const role = roleSchema.safeParse(input.role);
  const password =
    input.method === "password" ? input.password : randomBytes(48).toString("base64url");
  if (!role.success) {
    const parsed = accountSchema.safeParse({ ...input, password });
    return failure("account.create-invalid", {
      fields: { ...(parsed.success ? {} : fieldErrors(parsed.error)), role: "กรุณาเลือกบทบาท" },
    });
  }
  const result = await createAccount({ ...input, password }, role.data, {
    mustChangePassword: input.method === "password",
  });
  if (!result.ok) return result;
  const username = input.username.trim();
  await audit(
    actor.client,
    "account-created",
    { userId: actor.user.id, username: actor.user.username },
    `${username} (${ROLE_LABELS[role.data]})`,
  );
  const link = input.method === "link" ? await passwordLink(result.userId) : null;
  return { ok: true, userId: result.userId, link };
}

async function wouldLeaveNoAdmin(account: AccountRow): Promise<boolean> {
  return (
    account.role === "admin" &&
    !account.disabled &&
    (await countOtherActiveAdmins(db(), account.id)) === 0
  );
}

/** Name, e-mail and role; the last enabled administrator keeps the administrator role. */
export async function editAccount(
  actor: Actor,
  account: AccountRow,
  input: { firstName: string; lastName: string; email?: string; role: string },
): Promise<Result> {
  await authorize(actor, "users.manage", `account-edit #${account.id}`);
  const names = profileSchema.safeParse(input);
  const role = roleSchema.safeParse(input.role);
  const errors: FieldErrors = names.success ? {} : fieldErrors(names.error);
  if (!role.success) errors.role = "กรุณาเลือกบทบาท";
  else if (role.data !== "admin" && (await wouldLeaveNoAdmin(account)))
    errors.role = LAST_ADMIN_MESSAGE;
  if (!names.success || !role.success || errors.role)
    return failure("account.edit-invalid", { fields: errors });
  await updateAccount(db(), account.id, { ...names.data, role: role.data });
  const who = { userId: actor.user.id, username: actor.user.username };
  if (role.data !== account.role) {
    await audit(
      actor.client,
      "role-changed",
      who,
      `${account.username}: ${ROLE_LABELS[role.data]}`,
    );
  }
  await audit(actor.client, "account-updated", who, account.username);
  return { ok: true };
}

/** Disables (ending every session at once) or enables an account. */
export async function setAccountDisabled(
  actor: Actor,
  account: AccountRow,
  disabled: boolean,
): Promise<Result> {
  await authorize(
    actor,
    "users.manage",
    `account-${disabled ? "disable" : "enable"} #${account.id}`,
  );
  if (disabled && (await wouldLeaveNoAdmin(account))) return failure("account.last-admin");
  if (disabled && account.id === actor.user.id) return failure("account.disable-self");
  await updateAccount(db(), account.id, { disabled });
  if (disabled) await deleteUserSessions(db(), account.id);
  await audit(
    actor.client,
    disabled ? "account-disabled" : "account-enabled",
    { userId: actor.user.id, username: actor.user.username },
    account.username,
  );
  return { ok: true };
}

/**
 * Resets a password with a new one-time link or an initial password to change at next sign-in;
 * the account's sessions end either way.
 */
export async function resetPassword(
  actor: Actor,
  account: AccountRow,
  choice: PasswordChoice,
): Promise<Result<{ link: string | null }>> {
  await authorize(actor, "users.manage", `password-reset #${account.id}`);
  if (choice.method === "password") {
    const verdict = checkPassword(choice.password, {
      username: account.username,
      firstName: account.first_name,
      lastName: account.last_name,
    });
    if (!verdict.ok)
      return failure("account.reset-refused", { fields: { password: verdict.message } });
    await updatePasswordHash(db(), account.id, await hashPassword(choice.password), true);
  } else {
    await updatePasswordHash(
      db(),
      account.id,
      await hashPassword(randomBytes(48).toString("base64url")),
      true,
    );
  }
  await deleteUserSessions(db(), account.id);
  await audit(
    actor.client,
    "password-reset",
    { userId: actor.user.id, username: actor.user.username },
    `${account.username} (${choice.method === "link" ? "ลิงก์ตั้งรหัสผ่าน" : "รหัสผ่านเริ่มต้น"})`,
  );
  return { ok: true, link: choice.method === "link" ? await passwordLink(account.id) : null };
}

export async function accountById(id: string | undefined): Promise<AccountRow | null> {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return findAccount(db(), Number(id));
}

export async function allAccounts(): Promise<AccountRow[]> {
  return listAccounts(db());
}

/**
 * For someone who lost both their phone and their recovery codes: two-factor is switched off and
 * their sessions end; they sign in with the password and set it up again.
 */
export async function resetTwoFactor(actor: Actor, account: AccountRow): Promise<void> {
  await authorize(actor, "users.manage", `two-factor-reset #${account.id}`);
  await deleteTotp(db(), account.id);
  await deleteUserSessions(db(), account.id);
  await audit(
    actor.client,
    "totp-reset",
    { userId: actor.user.id, username: actor.user.username },
    account.username,
  );
}
