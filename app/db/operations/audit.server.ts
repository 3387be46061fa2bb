import type { Db } from "../client.server.ts";

export type AuditEntry = {
  userId: number | null;
  username: string;
  action: string;
  ip: string;
  userAgent: string;
  detail?: string;
};

export async function insertAuditEntry(database: Db, entry: AuditEntry): Promise<void> {
  await database
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      user_id: entry.userId,
      username: entry.username.slice(0, 200),
      action: entry.action,
      ip: entry.ip.slice(0, 100),
      user_agent: entry.userAgent.slice(0, 400),
      detail: entry.detail ?? "",
    })
    .execute();
}

export type AuditFilters = {
  action?: string;
  username?: string;
  ip?: string;
  /** ISO timestamps, inclusive from and exclusive to. */
  from?: string;
  to?: string;
};

export type AuditRow = {
  id: number;
  at: string;
  username: string;
  action: string;
  ip: string;
  userAgent: string;
  detail: string;
};

/** A page of audit entries, newest first, and how many match in all. */
export async function listAuditEntries(
  database: Db,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = database.selectFrom("audit_log");
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.username) query = query.where("username", "=", filters.username);
  if (filters.ip) query = query.where("ip", "=", filters.ip);
  if (filters.from) query = query.where("at", ">=", filters.from);
  if (filters.to) query = query.where("at", "<", filters.to);
  const [rows, count] = await Promise.all([
    query
      .select(["id", "at", "username", "action", "ip", "user_agent", "detail"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(({ user_agent, ...r }) => ({ ...r, userAgent: user_agent })),
    total: Number(count.n),
  };
}
