import type { Db } from "../client.server.ts";
import { STAFF_COLUMNS, toStaff, type StaffUser } from "./users.server.ts";

export type TotpRecord = { secret: string; enabledAt: string | null; lastUsedStep: number | null };

export async function findTotp(database: Db, userId: number): Promise<TotpRecord | null> {
  const row = await database
    .selectFrom("user_totp")
    .select(["secret", "enabled_at", "last_used_step"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row
    ? { secret: row.secret, enabledAt: row.enabled_at, lastUsedStep: row.last_used_step }
    : null;
}

/** Stores a secret awaiting confirmation; an enabled secret is never replaced. */
export async function savePendingTotp(
  database: Db,
  userId: number,
  secret: string,
  now: string,
): Promise<void> {
  const values = { secret, created_at: now, enabled_at: null, last_used_step: null };
  await database
    .insertInto("user_totp")
    .values({ user_id: userId, ...values })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet(values).where("user_totp.enabled_at", "is", null),
    )
    .execute();
}

/** Switches a pending secret on, with the recovery codes that come with it. */
export async function enableTotp(
  database: Db,
  userId: number,
  { step, codeHashes, now }: { step: number; codeHashes: string[]; now: string },
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("user_totp")
      .set({ enabled_at: now, last_used_step: step })
      .where("user_id", "=", userId)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await insertRecoveryCodes(trx, userId, codeHashes, now);
    return true;
  });
}

/** Records a code's time step; false when that step or a later one was already used. */
export async function claimTotpStep(database: Db, userId: number, step: number): Promise<boolean> {
  const result = await database
    .updateTable("user_totp")
    .set({ last_used_step: step })
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the secret (enabled or pending) and every recovery code. */
export async function deleteTotp(database: Db, userId: number): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("user_totp").where("user_id", "=", userId).execute();
  });
}

export async function deletePendingTotp(database: Db, userId: number): Promise<void> {
  await database
    .deleteFrom("user_totp")
    .where("user_id", "=", userId)
    .where("enabled_at", "is", null)
    .execute();
}

async function insertRecoveryCodes(
  database: Db,
  userId: number,
  codeHashes: string[],
  now: string,
): Promise<void> {
  await database
    .insertInto("recovery_codes")
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** Replaces all of an account's recovery codes, used or not. */
export async function replaceRecoveryCodes(
  database: Db,
  userId: number,
  codeHashes: string[],
  now: string,
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await insertRecoveryCodes(trx, userId, codeHashes, now);
  });
}

/** Marks an unused code as used; false when there is no such unused code. */
export async function spendRecoveryCode(
  database: Db,
  userId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await database
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(database: Db, userId: number): Promise<number> {
  const { n } = await database
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The account behind a live pending sign-in token (kept in `setup_tokens`), without taking it. */
export async function findPendingSignIn(
  database: Db,
  id: string,
  now: string,
): Promise<{ userId: number } | null> {
  const row = await database
    .selectFrom("setup_tokens")
    .select("user_id")
    .where("id", "=", id)
    .where("purpose", "=", "totp-pending")
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.user_id != null ? { userId: row.user_id } : null;
}

/** An enabled account with two-factor sign-in switched on, or null. */
export async function findTwoFactorUser(database: Db, userId: number): Promise<StaffUser | null> {
  const row = await database
    .selectFrom("users")
    .innerJoin("user_totp", "user_totp.user_id", "users.id")
    .select(STAFF_COLUMNS.map((c) => `users.${c}` as const))
    .where("users.id", "=", userId)
    .where("users.disabled", "=", 0)
    .where("user_totp.enabled_at", "is not", null)
    .executeTakeFirst();
  return row ? toStaff(row) : null;
}

/** Replaces a stored secret (resealed) only if it is still `expected`. */
export async function replaceTotpSecret(
  database: Db,
  userId: number,
  expected: string,
  next: string,
): Promise<void> {
  await database
    .updateTable("user_totp")
    .set({ secret: next })
    .where("user_id", "=", userId)
    .where("secret", "=", expected)
    .execute();
}

/** Secrets still stored in the clear, as written before they were encrypted. */
export async function listClearTotpSecrets(
  database: Db,
): Promise<{ userId: number; secret: string }[]> {
  const rows = await database
    .selectFrom("user_totp")
    .select(["user_id", "secret"])
    .where("secret", "not like", "v1.%")
    .execute();
  return rows.map((r) => ({ userId: r.user_id, secret: r.secret }));
}

/** Set-ups never confirmed with a code, started before `before`. */
export async function deleteStalePendingTotp(database: Db, before: string): Promise<number> {
  const result = await database
    .deleteFrom("user_totp")
    .where("enabled_at", "is", null)
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
