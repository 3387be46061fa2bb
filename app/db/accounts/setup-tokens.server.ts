import type { Db } from "../client.server.ts";
import type { SetupPurpose } from "../schema.ts";

export async function insertSetupToken(
  database: Db,
  token: { id: string; purpose: SetupPurpose; userId: number | null; expiresAt: string },
): Promise<void> {
  await database
    .insertInto("setup_tokens")
    .values({
      id: token.id,
      purpose: token.purpose,
      user_id: token.userId,
      created_at: new Date().toISOString(),
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Takes a live token once: it is deleted as it is read, so a link works a single time. */
export async function takeSetupToken(
  database: Db,
  id: string,
  purpose: SetupPurpose,
  now: string,
): Promise<{ userId: number | null } | null> {
  const row = await database
    .deleteFrom("setup_tokens")
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** A live token's account (null for the first-administrator link), without using it up. */
export async function findSetupToken(
  database: Db,
  id: string,
  purpose: SetupPurpose,
  now: string,
): Promise<{ userId: number | null } | null> {
  const row = await database
    .selectFrom("setup_tokens")
    .select("user_id")
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** Removes every expired token: used links and pending sign-ins that nobody finished. */
export async function deleteExpiredSetupTokens(database: Db, now: string): Promise<number> {
  const result = await database
    .deleteFrom("setup_tokens")
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
