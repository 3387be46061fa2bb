import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtp } from "../../../tests/support/smtp-server.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { writeSetting } from "../../db/site/settings.server.ts";
import { headerText } from "../../lib/mail.server.ts";
import { composeContactMail, queueContactMail } from "./contact-mail.server.ts";
import { runDueJobs } from "../operations/jobs.server.ts";

// A real SMTP server, known to the configuration before anything reads it.
const smtp = await startSmtp();
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.SMTP_FROM = "เว็บไซต์สำนักงาน <no-reply@example.go.th>";
delete process.env.CONTACT_NOTIFY_TO;

const OFFICE = "saraban@example.go.th";
let sequence = 0;

type Sent = { fullName?: string; email?: string; topic?: string; message?: string; health?: 1 };

async function addMessage(db: Db, sent: Sent = {}): Promise<{ id: number; reference: string }> {
  const now = new Date().toISOString();
  const reference = `CT-2569-${String(++sequence).padStart(5, "0")}`;
  const { id } = await db
    .insertInto("contact_messages")
    .values({
      reference,
      full_name: sent.fullName ?? "สมศรี ใจดี",
      phone: "0812345678",
      email: sent.email ?? "somsri@example.com",
      topic: sent.topic ?? "สอบถามการฉีดวัคซีน",
      message: sent.message ?? "อยากทราบวันฉีดวัคซีนไข้หวัดใหญ่ของเดือนนี้ค่ะ",
      health_data: sent.health ?? 0,
      consent_text: "ยินยอม",
      consent_at: now,
      fingerprint: reference,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, reference };
}

/** Saves a message and queues its e-mail in one transaction, as the contact form does. */
async function submit(db: Db, sent: Sent = {}) {
  return db.transaction().execute(async (trx) => {
    const message = await addMessage(trx, sent);
    await queueContactMail(trx, message.id);
    return message;
  });
}

const jobsFor = (db: Db) =>
  db
    .selectFrom("jobs")
    .select(["id", "status", "attempts", "run_at", "last_error", "payload"])
    .where("kind", "=", "contact-mail")
    .orderBy("id")
    .execute();

afterAll(() => smtp.stop());

describe("contact mail text", () => {
  it("keeps header text on one line and bounded", () => {
    expect(headerText("สอบถาม\r\nBcc: evil@example.com")).toBe("สอบถาม Bcc: evil@example.com");
    expect(headerText("a\u2028b\u0000c")).toBe("a b c");
    expect(headerText("ก".repeat(300), 10)).toHaveLength(10);
  });

  it("leaves health information out of the e-mail", () => {
    const message = {
      id: 1,
      reference: "CT-1",
      full_name: "ก",
      phone: "1",
      email: "a@example.com",
      topic: "เรื่อง",
      message: "ผลตรวจเลือดของฉัน",
      created_at: new Date().toISOString(),
    };
    const base = "https://example.go.th";
    expect(composeContactMail({ ...message, health_data: 0 }, base).text).toContain(
      "ผลตรวจเลือดของฉัน",
    );
    const withheld = composeContactMail({ ...message, health_data: 1 }, base).text;
    expect(withheld).not.toContain("ผลตรวจเลือด");
    expect(withheld).toContain("มีข้อมูลสุขภาพ");
  });
});

for (const database of testDatabases()) {
  describe(`contact mail on ${database.name}`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterEach(async () => {
      vi.useRealTimers();
      await runDueJobs();
      smtp.received.length = 0;
      await db.deleteFrom("jobs").execute();
    });
    afterAll(() => database.close());

    it("without an office e-mail, the job finishes without sending", async () => {
      await submit(db);
      expect(await runDueJobs()).toBe(1);
      expect(smtp.received).toHaveLength(0);
      expect((await jobsFor(db)).map((j) => j.status)).toEqual(["done"]);
    });

    it("sends one Thai e-mail to the office address, with the visitor as Reply-To", async () => {
      await writeSetting(db, "site", { email: OFFICE });
      const { reference } = await submit(db);
      expect(await jobsFor(db)).toHaveLength(1);
      expect(await runDueJobs()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.rcptTo).toEqual([OFFICE]);
      expect(mail!.mailFrom).toBe("no-reply@example.go.th");
      expect(mail!.parsed.subject).toBe(`ข้อความติดต่อใหม่ เลขที่ ${reference}: สอบถามการฉีดวัคซีน`);
      expect(mail!.parsed.to).toMatchObject({ value: [{ address: OFFICE }] });
      expect(mail!.parsed.replyTo).toMatchObject({
        value: [{ address: "somsri@example.com", name: "สมศรี ใจดี" }],
      });
      expect(mail!.parsed.text).toContain(`เลขที่อ้างอิง: ${reference}`);
      expect(mail!.parsed.text).toContain("อยากทราบวันฉีดวัคซีนไข้หวัดใหญ่ของเดือนนี้ค่ะ");
      expect(mail!.parsed.text).toContain("http://localhost:3000/admin/messages/contact");
      expect((await jobsFor(db)).map((j) => j.status)).toEqual(["done"]);
    });

    it("queues nothing when the form's transaction rolls back", async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          const { id } = await addMessage(trx);
          await queueContactMail(trx, id);
          throw new Error("rollback");
        }),
      ).rejects.toThrow("rollback");
      expect(await jobsFor(db)).toHaveLength(0);
    });

    it("header injection in the name, e-mail or topic adds no header and no recipient", async () => {
      await writeSetting(db, "site", { email: OFFICE });
      await submit(db, {
        fullName: "ผู้ไม่หวังดี\r\nBcc: evil@example.com",
        email: "visitor@example.com\r\nBcc: evil2@example.com",
        topic: "สอบถาม\r\nX-Injected: yes\r\nCc: evil3@example.com",
      });
      await submit(db, {
        fullName: 'ผู้ไม่หวังดี" <evil4@example.com>, "x\nBcc: evil5@example.com',
        email: "visitor@example.com",
      });
      await submit(db, { email: "visitor@example.com, evil6@example.com" });
      expect(await runDueJobs()).toBe(3);

      expect(smtp.received).toHaveLength(3);
      for (const mail of smtp.received) {
        expect(mail.rcptTo).toEqual([OFFICE]);
        expect(mail.raw).not.toMatch(/^(bcc|cc|x-injected):/im);
        expect(mail.parsed.headers.has("bcc")).toBe(false);
        expect(mail.parsed.headers.has("cc")).toBe(false);
        expect(mail.parsed.headers.has("x-injected")).toBe(false);
        expect(mail.parsed.to).toMatchObject({ value: [{ address: OFFICE }] });
      }
      const [first, second, third] = smtp.received;
      // An address with a line break is not an address: no Reply-To at all.
      expect(first!.parsed.replyTo).toBeUndefined();
      expect(first!.parsed.subject).toMatch(/: สอบถาม X-Injected: yes Cc: evil3@example\.com$/);
      // A name full of address syntax stays a name; the one Reply-To is the visitor's.
      expect(second!.parsed.replyTo!.value).toHaveLength(1);
      expect(second!.parsed.replyTo!.value[0]!.address).toBe("visitor@example.com");
      expect(third!.parsed.replyTo).toBeUndefined();
    });

    it("with the SMTP server down the job fails and is retried later; the message stays", async () => {
      await writeSetting(db, "site", { email: OFFICE });
      const { id } = await submit(db);
      await smtp.stop();
      try {
        expect(await runDueJobs()).toBe(1);
      } finally {
        await smtp.start();
      }
      const [failed] = await jobsFor(db);
      expect(failed).toMatchObject({ status: "queued", attempts: 1 });
      expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(new Date(failed!.run_at).getTime()).toBeGreaterThan(Date.now() + 5000);
      expect(smtp.received).toHaveLength(0);
      const kept = await db
        .selectFrom("contact_messages")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(kept).toEqual({ id });

      // Not before its time, then delivered on the next attempt.
      expect(await runDueJobs()).toBe(0);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(failed!.run_at).getTime() + 1000);
      expect(await runDueJobs()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await jobsFor(db))[0]).toMatchObject({ status: "done", attempts: 2 });
    });
  });
}
