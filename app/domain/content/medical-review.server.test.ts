import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { kindByKey } from "../../content/admin-kinds.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import type { Db } from "../../db/client.server.ts";
import { findPublished } from "../../db/content/item-detail.server.ts";
import { findItemState } from "../../db/content/item-status.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { saveSecuritySettings } from "../accounts/security-settings.server.ts";
import { reviewJsonLd } from "./item-json-ld.server.ts";
import { readDashboard } from "./dashboard.server.ts";
import { saveItem, type EditorInput } from "./item-editor.server.ts";
import { applyWorkflow } from "./item-workflow.server.ts";
import { DEFAULT_SETTINGS } from "../../content/site-settings.ts";

const knowledge = kindByKey("news_knowledge")!;
const input = (fields: Partial<EditorInput>): EditorInput => ({
  title: "วิธีป้องกันโรคไข้เลือดออก",
  slug: "",
  summary: "",
  body: "<p>เนื้อหา</p>",
  photoIds: [],
  attachmentIds: [],
  seoTitle: "",
  seoDescription: "",
  ...fields,
});
const REVIEW = {
  reviewer: "นพ.ทดสอบ ตรวจทาน",
  reviewerTitle: "นายแพทย์ชำนาญการ",
  reviewedOn: "15/03/2569",
  reviewDue: "15/03/2570",
  references:
    "แนวทางเวชปฏิบัติไข้เลือดออก | กรมควบคุมโรค | https://ddc.moph.go.th/\nคู่มือ อสม. | กรมสนับสนุนบริการสุขภาพ",
};

for (const database of testDatabases()) {
  describe(`a medical review of health content, on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const as = (user: StaffUser) => actorOf(new Request("http://localhost/admin"), user);

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "review.admin", "admin");
    });
    afterAll(() => database.close());

    it("is saved with the article, its dates read in the Buddhist era, and shown with its sources", async () => {
      const saved = await saveItem(
        as(admin),
        knowledge,
        null,
        input({ slug: "reviewed-dengue", ...REVIEW }),
      );
      expect(saved.ok).toBe(true);
      if (!saved.ok) return;
      const state = (await findItemState(db, saved.id))!;
      const published = await applyWorkflow(as(admin), saved.id, state.version, {
        action: "publish",
      });
      expect(published.ok).toBe(true);
      const item = (await findPublished(db, { type: "news", slug: "reviewed-dengue" }))!;
      expect(item.review).toEqual({
        reviewer: "นพ.ทดสอบ ตรวจทาน",
        reviewerTitle: "นายแพทย์ชำนาญการ",
        reviewedOn: "2026-03-15",
        reviewDue: "2027-03-15",
        references: [
          {
            title: "แนวทางเวชปฏิบัติไข้เลือดออก",
            organisation: "กรมควบคุมโรค",
            url: "https://ddc.moph.go.th/",
          },
          { title: "คู่มือ อสม.", organisation: "กรมสนับสนุนบริการสุขภาพ", url: "" },
        ],
      });
      const [page] = reviewJsonLd(item, "https://example.go.th", DEFAULT_SETTINGS as never);
      expect(page).toMatchObject({
        "@type": "MedicalWebPage",
        lastReviewed: "2026-03-15",
        reviewedBy: { "@type": "Person", name: "นพ.ทดสอบ ตรวจทาน", jobTitle: "นายแพทย์ชำนาญการ" },
      });
    });

    it("refuses a review half filled in, dates out of order and sources with a bad address", async () => {
      const refused = await saveItem(
        as(admin),
        knowledge,
        null,
        input({
          slug: "half-reviewed",
          reviewer: "",
          reviewedOn: "31/02/2569",
          reviewDue: "99/99/2560",
          references: "ที่มา | หน่วยงาน | javascript:alert(1)",
        }),
      );
      expect(refused).toMatchObject({ ok: false, status: 400 });
      if (refused.ok) return;
      expect(Object.keys(refused.fields).sort()).toEqual([
        "references",
        "reviewDue",
        "reviewedOn",
        "reviewer",
      ]);
      const order = await saveItem(
        as(admin),
        knowledge,
        null,
        input({ slug: "order", ...REVIEW, reviewDue: "14/03/2569" }),
      );
      expect(!order.ok && order.fields.reviewDue).toBe("วันทบทวนครั้งถัดไปต้องอยู่หลังวันที่ตรวจทาน");
    });

    it("lists items due for review on the dashboard, the overdue first", async () => {
      const now = new Date("2026-11-26T03:00:00Z");
      const details = (due: string) =>
        JSON.stringify({ reviewer: "ภก.ทดสอบ", reviewedOn: "2026-01-01", reviewDue: due });
      await addItem(db, {
        type: "news",
        subject: "knowledge",
        title: "เลยกำหนดแล้ว",
        details: details("2026-11-20"),
      });
      await addItem(db, {
        type: "news",
        subject: "knowledge",
        title: "ใกล้ถึงกำหนด",
        details: details("2026-12-10"),
      });
      await addItem(db, {
        type: "news",
        subject: "knowledge",
        title: "ยังอีกนาน",
        details: details("2027-06-01"),
      });
      const { reviewsDue } = await readDashboard(now);
      const mine = reviewsDue.filter((r) => r.reviewer === "ภก.ทดสอบ");
      expect(mine.map((r) => [r.title, r.overdue])).toEqual([
        ["เลยกำหนดแล้ว", true],
        ["ใกล้ถึงกำหนด", false],
      ]);
      expect(mine[0]!.editorPath).toMatch(/^\/admin\/write\/news_knowledge\/\d+$/);
    });

    it("can be required before health knowledge is published", async () => {
      await saveSecuritySettings(as(admin), { requireHealthReview: true });
      try {
        const saved = await saveItem(as(admin), knowledge, null, input({ slug: "unreviewed" }));
        if (!saved.ok) throw new Error("not saved");
        const state = (await findItemState(db, saved.id))!;
        const refused = await applyWorkflow(as(admin), saved.id, state.version, {
          action: "publish",
        });
        expect(refused).toMatchObject({ ok: false });
        expect(!refused.ok && refused.message).toContain("ตรวจทานทางการแพทย์");
        const news = kindByKey("news_health")!;
        const other = await saveItem(as(admin), news, null, input({ slug: "health-news" }));
        if (!other.ok) throw new Error("not saved");
        const otherState = (await findItemState(db, other.id))!;
        expect(
          (await applyWorkflow(as(admin), other.id, otherState.version, { action: "publish" })).ok,
        ).toBe(true);
      } finally {
        await saveSecuritySettings(as(admin), {});
      }
    });
  });
}
