import type { Db } from "../client.server.ts";
import { STAFF_COLUMNS, toStaff, type StaffUser } from "./users.server.ts";

export type SessionRecord = { id: string; expiresAt: string; user: StaffUser };

export async function insertSession(
  database: Db,
  session: {
    id: string;
    userId: number;
    createdAt: string;
    expiresAt: string;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await database
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** A live session of an enabled account, or null: expired sessions never come back. */
export async function findLiveSession(
  database: Db,
  id: string,
  now: string,
): Promise<SessionRecord | null> {
  const row = await database
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id as session_id", "sessions.expires_at"])
    .select(STAFF_COLUMNS.map((c) => `users.${c}` as const))
    .where("sessions.id", "=", id)
    .where("sessions.expires_at", ">", now)
    .where("users.disabled", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, expires_at, ...user } = row;
  return { id: session_id, expiresAt: expires_at, user: toStaff(user) };
}

export async function deleteSession(database: Db, id: string): Promise<boolean> {
  const result = await database.deleteFrom("sessions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExpiredSessions(database: Db, now: string): Promise<number> {
  const result = await database
    .deleteFrom("sessions")
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type OwnSession = {
  id: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
};

export async function listLiveSessions(
  database: Db,
  userId: number,
  now: string,
): Promise<OwnSession[]> {
  const rows = await database
    .selectFrom("sessions")
    .select(["id", "created_at", "expires_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    ip: r.ip,
    userAgent: r.user_agent,
  }));
}

/** Ends one of the account's sessions; another account's session id does nothing. */
export async function deleteUserSession(
  database: Db,
  userId: number,
  id: string,
): Promise<boolean> {
  const result = await database
    .deleteFrom("sessions")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the account except `keepId`; returns how many ended. */
export async function deleteUserSessions(
  database: Db,
  userId: number,
  keepId?: string,
): Promise<number> {
  let query = database.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepId) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes an expired session and says whose it was, so its expiry is recorded once. */
export async function takeExpiredSession(
  database: Db,
  id: string,
  now: string,
): Promise<{ userId: number; username: string } | null> {
  const row = await database
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username"])
    .where("sessions.id", "=", id)
    .where("sessions.expires_at", "<=", now)
    .executeTakeFirst();
  if (!row) return null;
  return (await deleteSession(database, id)) ? { userId: row.id, username: row.username } : null;
}
