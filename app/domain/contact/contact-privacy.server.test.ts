import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addMessage } from "../../../tests/support/contact-fixtures.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import {
  deleteSenderMessages,
  exportSenderMessages,
  findSenderMessages,
  maskSender,
  normalizePhone,
  parseSender,
} from "./contact-privacy.server.ts";
import {
  messageRetentionDays,
  purgeClosedMessages,
  saveMessageRetention,
} from "./contact-retention.server.ts";
import { runDueJobs } from "../operations/jobs.server.ts";
import { actorOf } from "../../lib/http.server.ts";

describe("finding a person by e-mail or phone", () => {
  it("normalises phone numbers and e-mail addresses", () => {
    expect(normalizePhone("081-234-5678")).toBe("0812345678");
    expect(normalizePhone("+66 81 234 5678")).toBe("0812345678");
    expect(normalizePhone("๐๘๑ ๒๓๔ ๕๖๗๘")).toBe("0812345678");
    expect(parseSender("  Somchai@Example.COM ")).toEqual({
      kind: "email",
      value: "somchai@example.com",
    });
    expect(parseSender("(02) 590-1234")).toEqual({ kind: "phone", value: "025901234" });
    expect(parseSender("1234")).toBeNull();
    expect(parseSender("ไม่ใช่อีเมล@")).toBeNull();
    expect(maskSender({ kind: "email", value: "somchai@example.com" })).toBe(
      "อีเมล s***@example.com",
    );
    expect(maskSender({ kind: "phone", value: "0812345678" })).toBe("โทรศัพท์ ***5678");
  });
});

for (const database of testDatabases()) {
  describe(`PDPA tools on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const actor = () => actorOf(new Request("http://localhost/admin"), admin);
    const remaining = async () =>
      (await db.selectFrom("contact_messages").select("reference").orderBy("id").execute()).map(
        (r) => r.reference,
      );
    const audits = async (action: string) =>
      (
        await db
          .selectFrom("audit_log")
          .select("detail")
          .where("action", "=", action)
          .orderBy("id")
          .execute()
      ).map((r) => r.detail);

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "privacy.admin", "admin");
    });
    beforeEach(async () => {
      await db.deleteFrom("contact_messages").execute();
      await db.deleteFrom("audit_log").execute();
      await db.deleteFrom("jobs").execute();
      await db.deleteFrom("settings").execute();
    });
    afterEach(() => vi.useRealTimers());
    afterAll(() => database.close());

    it("finds, exports and deletes one person's messages by e-mail, audited and masked", async () => {
      await addMessage(db, { reference: "C-MINE001", email: "Somchai@Example.com" });
      await addMessage(db, { reference: "C-MINE002", email: "somchai@example.com " });
      await addMessage(db, { reference: "C-OTHER01", email: "somchai@example.org" });

      const found = await findSenderMessages(actor(), "SOMCHAI@example.com");
      expect(found.ok && found.messages.map((m) => m.reference).sort()).toEqual([
        "C-MINE001",
        "C-MINE002",
      ]);
      expect(await audits("privacy-searched")).toEqual(["อีเมล s***@example.com: พบ 2 ข้อความ"]);

      const json = await exportSenderMessages(actor(), "somchai@example.com", "json");
      const body = JSON.parse(String(json!.body)) as {
        count: number;
        messages: { email: string }[];
      };
      expect(body.count).toBe(2);
      expect(json!.fileName).toMatch(/^ข้อมูลส่วนบุคคล-\d{4}-\d{2}-\d{2}\.json$/);
      const csv = await exportSenderMessages(actor(), "somchai@example.com", "csv");
      expect(String(csv!.body).split("\r\n").filter(Boolean)).toHaveLength(3);
      expect(await audits("privacy-exported")).toEqual([
        "อีเมล s***@example.com: ส่งออก (JSON) 2 ข้อความ",
        "อีเมล s***@example.com: ส่งออก (CSV) 2 ข้อความ",
      ]);

      expect(await deleteSenderMessages(actor(), "somchai@example.com", "ไม่ลบ")).toMatchObject({
        ok: false,
        code: "privacy.delete-unconfirmed",
        fields: { confirm: expect.stringMatching(/ลบ/) },
      });
      expect(await remaining()).toHaveLength(3);
      expect(await deleteSenderMessages(actor(), "somchai@example.com", "ลบ")).toMatchObject({
        ok: true,
        deleted: 2,
      });
      expect(await remaining()).toEqual(["C-OTHER01"]);
      expect(await audits("privacy-deleted")).toEqual(["อีเมล s***@example.com: ลบ 2 ข้อความ"]);
      expect(JSON.stringify(await audits("privacy-deleted"))).not.toContain("somchai@");
    });

    it("matches a phone number however it was written", async () => {
      await addMessage(db, { reference: "C-PHONE01", phone: "081-234-5678" });
      await addMessage(db, { reference: "C-PHONE02", phone: "+66 81 234 5678" });
      await addMessage(db, { reference: "C-PHONE03", phone: "๐๘๑๒๓๔๕๖๗๘" });
      await addMessage(db, { reference: "C-PHONE04", phone: "081-234-5679" });
      const found = await findSenderMessages(actor(), "0812345678");
      expect(found.ok && found.messages.map((m) => m.reference).sort()).toEqual([
        "C-PHONE01",
        "C-PHONE02",
        "C-PHONE03",
      ]);
      expect(await findSenderMessages(actor(), "12")).toMatchObject({
        ok: false,
        code: "privacy.sender-invalid",
        fields: { sender: expect.stringMatching(/[ก-๙]/) },
      });
      expect(await exportSenderMessages(actor(), "", "csv")).toBeNull();
      expect(await deleteSenderMessages(actor(), "081 234 5678", "ลบ")).toMatchObject({
        deleted: 3,
      });
      expect(await remaining()).toEqual(["C-PHONE04"]);
    });

    it("deletes messages closed longer ago than the retention, daily, and keeps the rest", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-01T09:00:00Z"));
      const closedAt = (days: number) =>
        new Date(Date.parse("2026-03-01T09:00:00Z") - days * 86_400_000).toISOString();
      await addMessage(db, { reference: "C-OLD0001", status: "closed", closed_at: closedAt(40) });
      await addMessage(db, { reference: "C-RECENT1", status: "closed", closed_at: closedAt(10) });
      await addMessage(db, { reference: "C-OPEN001", status: "answered" }, 24 * 90);

      expect(await messageRetentionDays()).toBe(0);
      expect(await purgeClosedMessages()).toBe(0);

      expect(await saveMessageRetention(actor(), "30")).toMatchObject({ ok: true });
      expect(await messageRetentionDays()).toBe(30);
      expect(await runDueJobs()).toBe(1);
      expect(await remaining()).toEqual(["C-RECENT1", "C-OPEN001"]);
      expect(await audits("messages-purged")).toEqual(["ลบข้อความที่ปิดแล้วเกิน 30 วัน 1 ข้อความ"]);

      expect(await runDueJobs()).toBe(0);
      vi.setSystemTime(new Date("2026-03-22T09:00:01Z"));
      expect(await runDueJobs()).toBe(1);
      expect(await remaining()).toEqual(["C-OPEN001"]);

      expect(await saveMessageRetention(actor(), "0")).toMatchObject({ ok: true });
      vi.setSystemTime(new Date("2026-03-23T09:00:02Z"));
      expect(await runDueJobs()).toBe(1);
      vi.setSystemTime(new Date("2026-03-25T09:00:00Z"));
      expect(await runDueJobs()).toBe(0);
    });

    it("refuses a retention that is not a whole number of days, in Thai", async () => {
      for (const raw of ["", "-1", "สามสิบ", "1.5", "99999"]) {
        const result = await saveMessageRetention(actor(), raw);
        expect(result, raw).toMatchObject({ ok: false, code: "retention.invalid" });
        expect(!result.ok && result.fields.retentionDays).toMatch(/[ก-๙]/);
      }
      expect(await messageRetentionDays()).toBe(0);
    });
  });
}
