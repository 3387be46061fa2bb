import type { Insertable } from "kysely";
import type { Db } from "../../app/db/client.server.ts";
import { insertContactMessage } from "../../app/db/contact/contact-messages.server.ts";
import type { ContactMessagesTable } from "../../app/db/schema.ts";

let counter = 0;

/** A message from the contact form, `hoursAgo` old, with a unique reference. */
export async function addMessage(
  db: Db,
  fields: Partial<Insertable<ContactMessagesTable>> = {},
  hoursAgo = 1,
): Promise<number> {
  counter++;
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return insertContactMessage(db, {
    reference: `C-T${String(counter).padStart(6, "0")}`,
    full_name: "ผู้ติดต่อ ทดสอบ",
    phone: "02-000-0000",
    email: "someone@example.com",
    topic: "สอบถามข้อมูลทั่วไป",
    message: "ข้อความทดสอบ",
    consent_text: "ยินยอมให้เก็บข้อมูลเพื่อติดต่อกลับ",
    consent_at: at,
    fingerprint: `fingerprint-${counter}`,
    created_at: at,
    updated_at: at,
    ...fields,
  });
}
