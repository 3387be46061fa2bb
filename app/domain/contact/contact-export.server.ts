import { db } from "../../db/client.server.ts";
import { exportInboxMessages, type FullMessage } from "../../db/contact/contact-inbox.server.ts";
import { toCsv } from "../../lib/csv.ts";
import { bangkokDay, thaiDateTime } from "../../lib/dates.ts";
import type { FileDownload } from "../../lib/download.ts";
import { CONTACT_STATUSES, type InboxQuery } from "../../lib/staff/contact-inbox.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { inboxFilters } from "./contact-inbox.server.ts";

export type ExportFormat = "csv" | "json";

export function exportFormat(raw: string | null): ExportFormat | null {
  return raw === "csv" || raw === "json" ? raw : null;
}

/** The most messages one export holds; more than that is a sign the filters are wrong. */
export const EXPORT_LIMIT = 10_000;

const when = (iso: string | null) => (iso ? thaiDateTime(iso) : "");

const COLUMNS: [string, (m: FullMessage) => string][] = [
  ["เลขอ้างอิง", (m) => m.reference],
  ["วันที่ส่ง", (m) => when(m.created_at)],
  ["สถานะ", (m) => CONTACT_STATUSES[m.status]],
  ["หัวข้อ", (m) => m.topic],
  ["ชื่อ-นามสกุล", (m) => m.full_name],
  ["โทรศัพท์", (m) => m.phone],
  ["อีเมล", (m) => m.email],
  ["ข้อความ", (m) => m.message],
  ["ข้อมูลสุขภาพ", (m) => (m.health_data === 1 ? "มี" : "ไม่มี")],
  ["ผู้รับผิดชอบ", (m) => m.assignee_name ?? ""],
  ["บันทึกภายใน", (m) => m.note],
  ["ข้อความขอความยินยอม", (m) => m.consent_text],
  ["เวลาที่ให้ความยินยอม", (m) => when(m.consent_at)],
  ["ปิดเมื่อ", (m) => when(m.closed_at)],
];

export function messagesCsv(messages: FullMessage[]): string {
  return toCsv(
    COLUMNS.map(([label]) => label),
    messages.map((m) => COLUMNS.map(([, value]) => value(m))),
  );
}

export function messagesJson(messages: FullMessage[], exportedAt = new Date()): string {
  const rows = messages.map((m) => ({
    reference: m.reference,
    createdAt: m.created_at,
    status: m.status,
    statusLabel: CONTACT_STATUSES[m.status],
    topic: m.topic,
    fullName: m.full_name,
    phone: m.phone,
    email: m.email,
    message: m.message,
    healthData: m.health_data === 1,
    assignee: m.assignee_name,
    note: m.note,
    consentText: m.consent_text,
    consentAt: m.consent_at,
    readAt: m.read_at,
    closedAt: m.closed_at,
  }));
  return `${JSON.stringify({ exportedAt: exportedAt.toISOString(), count: rows.length, messages: rows }, null, 2)}\n`;
}

/** Messages as a file to download, named in Thai and dated by the Thai calendar day. */
export function exportFile(
  messages: FullMessage[],
  format: ExportFormat,
  baseName: string,
): FileDownload {
  const now = new Date();
  return {
    body: format === "csv" ? messagesCsv(messages) : messagesJson(messages, now),
    contentType: format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    fileName: `${baseName}-${bangkokDay(now)}.${format}`,
  };
}

function describeFilters(query: InboxQuery): string {
  const parts = [
    query.status ? `สถานะ ${CONTACT_STATUSES[query.status]}` : "",
    query.topic ? `หัวข้อ ${query.topic}` : "",
    query.q ? "มีคำค้น" : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "ทั้งหมด";
}

/** The inbox as it is filtered, as a file; audited with the count and filters (not the search words). */
export async function exportInbox(
  actor: Actor,
  query: InboxQuery,
  format: ExportFormat,
): Promise<FileDownload> {
  await authorize(actor, "messages.export", "messages-export");
  const messages = await exportInboxMessages(db(), inboxFilters(query), EXPORT_LIMIT);
  await audit(
    actor.client,
    "messages-exported",
    { userId: actor.user.id, username: actor.user.username },
    `${messages.length} ข้อความ (${format.toUpperCase()}) ตัวกรอง: ${describeFilters(query)}`,
  );
  return exportFile(messages, format, "ข้อความติดต่อ");
}
