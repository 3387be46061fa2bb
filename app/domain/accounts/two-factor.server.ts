import { db } from "../../db/client.server.ts";
import {
  countUnusedRecoveryCodes,
  deletePendingTotp,
  deleteTotp,
  enableTotp,
  findTotp,
  replaceRecoveryCodes,
  replaceTotpSecret,
  savePendingTotp,
  spendRecoveryCode,
  claimTotpStep,
} from "../../db/accounts/two-factor.server.ts";
import { findActiveUserForSignIn, type StaffUser } from "../../db/accounts/users.server.ts";
import { ERROR_CATALOGUE, failure, type Failure, type Result } from "../../lib/app-error.ts";
import { log } from "../../lib/log.server.ts";
import { audit } from "../operations/audit.server.ts";
import type { RequestContext } from "../../lib/request-context.ts";
import { verifyPassword } from "./passwords.server.ts";
import { qrCodePath } from "../content/qr-code.server.ts";
import { getSecuritySettings } from "./security-settings.server.ts";
import { getSiteSettings } from "../site/settings.server.ts";
import { giveBackAttempt, takeAttempt, type Throttled } from "./sign-in-throttle.server.ts";
import { openTotpSecret, sealTotpSecret } from "./two-factor-secret.server.ts";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  totpUri,
  verifyTotp,
} from "./totp.server.ts";

export type SecondFactor = "totp" | "recovery";

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; secret: string }
  | { state: "on"; recoveryCodesLeft: number };

/**
 * The current password, asked again before a change, was refused: `totp.password-wrong`,
 * or `auth.throttled` with the seconds to wait.
 */
export type PasswordFailure = Failure & Partial<Pick<Throttled, "retryAfter">>;

/**
 * The account's two-factor record with its secret decrypted (null when no key opens it); a secret
 * still in the clear, or sealed with an older key, is sealed again with the current one.
 */
export async function readTotp(userId: number) {
  const record = await findTotp(db(), userId);
  if (!record) return null;
  const opened = openTotpSecret(userId, record.secret);
  if (opened.reseal) await replaceTotpSecret(db(), userId, record.secret, opened.reseal);
  if (opened.secret === null)
    log().error(
      { userId },
      "two-factor secret cannot be decrypted: SECRET_KEY (or DATA_DIR/two-factor.key) is not the one that encrypted it; the account can still sign in with a recovery code and set up two-factor sign-in again",
    );
  return { ...record, secret: opened.secret };
}

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const record = await readTotp(userId);
  if (!record || (!record.enabledAt && record.secret === null)) return { state: "off" };
  if (!record.enabledAt) return { state: "pending", secret: record.secret! };
  return { state: "on", recoveryCodesLeft: await countUnusedRecoveryCodes(db(), userId) };
}

export async function twoFactorEnabled(userId: number): Promise<boolean> {
  return Boolean((await findTotp(db(), userId))?.enabledAt);
}

/** Whether the security settings oblige this account to use two-factor sign-in. */
export async function twoFactorRequiredFor(user: StaffUser): Promise<boolean> {
  return user.role === "admin" && (await getSecuritySettings()).requireTotpForAdmins;
}

/** True for an administrator without two-factor sign-in while the security settings require it. */
export async function twoFactorSetupRequired(user: StaffUser): Promise<boolean> {
  return (await twoFactorRequiredFor(user)) && !(await twoFactorEnabled(user.id));
}

/** A fresh secret awaiting confirmation; does nothing when two-factor sign-in is already on. */
export async function startSetup(userId: number, now = new Date()): Promise<void> {
  await savePendingTotp(
    db(),
    userId,
    sealTotpSecret(userId, generateTotpSecret()),
    now.toISOString(),
  );
}

export async function cancelSetup(userId: number): Promise<void> {
  await deletePendingTotp(db(), userId);
}

/** What an authenticator app needs: the otpauth URI and a QR code of it. */
export async function setupDetails(user: StaffUser, secret: string) {
  const issuer = (await getSiteSettings()).officeName;
  const uri = totpUri({ secret, accountName: user.username, issuer });
  return { uri, qr: qrCodePath(uri) };
}

/** Switches two-factor sign-in on once a code from the app matches; returns the recovery codes. */
export async function confirmSetup(
  client: RequestContext,
  user: StaffUser,
  code: string,
  now = new Date(),
): Promise<Result<{ recoveryCodes: string[] }>> {
  const record = await readTotp(user.id);
  if (!record?.secret || record.enabledAt) return failure("totp.setup-not-pending");
  const result = verifyTotp(record.secret, code, now.getTime());
  if (!result.ok) {
    const wrong = ERROR_CATALOGUE["totp.setup-code-invalid"].message;
    return failure("totp.setup-code-invalid", { fields: { code: wrong } });
  }
  const recoveryCodes = generateRecoveryCodes();
  const enabled = await enableTotp(db(), user.id, {
    step: result.step,
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    now: now.toISOString(),
  });
  if (!enabled) return failure("totp.setup-not-pending");
  await audit(client, "totp-enabled", { userId: user.id, username: user.username });
  return { ok: true, recoveryCodes };
}

/** Checks a code from the app or a recovery code; either works once. */
export async function verifySecondFactor(
  userId: number,
  method: SecondFactor,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const record = await readTotp(userId);
  if (!record?.enabledAt) return false;
  if (method === "recovery") {
    return spendRecoveryCode(db(), userId, hashRecoveryCode(code), now.toISOString());
  }
  if (record.secret === null) return false;
  const result = verifyTotp(record.secret, code, now.getTime(), record.lastUsedStep);
  return result.ok && (await claimTotpStep(db(), userId, result.step));
}

/** The signed-in user's password again, under the same throttling as signing in. */
async function checkCurrentPassword(
  client: RequestContext,
  user: StaffUser,
  password: string,
  now: Date,
): Promise<{ ok: true } | PasswordFailure> {
  const taken = await takeAttempt(user.username, client.ip, now);
  if (!taken.ok) return taken;
  const account = await findActiveUserForSignIn(db(), user.username);
  if (!account || !(await verifyPassword(account.passwordHash, password)))
    return failure("totp.password-wrong");
  await giveBackAttempt(taken.attempt);
  return { ok: true };
}

/** Turns two-factor sign-in off; refused for administrators while the settings require it. */
export async function disableTwoFactor(
  client: RequestContext,
  user: StaffUser,
  password: string,
  now = new Date(),
): Promise<{ ok: true } | PasswordFailure> {
  if (await twoFactorRequiredFor(user)) return failure("totp.required");
  const checked = await checkCurrentPassword(client, user, password, now);
  if (!checked.ok) return checked;
  await deleteTotp(db(), user.id);
  await audit(client, "totp-disabled", { userId: user.id, username: user.username });
  return { ok: true };
}

/** New recovery codes replace every earlier one, used or not. */
export async function regenerateRecoveryCodes(
  client: RequestContext,
  user: StaffUser,
  password: string,
  now = new Date(),
): Promise<{ ok: true; recoveryCodes: string[] } | PasswordFailure> {
  if (!(await twoFactorEnabled(user.id))) return failure("totp.not-enabled");
  const checked = await checkCurrentPassword(client, user, password, now);
  if (!checked.ok) return checked;
  const recoveryCodes = generateRecoveryCodes();
  await replaceRecoveryCodes(db(), user.id, recoveryCodes.map(hashRecoveryCode), now.toISOString());
  await audit(client, "recovery-codes-regenerated", { userId: user.id, username: user.username });
  return { ok: true, recoveryCodes };
}
