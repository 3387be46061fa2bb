import { db } from "../../db/client.server.ts";
import {
  deleteContactMessages,
  findContactMessage,
  listActiveStaff,
} from "../../db/contact/contact-inbox.server.ts";
import { updateMessageHandling, type NewEvent } from "../../db/contact/message-handling.server.ts";
import type { ContactMessagesTable } from "../../db/schema.ts";
import { CONTACT_STATUSES, isContactStatus, MAX_NOTE } from "../../lib/staff/contact-inbox.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import type { Updateable } from "kysely";

export type { Actor };

export type HandlingInput = { status: string; assigneeId: string; note: string };

export type HandlingResult = Result<{ message: string }>;

export async function assigneeChoices(): Promise<{ id: string; name: string }[]> {
  return (await listActiveStaff(db())).map((s) => ({
    id: String(s.id),
    name: `${s.first_name} ${s.last_name} (${s.username})`,
  }));
}

/**
 * Sets a message's status, assignee and internal note. Only what differs from the stored message
 * changes, so two people handling it at once do not undo each other's other fields; each change
 * is an event in its history and in the audit log.
 */
export async function changeHandling(
  actor: Actor,
  id: number,
  input: HandlingInput,
): Promise<HandlingResult> {
  await authorize(actor, "messages.handle", `message-handle #${id}`);
  const message = await findContactMessage(db(), id);
  if (!message) return failure("message.not-found");
  if (!isContactStatus(input.status))
    return failure("message.status-invalid", { fields: { status: "กรุณาเลือกสถานะจากรายการ" } });
  const note = input.note.replace(/\r\n/g, "\n").trim();
  if (note.length > MAX_NOTE)
    return failure("message.note-too-long", {
      fields: { note: `บันทึกภายในยาวได้ไม่เกิน ${MAX_NOTE} ตัวอักษร` },
    });
  const staff = await assigneeChoices();
  const assignee = input.assigneeId ? staff.find((s) => s.id === input.assigneeId) : null;
  if (assignee === undefined)
    return failure("message.assignee-invalid", {
      fields: { assigneeId: "กรุณาเลือกผู้รับผิดชอบจากรายการ" },
    });

  const now = new Date().toISOString();
  const changes: Updateable<ContactMessagesTable> = {};
  const events: NewEvent[] = [];
  if (input.status !== message.status) {
    changes.status = input.status;
    changes.closed_at = input.status === "closed" ? now : null;
    events.push({
      action: "status",
      detail: `${CONTACT_STATUSES[message.status]} → ${CONTACT_STATUSES[input.status]}`,
    });
  }
  const assigneeId = assignee ? Number(assignee.id) : null;
  if (assigneeId !== message.assignee_id) {
    changes.assignee_id = assigneeId;
    events.push({ action: "assignee", detail: assignee ? assignee.name : "ไม่มีผู้รับผิดชอบ" });
  }
  if (note !== message.note) {
    changes.note = note;
    events.push({ action: "note", detail: note.slice(0, 500) });
  }
  if (events.length === 0) return { ok: true, message: "ไม่มีการเปลี่ยนแปลง" };

  await updateMessageHandling(db(), id, changes, events, actor.user.id, now);
  const who = { userId: actor.user.id, username: actor.user.username };
  for (const event of events) {
    const detail = event.action === "note" ? "แก้ไขบันทึกภายใน" : event.detail;
    await audit(actor.client, "message-handled", who, `${message.reference}: ${detail}`);
  }
  return { ok: true, message: "บันทึกการจัดการข้อความแล้ว" };
}

/** Deletes one message for good, once the reference or the word ลบ is typed; audited. */
export async function deleteMessage(
  actor: Actor,
  id: number,
  confirm: string,
): Promise<Result<{ message: string; reference: string }>> {
  await authorize(actor, "messages.delete", `message-delete #${id}`);
  const message = await findContactMessage(db(), id);
  if (!message) return failure("message.not-found");
  const typed = confirm.trim();
  if (typed !== "ลบ" && typed.toUpperCase() !== message.reference)
    return failure("message.delete-unconfirmed", {
      fields: { confirm: `พิมพ์เลขอ้างอิง ${message.reference} หรือคำว่า “ลบ” เพื่อยืนยัน` },
    });
  await deleteContactMessages(db(), [id]);
  await audit(
    actor.client,
    "message-deleted",
    { userId: actor.user.id, username: actor.user.username },
    `${message.reference} (${message.topic})`,
  );
  return { ok: true, message: `ลบข้อความ ${message.reference} แล้ว`, reference: message.reference };
}
