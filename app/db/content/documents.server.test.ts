import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases.ts";
import { addImage, addItem } from "../../../tests/support/fixtures.ts";
import type { Db } from "../client.server.ts";
import { documentYears, listDocuments } from "./documents.server.ts";
import { attachMedia } from "./item-writes.server.ts";

for (const database of testDatabases()) {
  describe(`documents on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      const doc = (title: string, subject: string, date: string) =>
        addItem(db, { type: "document", subject, title, document_date: date });
      const plan = await doc("แผนปฏิบัติราชการ 2569", "plan", "2025-10-01");
      await doc("รายงานผลการดำเนินงาน 2568", "plan", "2025-01-15");
      await doc("นโยบายบุคคล 2567", "hr", "2024-03-01");
      await addItem(db, {
        type: "document",
        subject: "plan",
        title: "ฉบับร่าง",
        document_date: "2025-12-01",
        status: "draft",
      });
      const file = await addImage(db, "plan-file");
      await attachMedia(db, plan, "attachment", [{ mediaId: file }]);
    });
    afterAll(() => database.close());

    it("lists published documents by the date they bear, with their files", async () => {
      const all = await listDocuments(db, { page: 1, pageSize: 10 });
      expect(all.items.map((d) => d.title)).toEqual([
        "แผนปฏิบัติราชการ 2569",
        "รายงานผลการดำเนินงาน 2568",
        "นโยบายบุคคล 2567",
      ]);
      expect(all.items[0]!.files.map((f) => f.name)).toEqual(["plan-file.jpg"]);
      expect(all.items[0]!.documentDate).toBe("2025-10-01");
    });

    it("filters by category and by year, and knows which years there are", async () => {
      const plans = await listDocuments(db, { category: "plan", page: 1, pageSize: 10 });
      expect(plans.total).toBe(2);
      const of2025 = await listDocuments(db, { year: 2025, page: 1, pageSize: 10 });
      expect(of2025.items.map((d) => d.title)).toEqual([
        "แผนปฏิบัติราชการ 2569",
        "รายงานผลการดำเนินงาน 2568",
      ]);
      expect(await documentYears(db)).toEqual([2025, 2024]);
    });
  });
}
