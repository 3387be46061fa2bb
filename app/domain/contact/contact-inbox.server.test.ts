import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addMessage } from "../../../tests/support/contact-fixtures.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import type { InboxQuery } from "../../lib/staff/contact-inbox.ts";
import { changeHandling, deleteMessage } from "./contact-handling.server.ts";
import { exportInbox } from "./contact-export.server.ts";
import {
  findMessage,
  inboxPage,
  inboxQuery,
  newMessageCount,
  openMessage,
} from "./contact-inbox.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { downloadResponse } from "../../routes/responses.server.ts";

const query = (q: Partial<InboxQuery> = {}): InboxQuery => ({ q: "", status: "", topic: "", ...q });
const request = () => new Request("http://localhost/admin/messages/contact");

for (const database of testDatabases()) {
  describe(`contact inbox on ${database.name}`, () => {
    let db: Db;
    let staff: StaffUser;
    let other: StaffUser;
    let admin: StaffUser;
    const auditCount = async (action: string) =>
      (await db.selectFrom("audit_log").select("id").where("action", "=", action).execute()).length;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      staff = await addStaff(db, "inbox.staff", "staff");
      other = await addStaff(db, "inbox.other", "staff");
      admin = await addStaff(db, "inbox.admin", "admin");
    });
    beforeEach(async () => {
      await db.deleteFrom("contact_messages").execute();
    });
    afterAll(() => database.close());

    it("lists newest first, twenty to a page, and counts new messages", async () => {
      for (let i = 1; i <= 25; i++) await addMessage(db, { full_name: `ผู้ติดต่อ ${i}` }, i);
      await addMessage(db, { status: "closed" }, 100);
      const first = await inboxPage(query(), 1);
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 26, pages: 2 });
      expect(first.items[0]).toMatchObject({ sender: "ผู้ติดต่อ 1", unread: true, status: "new" });
      const second = await inboxPage(query(), 2);
      expect(second.items.map((m) => m.sender).slice(0, 5)).toEqual([
        "ผู้ติดต่อ 21",
        "ผู้ติดต่อ 22",
        "ผู้ติดต่อ 23",
        "ผู้ติดต่อ 24",
        "ผู้ติดต่อ 25",
      ]);
      expect(second.items).toHaveLength(6);
      expect(await newMessageCount()).toBe(25);
    });

    it("filters by status and topic, and reads filters from the URL leniently", async () => {
      await addMessage(db, { status: "answered", topic: "ข้อเสนอแนะ" });
      await addMessage(db, { status: "answered", topic: "สอบถามข้อมูลทั่วไป" });
      await addMessage(db, { status: "new", topic: "ข้อเสนอแนะ" });
      expect((await inboxPage(query({ status: "answered" }), 1)).total).toBe(2);
      expect((await inboxPage(query({ topic: "ข้อเสนอแนะ" }), 1)).total).toBe(2);
      expect((await inboxPage(query({ status: "new", topic: "ข้อเสนอแนะ" }), 1)).total).toBe(1);

      const url = new URL(
        "http://x/admin/messages/contact?status=bogus&topic=%20ข้อเสนอแนะ&q=%20น้ำ%20",
      );
      expect(inboxQuery(url)).toEqual({ q: "น้ำ", status: "", topic: "ข้อเสนอแนะ" });
    });

    it("searches name, e-mail, phone, topic and message in Thai, whatever the encoding", async () => {
      const decomposedWater = "\u0E19\u0E49\u0E4D\u0E32"; // น้ำ typed as nikhahit + sara aa
      const water = await addMessage(db, { message: `ดื่ม${decomposedWater}วันละ ๘ แก้ว` });
      const nurse = await addMessage(db, {
        full_name: "พยาบาล คำดี",
        email: "Nurse.Kham@Example.com",
      });
      const phone = await addMessage(db, { phone: "081-234-5678" });
      const topic = await addMessage(db, { topic: "ปรึกษาปัญหาสุขภาพ" });
      await addMessage(db, { message: "100% แน่นอน" });
      const ids = async (q: string) => (await inboxPage(query({ q }), 1)).items.map((m) => m.id);

      expect(await ids("น้ำ")).toEqual([water]);
      expect(await ids("8 แก้ว")).toEqual([water]);
      expect(await ids("คำดี")).toEqual([nurse]);
      expect(await ids("\u0E04\u0E4D\u0E32\u0E14\u0E35")).toEqual([nurse]);
      expect(await ids("nurse.kham@example")).toEqual([nurse]);
      expect(await ids("0812345678")).toEqual([phone]);
      expect(await ids("๐๘๑-๒๓๔")).toEqual([phone]);
      expect(await ids("ปัญหาสุขภาพ")).toEqual([topic]);
      expect(await ids("%")).toHaveLength(1);
      expect(await ids("_")).toEqual([]);
      expect(await ids("ไม่มีคำนี้")).toEqual([]);
    });

    it("opening a message marks it read by the first reader and records each reader once", async () => {
      const id = await addMessage(db);
      const first = await openMessage(actorOf(request(), staff), id);
      expect(first?.message.read_by).toBe(staff.id);
      expect(first?.message.reader_name).toBe("ทดสอบ inbox.staff");
      expect(first?.history).toMatchObject([{ action: "read", who: "ทดสอบ inbox.staff" }]);
      const readAt = first!.message.read_at;

      await openMessage(actorOf(request(), staff), id);
      const second = await openMessage(actorOf(request(), other), id);
      expect(second?.message).toMatchObject({ read_by: staff.id, read_at: readAt });
      expect(second?.history.map((e) => e.who)).toEqual(["ทดสอบ inbox.other", "ทดสอบ inbox.staff"]);
      expect((await inboxPage(query(), 1)).items[0]!.unread).toBe(false);
      expect(await openMessage(actorOf(request(), staff), 999_999)).toBeNull();
    });

    it("records each change of status, assignee and note as an event, audited", async () => {
      const id = await addMessage(db);
      const actor = actorOf(request(), staff);
      const before = await auditCount("message-handled");

      const changed = await changeHandling(actor, id, {
        status: "closed",
        assigneeId: String(other.id),
        note: "  โทรกลับแล้ว\r\nรอเอกสาร  ",
      });
      expect(changed).toMatchObject({ ok: true });
      const closed = (await findMessage(id))!;
      expect(closed).toMatchObject({
        status: "closed",
        assignee_id: other.id,
        assignee_name: "ทดสอบ inbox.other",
        note: "โทรกลับแล้ว\nรอเอกสาร",
      });
      expect(closed.closed_at).not.toBeNull();
      expect(await auditCount("message-handled")).toBe(before + 3);
      const history = (await openMessage(actorOf(request(), staff), id))!.history;
      expect(history.filter((e) => e.action !== "read").map((e) => [e.action, e.detail])).toEqual(
        expect.arrayContaining([
          ["status", "ใหม่ → ปิดแล้ว"],
          ["assignee", "ทดสอบ inbox.other (inbox.other)"],
          ["note", "โทรกลับแล้ว\nรอเอกสาร"],
        ]),
      );

      expect(
        await changeHandling(actor, id, {
          status: "closed",
          assigneeId: String(other.id),
          note: "โทรกลับแล้ว\nรอเอกสาร",
        }),
      ).toEqual({ ok: true, message: "ไม่มีการเปลี่ยนแปลง" });
      await changeHandling(actor, id, { status: "answered", assigneeId: "", note: closed.note });
      expect(await findMessage(id)).toMatchObject({
        status: "answered",
        closed_at: null,
        assignee_id: null,
      });
      expect(await auditCount("message-handled")).toBe(before + 5);
    });

    it("refuses an unknown status, a disabled or unknown assignee and an over-long note", async () => {
      const id = await addMessage(db);
      const actor = actorOf(request(), staff);
      const base = { status: "new", assigneeId: "", note: "" };
      expect(await changeHandling(actor, id, { ...base, status: "spam" })).toMatchObject({
        ok: false,
        fields: { status: expect.any(String) },
      });
      await db.updateTable("users").set({ disabled: 1 }).where("id", "=", other.id).execute();
      try {
        expect(
          await changeHandling(actor, id, { ...base, assigneeId: String(other.id) }),
        ).toMatchObject({ ok: false, fields: { assigneeId: expect.any(String) } });
      } finally {
        await db.updateTable("users").set({ disabled: 0 }).where("id", "=", other.id).execute();
      }
      expect(await changeHandling(actor, id, { ...base, assigneeId: "99999" })).toMatchObject({
        ok: false,
      });
      expect(await changeHandling(actor, id, { ...base, note: "ก".repeat(5001) })).toMatchObject({
        ok: false,
        fields: { note: expect.stringMatching(/[ก-๙]/) },
      });
      expect(await changeHandling(actor, 999_999, base)).toMatchObject({ ok: false, status: 404 });
    });

    it("deletes a message and its history after the reference or ลบ is typed, audited", async () => {
      const id = await addMessage(db, { reference: "C-DEL0001" });
      await openMessage(actorOf(request(), staff), id);
      const actor = actorOf(request(), admin);
      expect(await deleteMessage(actor, id, "ไม่ใช่")).toMatchObject({
        ok: false,
        fields: { confirm: expect.stringContaining("C-DEL0001") },
      });
      expect(await deleteMessage(actor, id, " c-del0001 ")).toMatchObject({
        ok: true,
        reference: "C-DEL0001",
      });
      expect(await findMessage(id)).toBeNull();
      const events = await db
        .selectFrom("contact_message_events")
        .select("id")
        .where("message_id", "=", id)
        .execute();
      expect(events).toEqual([]);
      const entry = await db
        .selectFrom("audit_log")
        .select(["username", "detail"])
        .where("action", "=", "message-deleted")
        .executeTakeFirst();
      expect(entry).toEqual({ username: "inbox.admin", detail: "C-DEL0001 (สอบถามข้อมูลทั่วไป)" });

      const second = await addMessage(db);
      expect(await deleteMessage(actor, second, "ลบ")).toMatchObject({ ok: true });
    });

    it("exports the filtered inbox as CSV (BOM, Thai, formulas defused) and JSON, sent by the route as a download", async () => {
      await addMessage(db, {
        full_name: "สมชาย ใจดี",
        message: '=HYPERLINK("http://evil")\nบรรทัดสอง, มี "อัญประกาศ"',
        phone: "+66 81 234 5678",
        status: "answered",
      });
      await addMessage(db, { full_name: "ไม่ควรอยู่ในไฟล์", status: "new" });
      const actor = actorOf(request(), admin);

      const file = await exportInbox(actor, query({ status: "answered" }), "csv");
      expect(file).toMatchObject({ contentType: "text/csv; charset=utf-8" });
      expect(file.fileName).toMatch(/^ข้อความติดต่อ-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = downloadResponse(file);
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("Cache-Control")).toBe("no-store");
      const disposition = csv.headers.get("Content-Disposition")!;
      expect(disposition).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("''")[1]!)).toMatch(
        /^ข้อความติดต่อ-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text.split("\r\n")[0]).toBe(
        "\uFEFFเลขอ้างอิง,วันที่ส่ง,สถานะ,หัวข้อ,ชื่อ-นามสกุล,โทรศัพท์,อีเมล,ข้อความ,ข้อมูลสุขภาพ,ผู้รับผิดชอบ,บันทึกภายใน,ข้อความขอความยินยอม,เวลาที่ให้ความยินยอม,ปิดเมื่อ",
      );
      expect(text).toContain("สมชาย ใจดี");
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")\nบรรทัดสอง, มี ""อัญประกาศ"""`);
      expect(text).toContain(",'+66 81 234 5678,");
      expect(text).not.toContain("ไม่ควรอยู่ในไฟล์");

      const json = downloadResponse(await exportInbox(actor, query(), "json"));
      expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      const parsed = (await json.json()) as { count: number; messages: { fullName: string }[] };
      expect(parsed.count).toBe(2);
      expect(parsed.messages.map((m) => m.fullName)).toContain("สมชาย ใจดี");
      expect(await auditCount("messages-exported")).toBeGreaterThanOrEqual(2);
    });
  });
}
