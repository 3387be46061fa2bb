import { insertAuditEntry } from "../../db/operations/audit.server.ts";
import { db } from "../../db/client.server.ts";
import { closedBefore, deleteContactMessages } from "../../db/contact/contact-inbox.server.ts";
import { defineRetention } from "../operations/retention.server.ts";

export const MAX_MESSAGE_RETENTION_DAYS = 3650;

const messages = defineRetention({
  setting: "contactMessages",
  job: "purge-closed-messages",
  maxDays: MAX_MESSAGE_RETENTION_DAYS,
  permission: "messages.delete",
  operation: "message-retention",
  savedDetail: (days) => `เก็บข้อความติดต่อที่ปิดแล้ว: ${days === 0 ? "ไม่ลบ" : `${days} วัน`}`,
  savedMessage: (days) =>
    days === 0
      ? "บันทึกแล้ว: เก็บข้อความติดต่อไว้ทั้งหมด"
      : `บันทึกแล้ว: ข้อความที่ปิดแล้วเกิน ${days} วันจะถูกลบวันละครั้ง`,
  async deleteBefore(before, days) {
    const deleted = await deleteContactMessages(db(), await closedBefore(db(), before));
    if (deleted > 0)
      await insertAuditEntry(db(), {
        userId: null,
        username: "",
        action: "messages-purged",
        ip: "",
        userAgent: "",
        detail: `ลบข้อความที่ปิดแล้วเกิน ${days} วัน ${deleted} ข้อความ`,
      });
    return deleted;
  },
});

/** How many days a closed message is kept; 0 (the default) keeps them all. */
export const messageRetentionDays = messages.days;
export const saveMessageRetention = messages.save;
/** Deletes messages closed longer ago than the retention; returns how many, audited. */
export const purgeClosedMessages = messages.purge;
