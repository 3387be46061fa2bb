import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { indexItems, reindexAll } from "./search-indexing.server.ts";
import { searchSite } from "./search.server.ts";

const titles = async (text: string, options: { live?: boolean } = {}) =>
  (await searchSite({ text, page: 1, pageSize: 10, ...options })).page.items.map((i) => i.title);

/** Changes what the search finds without telling anyone: only a kept result still shows it. */
const hide = (db: Db, id: number) =>
  db.updateTable("items").set({ status: "draft" }).where("id", "=", id).execute();
const show = (db: Db, id: number) =>
  db.updateTable("items").set({ status: "published" }).where("id", "=", id).execute();

for (const database of testDatabases()) {
  describe(`kept search results on ${database.name}`, () => {
    let db: Db;
    let water: number;
    let vaccine: number;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      water = await addItem(
        db,
        { type: "news", subject: "health", title: "น้ำดื่มสะอาด Clean Water" },
        1,
      );
      vaccine = await addItem(db, { type: "faq", title: "วัคซีนไข้หวัดใหญ่ฉีดที่ไหน" }, 2);
      await reindexAll(db);
    });
    afterAll(() => database.close());

    it("serves a query typed differently (sara am, spaces, case) from one kept result", async () => {
      expect(await titles("น้ำดื่ม water")).toEqual(["น้ำดื่มสะอาด Clean Water"]);
      await hide(db, water);
      // Sara am as nikhahit + sara aa, extra spaces, upper case: the same query, kept.
      expect(await titles("  น\u0E49\u0E4D\u0E32ดื่ม   WATER ")).toEqual(["น้ำดื่มสะอาด Clean Water"]);
      // A different query is searched afresh and sees the change.
      expect(await titles("น้ำดื่ม")).toEqual([]);
      await show(db, water);
      await pagesChanged(["news"]);
    });

    it("keeps pages, types, typing (live) and marking apart", async () => {
      // Each would be served from the one before it if they shared a key.
      const news = await searchSite({ text: "วัคซีน", type: "news", page: 1, pageSize: 10 });
      const all = await searchSite({ text: "วัคซีน", page: 1, pageSize: 10 });
      const second = await searchSite({ text: "วัคซีน", page: 2, pageSize: 10 });
      const typing = await searchSite({ text: "วัคซ", page: 1, pageSize: 10 });
      const live = await searchSite({ text: "วัคซ", page: 1, pageSize: 10, live: true });
      const plain = await searchSite({ text: "วัคซีน", page: 1, pageSize: 10, marked: false });
      expect(news.page.items).toHaveLength(0);
      expect(all.page.items).toHaveLength(1);
      expect(second.page.items).toHaveLength(0);
      // Without `live` a piece of a word is found as such; while typing it is a word's start.
      expect([typing.way, live.way]).toEqual(["contains", "all"]);
      // The suggestions' plain titles (nothing marked) are not the search page's marked ones.
      expect(all.page.items[0]!.titleParts.some((p) => p.hit)).toBe(true);
      expect(plain.page.items[0]).toMatchObject({ titleParts: [], snippetParts: [] });
    });

    it("drops kept results when content changes on any instance (pages-changed)", async () => {
      expect(await titles("วัคซีน")).toEqual(["วัคซีนไข้หวัดใหญ่ฉีดที่ไหน"]);
      await hide(db, vaccine);
      expect(await titles("วัคซีน")).toEqual(["วัคซีนไข้หวัดใหญ่ฉีดที่ไหน"]);
      await pagesChanged(["faq"]);
      expect(await titles("วัคซีน")).toEqual([]);
      await show(db, vaccine);
      await pagesChanged("all");
      expect(await titles("วัคซีน")).toEqual(["วัคซีนไข้หวัดใหญ่ฉีดที่ไหน"]);
    });

    it("drops kept results when the index is written", async () => {
      expect(await titles("ไข้หวัดใหญ่")).toEqual(["วัคซีนไข้หวัดใหญ่ฉีดที่ไหน"]);
      await db
        .updateTable("items")
        .set({ title: "วันหยุดราชการ" })
        .where("id", "=", vaccine)
        .execute();
      await indexItems(db, [vaccine]);
      expect(await titles("ไข้หวัดใหญ่")).toEqual([]);
    });
  });
}
