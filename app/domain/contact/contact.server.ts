import { createHash, randomInt } from "node:crypto";
import { z } from "zod";
import { db } from "../../db/client.server.ts";
import { databaseUnavailable } from "../../db/unavailable.server.ts";
import {
  insertContactMessage,
  lockFingerprint,
  recentReference,
} from "../../db/contact/contact-messages.server.ts";
import { hitRateLimit } from "../../db/operations/rate-limits.server.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { config } from "../../lib/config.server.ts";
import { log } from "../../lib/log.server.ts";
import { normalizeText } from "../../lib/search-text.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { failure, type ErrorCode, type Failure } from "../../lib/app-error.ts";
import { queueContactMail } from "./contact-mail.server.ts";
import { publishEvent } from "../operations/events.server.ts";
import { formTokenAge } from "./form-token.server.ts";
import { storedSiteSettings } from "../site/settings.server.ts";

/** What the visitor agrees to, stored word for word with each message. */
export const CONSENT = {
  general:
    "ข้าพเจ้ายินยอมให้สำนักงานเก็บและใช้ชื่อ เบอร์โทรศัพท์ อีเมล และข้อความนี้ เพื่อติดต่อกลับและดำเนินการตามเรื่องที่แจ้ง ตามประกาศความเป็นส่วนตัวข้างต้น",
  health:
    "ข้าพเจ้ายินยอมโดยชัดแจ้งให้สำนักงานเก็บและใช้ข้อมูลสุขภาพในข้อความนี้ ซึ่งเป็นข้อมูลส่วนบุคคลที่มีความอ่อนไหวตามมาตรา 26 แห่งพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 เพื่อให้คำแนะนำและดำเนินการตามเรื่องที่แจ้งเท่านั้น",
} as const;

/**
 * Abuse limits: a person types for a few seconds (CONTACT_MIN_FILL_MS, 3 s by default), sends a
 * few messages; a script does not.
 */
export const LIMITS = {
  maxFormAgeMs: 24 * 3_600_000,
  perAddress: { hits: 10, windowMs: 10 * 60_000 },
  everyone: { hits: 300, windowMs: 10 * 60_000 },
  duplicateWindowMs: 10 * 60_000,
  messageChars: 5000,
};

const LINE = /[\p{Cc}\u2028\u2029]/u;
const TEXT = /[\p{Cc}\u2028\u2029]/gu;

const line = (label: string, max: number) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !LINE.test(v), `${label}มีอักขระที่ใช้ไม่ได้`);

/** Thai numbers as people write them: 02-123-4567, 081 234 5678, +66 81 234 5678. */
function thaiPhone(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, "").replace(/^\+66/, "0");
  return /^0\d{8,9}$/.test(digits) ? digits : null;
}

const formSchema = z.object({
  fullName: line("ชื่อ-นามสกุล", 100).min(2, "กรุณากรอกชื่อ-นามสกุล"),
  phone: line("เบอร์โทรศัพท์", 30).refine(
    (v) => v === "" || thaiPhone(v) !== null,
    "เบอร์โทรศัพท์ไม่ถูกต้อง เช่น 081-234-5678 หรือ 02-123-4567",
  ),
  email: line("อีเมล", 254).refine(
    (v) => v === "" || z.email().safeParse(v).success,
    "อีเมลไม่ถูกต้อง เช่น name@example.com",
  ),
  topic: z.string().trim().min(1, "กรุณาเลือกหัวข้อ"),
  message: z
    .string()
    .transform((v) =>
      withoutBidiControls(v)
        .replace(/\r\n?/g, "\n")
        .replace(TEXT, (c) => (c === "\n" || c === "\t" ? c : ""))
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(10, "กรุณาเขียนข้อความอย่างน้อย 10 ตัวอักษร")
        .max(LIMITS.messageChars, `ข้อความยาวเกิน ${LIMITS.messageChars} ตัวอักษร`),
    ),
  consent: z.literal("yes", { error: "กรุณาให้ความยินยอมก่อนส่งข้อความ" }),
  healthConsent: z.string(),
});

/** The form as typed, kept to show again when something is wrong. */
export type ContactValues = {
  fullName: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  consent: string;
  healthConsent: string;
};

export type ContactOutcome =
  | { ok: true; reference: string }
  | (Failure & {
      values: ContactValues;
      /** The form's token when it was genuine and fresh, to send again with the corrected form. */
      token: string | null;
    });

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

export function readContactForm(
  form: FormData,
): ContactValues & { website: string; startedAt: string } {
  return {
    fullName: field(form, "fullName", 1000),
    phone: field(form, "phone", 1000),
    email: field(form, "email", 1000),
    topic: field(form, "topic", 1000),
    message: field(form, "message", LIMITS.messageChars * 4),
    consent: field(form, "consent", 10),
    healthConsent: field(form, "healthConsent", 10),
    website: field(form, "website", 1000),
    startedAt: field(form, "startedAt", 100),
  };
}

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const newReference = () =>
  `C-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/**
 * Takes a message from the contact form. Bots are turned away by the honeypot, the fill time and
 * the rate limits; a resubmitted form gets the first copy's reference; a good message is committed
 * before this returns, so a success answer never hides a lost message. With the database away
 * nothing is stored (the message is one transaction) and the form comes back as it was typed,
 * saying so (`database.not-saved`, a 503).
 */
export async function submitContact(
  clientAddress: string,
  input: ReturnType<typeof readContactForm>,
  now = new Date(),
): Promise<ContactOutcome> {
  try {
    return await takeMessage(clientAddress, input, now);
  } catch (error) {
    if (!databaseUnavailable(error)) throw error;
    log().warn({ reason: String(error) }, "contact message not taken: database unavailable");
    const { website: _website, startedAt, ...values } = input;
    return { ...failure("database.not-saved"), values, token: startedAt };
  }
}

async function takeMessage(
  clientAddress: string,
  input: ReturnType<typeof readContactForm>,
  now: Date,
): Promise<ContactOutcome> {
  const { website, startedAt, ...values } = input;
  const age = await formTokenAge(startedAt, now);
  const fresh = age !== null && age <= LIMITS.maxFormAgeMs;
  const refuse = (code: ErrorCode, fields: FieldErrors = {}): ContactOutcome => ({
    ...failure(code, { fields: fields as Record<string, string> }),
    values,
    token: fresh ? startedAt : null,
  });
  if (website) return refuse("contact.refused");
  if (age === null || !fresh) return refuse("contact.form-expired");

  const settings = await storedSiteSettings();
  const parsed = formSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  // Beside the fields' own checks, so an empty form is told this at the same time.
  if (!errors.phone && !errors.email && !values.phone.trim() && !values.email.trim())
    errors.phone = "กรุณากรอกเบอร์โทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่อง เพื่อให้เจ้าหน้าที่ติดต่อกลับ";
  if (values.topic && !settings.contactTopics.includes(values.topic.trim()))
    errors.topic = "กรุณาเลือกหัวข้อจากรายการ";
  const health = settings.healthTopics.includes(values.topic.trim());
  if (health && values.healthConsent !== "yes")
    errors.healthConsent = "หัวข้อนี้เกี่ยวกับข้อมูลสุขภาพ กรุณาให้ความยินยอมเพิ่มเติม";
  if (!parsed.success || Object.keys(errors).length) return refuse("contact.invalid", errors);
  // After the fields: an empty form sent at once is told what is missing, not that it was fast.
  if (age < config().contactMinFillMs) return refuse("contact.too-fast");

  const address = clientAddress || "unknown";
  const mine = await hitRateLimit(
    db(),
    `contact:address:${address}`,
    LIMITS.perAddress.windowMs,
    now,
  );
  const all = await hitRateLimit(db(), "contact:all", LIMITS.everyone.windowMs, now);
  if (mine > LIMITS.perAddress.hits || all > LIMITS.everyone.hits)
    return refuse("contact.rate-limited");

  const data = parsed.data;
  const phone = data.phone ? thaiPhone(data.phone)! : "";
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        data.fullName,
        phone,
        data.email.toLowerCase(),
        data.topic,
        normalizeText(data.message),
      ]),
    )
    .digest("hex");
  const at = now.toISOString();
  const saved = await db()
    .transaction()
    .execute(async (trx) => {
      await lockFingerprint(trx, fingerprint);
      const since = new Date(now.getTime() - LIMITS.duplicateWindowMs).toISOString();
      const earlier = await recentReference(trx, fingerprint, since);
      if (earlier) return { reference: earlier, id: null };
      const reference = newReference();
      const id = await insertContactMessage(trx, {
        reference,
        full_name: data.fullName,
        phone,
        email: data.email,
        topic: data.topic,
        message: data.message,
        health_data: health ? 1 : 0,
        consent_text: health ? `${CONSENT.general}\n${CONSENT.health}` : CONSENT.general,
        consent_at: at,
        fingerprint,
        created_at: at,
        updated_at: at,
      });
      await queueContactMail(trx, id);
      return { reference, id };
    });
  if (saved.id !== null)
    await publishEvent({
      type: "contact-message",
      id: saved.id,
      reference: saved.reference,
      topic: data.topic,
      at,
    });
  return { ok: true, reference: saved.reference };
}
