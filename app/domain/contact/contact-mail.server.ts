import { z } from "zod";
import { db, type Db } from "../../db/client.server.ts";
import {
  findMessageForMail,
  type ContactMailMessage,
} from "../../db/contact/contact-mail.server.ts";
import { config } from "../../lib/config.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";
import { storedSiteSettings } from "../site/settings.server.ts";
import { log } from "../../lib/log.server.ts";
import { headerText, mailConfigured, sendMail } from "../../lib/mail.server.ts";

const MAIL_JOB = "contact-mail";
const INBOX_PATH = "/admin/messages/contact";

/**
 * Queues the office's e-mail about a new contact message, in the transaction that saves it, so
 * the e-mail is sent only for a message that was committed. Nothing is queued without SMTP.
 */
export async function queueContactMail(trx: Db, messageId: number): Promise<void> {
  if (!mailConfigured()) return;
  await enqueue(MAIL_JOB, { messageId }, { database: trx });
}

const visitorAddress = z.email();

/** The visitor's address as a Reply-To, only when it is one plain, valid address. */
export function replyToFor(message: Pick<ContactMailMessage, "full_name" | "email">) {
  const address = message.email.trim();
  if (/[\r\n]/.test(address) || !visitorAddress.safeParse(address).success) return undefined;
  return { name: headerText(message.full_name, 100), address };
}

/** The subject and plain-text body, in Thai. Health information stays in the back-office. */
export function composeContactMail(
  message: ContactMailMessage,
  baseUrl: string,
): { subject: string; text: string } {
  const subject = headerText(`ข้อความติดต่อใหม่ เลขที่ ${message.reference}: ${message.topic}`, 180);
  const body = message.health_data
    ? "(ข้อความนี้มีข้อมูลสุขภาพ จึงไม่ส่งทางอีเมล กรุณาอ่านในระบบหลังบ้าน)"
    : message.message.replace(/\r\n?/g, "\n");
  const text = [
    "มีข้อความติดต่อใหม่จากเว็บไซต์",
    "",
    `เลขที่อ้างอิง: ${message.reference}`,
    `เรื่อง: ${message.topic}`,
    `ชื่อผู้ติดต่อ: ${message.full_name}`,
    `โทรศัพท์: ${message.phone}`,
    `อีเมล: ${message.email}`,
    `เวลาที่ส่ง: ${thaiDateTime(message.created_at)} น.`,
    "",
    "ข้อความ:",
    body,
    "",
    `อ่านและติดตามข้อความได้ที่ระบบหลังบ้าน: ${baseUrl}${INBOX_PATH}`,
    "",
    "อีเมลนี้ส่งโดยอัตโนมัติ การตอบกลับจะส่งถึงผู้ติดต่อโดยตรง (หากผู้ติดต่อให้อีเมลไว้)",
  ].join("\n");
  return { subject, text };
}

const payloadSchema = z.object({ messageId: z.number().int().positive() });
const officeAddress = z.email();

/** Sends the e-mail to the office only: nothing from the form ever becomes a recipient. */
async function sendContactMail(payload: unknown): Promise<void> {
  const smtp = config().smtp;
  if (!smtp) return;
  const { messageId } = payloadSchema.parse(payload);
  const message = await findMessageForMail(db(), messageId);
  if (!message) return;
  const to = (smtp.notifyTo ?? (await storedSiteSettings()).email).trim();
  if (!officeAddress.safeParse(to).success) {
    log().warn(`mail: no office e-mail to notify about contact message ${message.reference}`);
    return;
  }
  const { subject, text } = composeContactMail(message, config().baseUrl);
  await sendMail({ to, replyTo: replyToFor(message), subject, text });
}

registerJob(MAIL_JOB, sendContactMail, async (payload) => {
  log().error({ payload }, "mail: gave up on the e-mail about a contact message");
});
