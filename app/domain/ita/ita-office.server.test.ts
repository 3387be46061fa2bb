import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { kindByKey } from "../../content/admin-kinds.ts";
import { actorOf } from "../../lib/http.server.ts";
import { editorView } from "../content/editor-view.server.ts";
import { addEvidence, openYear, saveItaItem } from "./ita-admin.server.ts";
import { boardView, itaSummary, NEW_DOCUMENT_PATH } from "./ita-office.server.ts";

const actor = (user: StaffUser) => actorOf(new Request("http://localhost/admin/ita"), user);

// A year long closed (1 Oct 2021 – 30 Sep 2022), so what is complete or stale does not depend on
// the day the tests run.
const YEAR = 2565;

for (const database of testDatabases()) {
  describe(`the ITA summary and the board's fix links on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const ids: Record<string, number> = {};

    async function item(code: string, title: string, year = YEAR) {
      const saved = await saveItaItem(
        actor(admin),
        { year },
        { code, title, description: "", rhythm: "yearly", responsibleId: null },
      );
      if (!saved.ok) throw new Error(saved.message);
      ids[code] = saved.id;
      return saved.id;
    }

    async function evidence(code: string, input: Parameters<typeof addEvidence>[2]) {
      const added = await addEvidence(actor(admin), ids[code]!, input);
      if (!added.ok) throw new Error(added.message);
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "ita.summary.admin", "admin");
    });
    afterAll(() => database.close());

    it("has nothing to show before the office has a year", async () => {
      expect(await itaSummary()).toBeNull();
    });

    it("counts the newest year's complete items and lists the others in order with their state", async () => {
      const plan = await addItem(db, {
        type: "document",
        subject: "plan",
        title: "แผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2565",
        document_date: "2021-11-01",
      });
      const oldPolicy = await addItem(db, {
        type: "document",
        subject: "hr",
        title: "นโยบายการบริหารทรัพยากรบุคคล ปี 2564",
        document_date: "2021-03-01",
      });
      const waiting = await addItem(db, {
        type: "document",
        subject: "integrity",
        title: "ประมวลจริยธรรม 2565",
        document_date: "2022-01-10",
        status: "draft",
        published_at: null,
        submitted_at: new Date().toISOString(),
      });

      await item("O1", "แผนดำเนินงานประจำปี");
      await evidence("O1", { kind: "item", itemId: plan, label: "" });
      await item("O2", "ช่องทางติดต่อ");
      await evidence("O2", { kind: "link", url: "https://www.example.go.th/", label: "ติดต่อ" });
      await item("O3", "รายงานการกำกับติดตาม");
      await evidence("O3", {
        kind: "documents",
        category: "plan",
        keyword: "รายงานการกำกับติดตาม",
        label: "",
      });
      await item("O4", "นโยบายการบริหารทรัพยากรบุคคล");
      await evidence("O4", { kind: "item", itemId: oldPolicy, label: "" });
      await item("O5", "ประมวลจริยธรรม");
      await evidence("O5", { kind: "item", itemId: waiting, label: "" });
      await item("O6", "รายการที่ยังไม่กำหนดหลักฐาน");

      expect(await itaSummary()).toEqual({
        year: YEAR,
        total: 6,
        complete: 2,
        open: [
          { id: ids.O3, code: "O3", title: "รายงานการกำกับติดตาม", state: "missing" },
          { id: ids.O4, code: "O4", title: "นโยบายการบริหารทรัพยากรบุคคล", state: "stale" },
          { id: ids.O5, code: "O5", title: "ประมวลจริยธรรม", state: "review" },
          { id: ids.O6, code: "O6", title: "รายการที่ยังไม่กำหนดหลักฐาน", state: "missing" },
        ],
      });

      // The board's counts agree with the summary.
      const board = await boardView(YEAR);
      expect(board.counts).toEqual({ complete: 2, review: 1, stale: 1, missing: 2 });
    });

    it("sends each item that is not complete straight to the place to fix it", async () => {
      const { board } = await boardView(YEAR);
      const fixes = Object.fromEntries(board.map((b) => [b.item.code, b.fix]));
      expect(fixes).toEqual({
        O1: null,
        O2: null,
        // A missing document of a rule's category: a new document, in that category.
        O3: { label: "เขียนเอกสาร", path: `${NEW_DOCUMENT_PATH}?subject=plan` },
        // Last year's document: this year's, in the category the old one was filed in.
        O4: { label: "เขียนเอกสาร", path: `${NEW_DOCUMENT_PATH}?subject=hr` },
        // A draft sent for review: its editor, to review and publish it.
        O5: { label: "ตรวจและเผยแพร่", path: expect.stringMatching(/^\/admin\/write\/\w+\/\d+$/) },
        O6: { label: "เลือกหลักฐาน", path: `/admin/ita/${ids.O6}#add-evidence-title` },
      });
    });

    it("opens the document editor in the category the board's link names, and no other", async () => {
      const documents = kindByKey(NEW_DOCUMENT_PATH.split("/").at(-1))!;
      expect((await editorView(admin, documents, null, { subject: "hr" }))!.newSubject).toBe("hr");
      expect(
        (await editorView(admin, documents, null, { subject: "not-a-category" }))!.newSubject,
      ).toBeNull();
      expect((await editorView(admin, documents, null))!.newSubject).toBeNull();
    });

    it("follows the newest year once one is opened", async () => {
      const opened = await openYear(actor(admin), YEAR, YEAR + 1);
      expect(opened).toEqual({ ok: true, items: 6 });
      const summary = (await itaSummary())!;
      expect(summary.year).toBe(YEAR + 1);
      expect(summary.total).toBe(6);
      // Last year's plan and policy are not this year's; the outside link still counts.
      expect(summary.complete).toBe(1);
      expect(summary.open.map((o) => o.code)).toEqual(["O1", "O3", "O4", "O5", "O6"]);
    });
  });
}
