import type { Db } from "./client.server.ts";

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
