import { db } from "../../db/client.server.ts";
import {
  deleteContactMessages,
  findFullMessages,
  listSenders,
  type FullMessage,
} from "../../db/contact/contact-inbox.server.ts";
import { ERROR_CATALOGUE, failure, type Result } from "../../lib/app-error.ts";
import { normalizeText } from "../../lib/search-text.ts";
import { audit, type AuditAction } from "../operations/audit.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import type { FileDownload } from "../../lib/download.ts";
import { exportFile, type ExportFormat } from "./contact-export.server.ts";

/** Whose data a request is about: an e-mail address or a phone number, normalised. */
export type Sender = { kind: "email" | "phone"; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  return normalizeText(raw).trim();
}

/** Digits only, Thai digits as Arabic, +66 written as the leading 0. */
export function normalizePhone(raw: string): string {
  const digits = normalizeText(raw).replace(/\D/g, "");
  return digits.startsWith("66") && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export function parseSender(raw: string): Sender | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = normalizeEmail(text);
    return EMAIL.test(email) ? { kind: "email", value: email } : null;
  }
  const phone = normalizePhone(text);
  return phone.length >= 9 && phone.length <= 15 ? { kind: "phone", value: phone } : null;
}

/** The identifier as the audit log keeps it: enough to match a request, not a copy of the data. */
export function maskSender(sender: Sender): string {
  if (sender.kind === "phone") return `โทรศัพท์ ***${sender.value.slice(-4)}`;
  const [name = "", domain = ""] = sender.value.split("@");
  return `อีเมล ${name.slice(0, 1)}***@${domain}`;
}

async function senderMessageIds(sender: Sender): Promise<number[]> {
  return (await listSenders(db()))
    .filter((row) =>
      sender.kind === "email"
        ? normalizeEmail(row.email) === sender.value
        : normalizePhone(row.phone) === sender.value,
    )
    .map((row) => row.id);
}

/** A person's messages again, without a new audit entry (the request is already recorded). */
export async function senderMessagesAgain(raw: string): Promise<FullMessage[]> {
  const sender = parseSender(raw);
  return sender ? findFullMessages(db(), await senderMessageIds(sender)) : [];
}

type Found = Result<{ sender: Sender; messages: FullMessage[] }>;

export const SENDER_ERROR = ERROR_CATALOGUE["privacy.sender-invalid"].message;

/** Neither an e-mail address nor a phone number: the message goes beside the sender field. */
const senderInvalid = () => failure("privacy.sender-invalid", { fields: { sender: SENDER_ERROR } });

async function findFor(
  actor: Actor,
  raw: string,
  action: AuditAction,
  what: string,
): Promise<Found> {
  const sender = parseSender(raw);
  if (!sender) return senderInvalid();
  const messages = await findFullMessages(db(), await senderMessageIds(sender));
  await audit(
    actor.client,
    action,
    { userId: actor.user.id, username: actor.user.username },
    `${maskSender(sender)}: ${what} ${messages.length} ข้อความ`,
  );
  return { ok: true, sender, messages };
}

/** Every message from one person (a PDPA access request); the search is audited. */
export async function findSenderMessages(actor: Actor, raw: string): Promise<Found> {
  await authorize(actor, "messages.delete", "privacy-find");
  return findFor(actor, raw, "privacy-searched", "พบ");
}

/** A person's messages as a file; audited. */
export async function exportSenderMessages(
  actor: Actor,
  raw: string,
  format: ExportFormat,
): Promise<FileDownload | null> {
  await authorize(actor, "messages.export", "privacy-export");
  const found = await findFor(actor, raw, "privacy-exported", `ส่งออก (${format.toUpperCase()})`);
  return found.ok ? exportFile(found.messages, format, "ข้อมูลส่วนบุคคล") : null;
}

/** Deletes every message from one person (a PDPA erasure request) once "ลบ" is typed; audited. */
export async function deleteSenderMessages(
  actor: Actor,
  raw: string,
  confirm: string,
): Promise<Result<{ message: string; deleted: number }>> {
  await authorize(actor, "messages.delete", "privacy-delete");
  const sender = parseSender(raw);
  if (!sender) return senderInvalid();
  if (confirm.trim() !== "ลบ")
    return failure("privacy.delete-unconfirmed", {
      fields: { confirm: "พิมพ์คำว่า “ลบ” เพื่อยืนยันการลบ" },
    });
  const deleted = await deleteContactMessages(db(), await senderMessageIds(sender));
  await audit(
    actor.client,
    "privacy-deleted",
    { userId: actor.user.id, username: actor.user.username },
    `${maskSender(sender)}: ลบ ${deleted} ข้อความ`,
  );
  return { ok: true, message: `ลบข้อความของผู้ติดต่อรายนี้แล้ว ${deleted} ข้อความ`, deleted };
}
