import { db } from "../../db/client.server.ts";
import { insertAuditEntry, listAuditEntries } from "../../db/operations/audit.server.ts";
import { isAuditAction, type AuditAction } from "../../lib/staff/audit-actions.ts";
import { log } from "../../lib/log.server.ts";
import type { RequestContext } from "../../lib/request-context.ts";

export type { AuditAction };

/** Records a security event; a failed write is logged, never shown to the visitor. */
export async function audit(
  client: Pick<RequestContext, "ip" | "userAgent">,
  action: AuditAction,
  who: { userId: number | null; username: string },
  detail?: string,
): Promise<void> {
  try {
    const { ip, userAgent } = client;
    await insertAuditEntry(db(), { ...who, ip, userAgent, action, detail });
  } catch (error) {
    log().error({ err: error }, "audit log write failed");
  }
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = {
  action: string;
  username: string;
  ip: string;
  from: string;
  to: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a Thai calendar day (`YYYY-MM-DD`), `days` later, as an ISO timestamp. */
function bangkokDayStart(day: string, days = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00+07:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  return new Date(start.getTime() + days * 86_400_000).toISOString();
}

/** Reads the filter form's values; anything malformed is dropped rather than refused. */
export function auditQuery(url: URL): AuditQuery {
  const get = (name: string, max: number) =>
    (url.searchParams.get(name) ?? "").trim().slice(0, max);
  const action = get("action", 40);
  return {
    action: isAuditAction(action) ? action : "",
    username: get("username", 200),
    ip: get("ip", 100),
    from: DAY.test(get("from", 10)) ? get("from", 10) : "",
    to: DAY.test(get("to", 10)) ? get("to", 10) : "",
  };
}

/** One page of the audit log, newest first, in the project's pagination shape. */
export async function readAuditLog(query: AuditQuery, page: number) {
  const { rows, total } = await listAuditEntries(
    db(),
    {
      action: query.action || undefined,
      username: query.username || undefined,
      ip: query.ip || undefined,
      from: bangkokDayStart(query.from),
      to: bangkokDayStart(query.to, 1),
    },
    { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
  );
  return {
    items: rows,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
