import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtp } from "../../../tests/support/smtp-server.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { updateAccount, type StaffUser } from "../../db/accounts/users.server.ts";
import { jobPending } from "../../db/operations/jobs.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { addEvidence, saveItaItem } from "./ita-admin.server.ts";
import { scheduleItaReminders, sendItaReminders } from "./ita-reminders.server.ts";

// A real SMTP server, known to the configuration before anything reads it.
const smtp = await startSmtp();
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.SMTP_FROM = "เว็บไซต์สำนักงาน <no-reply@example.go.th>";
process.env.BASE_URL = "https://www.example.go.th";

const actor = (user: StaffUser) => actorOf(new Request("http://localhost/admin/ita"), user);
/** Noon in Bangkok on a day. */
const on = (day: string) => new Date(`${day}T05:00:00Z`);

afterAll(() => smtp.stop());

for (const database of testDatabases()) {
  describe(`ITA reminders on ${database.name}`, () => {
    let db: Db;
    let o11: number;

    async function addMonthly(
      admin: StaffUser,
      code: string,
      responsible: StaffUser | null,
      keyword: string,
    ) {
      const saved = await saveItaItem(
        actor(admin),
        { year: 2569 },
        {
          code,
          title: `สรุปผล ${keyword}`,
          description: "",
          rhythm: "monthly",
          responsibleId: responsible?.id ?? null,
        },
      );
      if (!saved.ok) throw new Error(saved.message);
      const rule = await addEvidence(actor(admin), saved.id, {
        kind: "documents",
        category: "budget",
        keyword,
        label: "",
      });
      if (!rule.ok) throw new Error(rule.message);
      // May's summary: enough until the end of June; the item goes stale on 1 July.
      await addItem(db, {
        type: "document",
        subject: "budget",
        title: `${keyword} ประจำเดือนพฤษภาคม 2569`,
        document_date: "2026-05-28",
      });
      return saved.id;
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const admin = await addStaff(db, "reminder.admin", "admin");
      const somsri = await addStaff(db, "reminder.somsri", "staff");
      await updateAccount(db, somsri.id, { email: "somsri@example.go.th" });
      const noEmail = await addStaff(db, "reminder.nomail", "staff");
      const disabled = await addStaff(db, "reminder.disabled", "staff");
      await updateAccount(db, disabled.id, { email: "gone@example.go.th", disabled: true });
      o11 = await addMonthly(admin, "O11", somsri, "สรุปจัดซื้อทดสอบ");
      await addMonthly(admin, "O12", somsri, "รายงานรายเดือนทดสอบ");
      await addMonthly(admin, "O13", noEmail, "ไม่มีอีเมลทดสอบ");
      await addMonthly(admin, "O14", disabled, "ปิดบัญชีทดสอบ");
      await addMonthly(admin, "O15", null, "ไม่มีผู้รับผิดชอบทดสอบ");
    });
    beforeEach(() => {
      smtp.received.length = 0;
    });
    afterAll(() => database.close());

    it("sends nothing while the evidence is good for more than a week", async () => {
      expect(await sendItaReminders(on("2026-06-23"))).toEqual({ emails: 0, items: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it("e-mails the responsible person once, a week before, listing each item with where to fix it", async () => {
      expect(await sendItaReminders(on("2026-06-24"))).toEqual({ emails: 1, items: 2 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.rcptTo).toEqual(["somsri@example.go.th"]);
      expect(mail!.parsed.subject).toBe("ITA 2 รายการต้องเพิ่มหลักฐานภายใน 7 วัน");
      const text = mail!.parsed.text!;
      expect(text).toContain("เรียน คุณทดสอบ");
      expect(text).toContain("O11 สรุปผล สรุปจัดซื้อทดสอบ");
      expect(text).toContain("O12 สรุปผล รายงานรายเดือนทดสอบ");
      expect(text).toContain("หลักฐานจะไม่เป็นปัจจุบันตั้งแต่ 1 กรกฎาคม 2569");
      expect(text).toContain(`https://www.example.go.th/admin/ita/${o11}`);

      // The next day's run, or another instance's, sends nothing more about the same due day.
      expect(await sendItaReminders(on("2026-06-25"))).toEqual({ emails: 0, items: 0 });
      expect(smtp.received).toHaveLength(1);
      const sent = await db.selectFrom("ita_reminders").selectAll().execute();
      expect(sent).toHaveLength(2);
    });

    it("sends again once new evidence moves the due day, and retries after a refused send", async () => {
      await addItem(db, {
        type: "document",
        subject: "budget",
        title: "สรุปจัดซื้อทดสอบ ประจำเดือนมิถุนายน 2569",
        document_date: "2026-06-28",
      });
      await smtp.stop();
      await expect(sendItaReminders(on("2026-07-25"))).rejects.toThrow();
      expect(
        await db
          .selectFrom("ita_reminders")
          .select("due")
          .where("due", "=", "2026-08-01")
          .execute(),
      ).toEqual([]);
      await smtp.start();
      expect(await sendItaReminders(on("2026-07-25"))).toEqual({ emails: 1, items: 1 });
      expect(smtp.received[0]!.parsed.subject).toBe("ITA O11 ต้องเพิ่มหลักฐานก่อน 1 สิงหาคม 2569");
    });

    it("starts one daily chain", async () => {
      await scheduleItaReminders();
      await scheduleItaReminders();
      expect(await jobPending(db, "ita-reminders")).toBe(true);
      const queued = await db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", "ita-reminders")
        .execute();
      expect(queued).toHaveLength(1);
    });
  });
}
