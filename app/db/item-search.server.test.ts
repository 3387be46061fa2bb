import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItem } from "../../tests/support/fixtures.ts";
import { testDatabases } from "../../tests/support/databases.ts";
import type { Db } from "./client.server.ts";
import { findPublishedBySlug, searchPublished } from "./item-search.server.ts";

for (const database of testDatabases()) {
  describe(`search on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      await addItem(
        db,
        { type: "news", subject: "health", title: "ไข้เลือดออกระบาด", summary: "ยุงลาย" },
        5,
      );
      await addItem(db, { type: "faq", title: "ป้องกันยุงลายอย่างไร", body: "<p>ไข้เลือดออก</p>" }, 1);
      await addItem(db, { type: "general", title: "ส่วนลด 50% สำหรับ COVID-19" }, 2);
      await addItem(
        db,
        { type: "news", subject: "health", title: "ไข้เลือดออกฉบับร่าง", status: "draft" },
        0,
      );
    });
    afterAll(() => database.close());

    it("finds Thai substrings in titles and bodies, title matches first, never drafts", async () => {
      const { page, counts } = await searchPublished(db, {
        text: "ไข้เลือดออก",
        page: 1,
        pageSize: 10,
      });
      expect(page.items.map((i) => i.title)).toEqual(["ไข้เลือดออกระบาด", "ป้องกันยุงลายอย่างไร"]);
      expect(counts).toEqual({ news: 1, faq: 1 });
    });

    it("filters by type and matches Latin text without regard to case", async () => {
      const faqOnly = await searchPublished(db, {
        text: "ไข้เลือดออก",
        type: "faq",
        page: 1,
        pageSize: 10,
      });
      expect(faqOnly.page.items.map((i) => i.type)).toEqual(["faq"]);
      expect(faqOnly.page.total).toBe(1);
      const latin = await searchPublished(db, { text: "covid-19", page: 1, pageSize: 10 });
      expect(latin.page.total).toBe(1);
    });

    it("treats LIKE wildcards in the query as plain characters", async () => {
      expect((await searchPublished(db, { text: "50%", page: 1, pageSize: 10 })).page.total).toBe(
        1,
      );
      expect((await searchPublished(db, { text: "%", page: 1, pageSize: 10 })).page.total).toBe(1);
      expect((await searchPublished(db, { text: "_", page: 1, pageSize: 10 })).page.total).toBe(0);
    });

    it("resolves a bare slug to its published item", async () => {
      expect(await findPublishedBySlug(db, "ไข้เลือดออกระบาด")).toEqual({
        type: "news",
        subject: "health",
        slug: "ไข้เลือดออกระบาด",
      });
      expect(await findPublishedBySlug(db, "ไข้เลือดออกฉบับร่าง")).toBeNull();
    });
  });
}
