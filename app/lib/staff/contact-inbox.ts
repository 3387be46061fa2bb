export type ContactStatus = "new" | "in_progress" | "answered" | "closed";

export const CONTACT_STATUSES = {
  new: "ใหม่",
  in_progress: "กำลังดำเนินการ",
  answered: "ตอบแล้ว",
  closed: "ปิดแล้ว",
} as const satisfies Record<ContactStatus, string>;

export function isContactStatus(value: string): value is ContactStatus {
  return Object.hasOwn(CONTACT_STATUSES, value);
}

/** What the history of a message records, in Thai. */
export const MESSAGE_EVENTS: Record<string, string> = {
  read: "เปิดอ่าน",
  status: "เปลี่ยนสถานะ",
  assignee: "มอบหมายผู้รับผิดชอบ",
  note: "แก้ไขบันทึกภายใน",
};

export const INBOX_PAGE_SIZE = 20;
export const MAX_NOTE = 5000;

export type InboxQuery = {
  q: string;
  /** A status, or "" for all. */
  status: ContactStatus | "";
  /** A topic as stored, or "" for all. */
  topic: string;
};

/** The query string of an inbox view, leaving out empty values. */
export function inboxParams(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.topic) params.set("topic", query.topic);
  return params;
}

export const INBOX_PATH = "/admin/messages/contact";
export const PRIVACY_PATH = "/admin/messages/privacy";
