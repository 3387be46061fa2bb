import type { Db } from "./client.server.ts";
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
