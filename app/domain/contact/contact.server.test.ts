import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { CONSENT, LIMITS, readContactForm, submitContact } from "./contact.server.ts";
import { issueFormToken } from "./form-token.server.ts";

let address = 0;
const from = (ip = `198.51.100.${++address % 250}`) => ip;

async function form(fields: Record<string, string> = {}, secondsAgo = 5) {
  const data = new FormData();
  const values: Record<string, string> = {
    fullName: "สมหญิง ใจดี",
    phone: "081-234-5678",
    email: "somying@example.com",
    topic: "ข้อเสนอแนะ",
    message: `อยากให้มีคลินิกนอกเวลาในวันเสาร์ ${Math.random()}`,
    consent: "yes",
    startedAt: await issueFormToken(new Date(Date.now() - secondsAgo * 1000)),
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return readContactForm(data);
}

for (const database of testDatabases()) {
  describe(`contact form on ${database.name}`, () => {
    let db: Db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    it("commits a good message with its consent, and answers with a reference", async () => {
      const outcome = await submitContact(from(), await form());
      expect(outcome).toMatchObject({
        ok: true,
        reference: expect.stringMatching(/^C-[0-9A-Z]{8}$/),
      });
      const row = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("reference", "=", outcome.ok ? outcome.reference : "")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        phone: "0812345678",
        status: "new",
        health_data: 0,
        consent_text: CONSENT.general,
      });
      expect(row.consent_at).toBe(row.created_at);
    });

    it("removes bidirectional control characters from every field typed into the form", async () => {
      const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
      const outcome = await submitContact(
        from(),
        await form({
          fullName: `\u202Eสมหญิง${controls} ใจดี\u202C`,
          phone: `\u200F081-234-5678\u2066`,
          email: `\u2067somying@example.com\u2069`,
          message: `\u202Eข้อความ${controls}ที่ยาวพอสำหรับแบบฟอร์ม\u202C\nบรรทัดที่สอง`,
        }),
      );
      expect(outcome.ok).toBe(true);
      const row = await db
        .selectFrom("contact_messages")
        .select(["full_name", "phone", "email", "message"])
        .where("reference", "=", outcome.ok ? outcome.reference : "")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        full_name: "สมหญิง ใจดี",
        phone: "0812345678",
        email: "somying@example.com",
        message: "ข้อความที่ยาวพอสำหรับแบบฟอร์ม\nบรรทัดที่สอง",
      });
    });

    it("asks for the extra consent on a health topic and stores both wordings", async () => {
      const refused = await submitContact(from(), await form({ topic: "ปรึกษาปัญหาสุขภาพ" }));
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        fields: { healthConsent: expect.any(String) },
      });
      const ok = await submitContact(
        from(),
        await form({ topic: "ปรึกษาปัญหาสุขภาพ", healthConsent: "yes" }),
      );
      expect(ok.ok).toBe(true);
      const row = await db
        .selectFrom("contact_messages")
        .select(["health_data", "consent_text"])
        .where("reference", "=", ok.ok ? ok.reference : "")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        health_data: 1,
        consent_text: `${CONSENT.general}\n${CONSENT.health}`,
      });
    });

    it("refuses bad fields with Thai messages and keeps what was typed", async () => {
      const outcome = await submitContact(
        from(),
        await form({
          fullName: "",
          phone: "12345",
          email: "not-an-email",
          topic: "อื่นที่ไม่มี",
          message: "สั้น",
          consent: "",
        }),
      );
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(Object.keys(outcome.fields).sort()).toEqual([
        "consent",
        "email",
        "fullName",
        "message",
        "phone",
        "topic",
      ]);
      expect(outcome.values.email).toBe("not-an-email");
    });

    it("names the empty fields of a form sent at once, before saying it was fast", async () => {
      const empty = { fullName: "", phone: "", email: "", topic: "", message: "", consent: "" };
      const outcome = await submitContact(from(), await form(empty, 0));
      expect(outcome).toMatchObject({ ok: false, status: 400 });
      if (outcome.ok) return;
      expect(outcome.message).not.toContain("ส่งเร็วเกินไป");
      expect(Object.keys(outcome.fields).sort()).toEqual([
        "consent",
        "fullName",
        "message",
        "phone",
        "topic",
      ]);
      expect(outcome.token).not.toBeNull();
    });

    it("turns away the honeypot, a one-second fill and a forged token", async () => {
      const before = await count();
      expect(
        await submitContact(from(), await form({ website: "http://spam.example" })),
      ).toMatchObject({ ok: false, status: 400 });
      expect(await submitContact(from(), await form({}, 1))).toMatchObject({
        ok: false,
        status: 400,
        message: expect.stringContaining("ส่งเร็วเกินไป"),
      });
      expect(
        await submitContact(
          from(),
          await form({ startedAt: `${Date.now() - 60_000}.${"x".repeat(43)}` }),
        ),
      ).toMatchObject({ ok: false, status: 400 });
      expect(await count()).toBe(before);
    });

    it("stores a double submit once, even at the same moment", async () => {
      const same = await form({ message: "ขอสอบถามเวลาเปิดคลินิกฟันในวันหยุด" });
      const before = await count();
      const [a, b] = await Promise.all([submitContact(from(), same), submitContact(from(), same)]);
      const c = await submitContact(from(), same);
      expect(a.ok && b.ok && c.ok).toBe(true);
      if (a.ok && b.ok && c.ok)
        expect(new Set([a.reference, b.reference, c.reference]).size).toBe(1);
      expect(await count()).toBe(before + 1);
    });

    it("limits 100 rapid submissions from one address", async () => {
      // One moment for all: the limit counts in fixed ten-minute windows, and a run that crossed
      // from one into the next (as at 03:20:00) would start counting again.
      const now = new Date();
      const results = [];
      for (let i = 0; i < 100; i++)
        results.push(await submitContact(from("203.0.113.9"), await form({}, 60), now));
      const accepted = results.filter((r) => r.ok).length;
      expect(accepted).toBe(LIMITS.perAddress.hits);
      expect(results.at(-1)).toMatchObject({ ok: false, status: 429 });
      expect((await submitContact(from("203.0.113.10"), await form({}, 60), now)).ok).toBe(true);
    });

    it("refuses header injection and oversized text; stores markup as inert text", async () => {
      const injected = await submitContact(
        from(),
        await form({
          fullName: "ผู้ส่ง\r\nBcc: victim@example.com",
          email: "a@example.com\r\nBcc: victim@example.com",
        }),
      );
      expect(injected).toMatchObject({
        ok: false,
        fields: { fullName: expect.any(String), email: expect.any(String) },
      });
      const huge = await submitContact(from(), await form({ message: "ก".repeat(1_000_000) }));
      expect(huge).toMatchObject({ ok: false, fields: { message: expect.any(String) } });
      const markup = '<script>alert("x")</script><img src=x onerror=alert(1)> สวัสดีครับ';
      const stored = await submitContact(from(), await form({ message: markup }));
      expect(stored.ok).toBe(true);
      const row = await db
        .selectFrom("contact_messages")
        .select("message")
        .where("reference", "=", stored.ok ? stored.reference : "")
        .executeTakeFirstOrThrow();
      expect(row.message).toBe(markup);
    });
  });
}
