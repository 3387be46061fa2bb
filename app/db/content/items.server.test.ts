import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addImage, addItem, daysAgo } from "../../../tests/support/fixtures.ts";
import { testDatabases } from "../../../tests/support/databases.ts";
import type { Db } from "../client.server.ts";
import { attachMedia, insertFaqCategory, recordViews } from "./item-writes.server.ts";
import {
  adjacentPublished,
  allPublished,
  faqByCategory,
  findPublishedBySlug,
  latestPublished,
  listPublished,
  pinnedPublished,
  relatedPublished,
} from "./items.server.ts";
import { findPublished } from "./item-detail.server.ts";
import { insertMedia } from "../media/media.server.ts";
import { readSettings, writeSetting } from "../site/settings.server.ts";

for (const database of testDatabases()) {
  describe(`item repository on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      const cover = await addImage(db, "ปก");
      for (let i = 1; i <= 5; i++) {
        await addItem(
          db,
          { type: "news", subject: "health", title: `ข่าวสุขภาพ ${i}`, cover_media_id: cover },
          10 - i,
        );
      }
      await addItem(db, { type: "news", subject: "office", title: "ข่าวสำนักงาน", pinned: 1 }, 3);
      await addItem(db, { type: "news", subject: "health", title: "ร่าง", status: "draft" }, 0);
      await addItem(
        db,
        { type: "news", subject: "health", title: "ตั้งเวลา", status: "published" },
        -2,
      );
    });
    afterAll(() => database.close());

    it("lists only published items whose time has come, newest first, with paging", async () => {
      const page1 = await listPublished(db, { type: "news", page: 1, pageSize: 4 });
      expect(page1.total).toBe(6);
      expect(page1.pages).toBe(2);
      expect(page1.items.map((i) => i.title)).toEqual([
        "ข่าวสำนักงาน",
        "ข่าวสุขภาพ 5",
        "ข่าวสุขภาพ 4",
        "ข่าวสุขภาพ 3",
      ]);
      const page2 = await listPublished(db, { type: "news", page: 2, pageSize: 4 });
      expect(page2.items.map((i) => i.title)).toEqual(["ข่าวสุขภาพ 2", "ข่าวสุขภาพ 1"]);
      expect(page1.items[0]!.cover).toBeNull();
      expect(page1.items[1]!.cover?.alt).toBe("ปก");
      expect(page1.items[1]!.cover?.variants[0]?.width).toBe(320);
    });

    it("filters by subject", async () => {
      const office = await listPublished(db, {
        type: "news",
        subject: "office",
        page: 1,
        pageSize: 10,
      });
      expect(office.items.map((i) => i.title)).toEqual(["ข่าวสำนักงาน"]);
      const empty = await listPublished(db, { type: "gallery", page: 1, pageSize: 10 });
      expect(empty).toMatchObject({ total: 0, pages: 1, items: [] });
    });

    it("finds one published item by type, subject and slug, never a draft", async () => {
      expect(
        await findPublished(db, { type: "news", slug: "ข่าวสุขภาพ-3", subject: "health" }),
      ).toMatchObject({
        title: "ข่าวสุขภาพ 3",
      });
      expect(
        await findPublished(db, { type: "news", slug: "ข่าวสุขภาพ-3", subject: "office" }),
      ).toBeNull();
      expect(await findPublished(db, { type: "news", slug: "ร่าง", subject: "health" })).toBeNull();
      expect(
        await findPublished(db, { type: "news", slug: "ตั้งเวลา", subject: "health" }),
      ).toBeNull();
    });

    it("resolves a bare slug from a search hit to its published item, never a draft", async () => {
      await addItem(db, { type: "faq", title: "คำถามจากการค้นหา" }, 2);
      expect(await findPublishedBySlug(db, "คำถามจากการค้นหา")).toEqual({
        type: "faq",
        subject: null,
        slug: "คำถามจากการค้นหา",
      });
      expect(await findPublishedBySlug(db, "ร่าง")).toBeNull();
    });

    it("gives newer and older neighbours within the same subject, and related items", async () => {
      const item = (await findPublished(db, { type: "news", slug: "ข่าวสุขภาพ-3" }))!;
      const { newer, older } = await adjacentPublished(db, item);
      expect(newer?.title).toBe("ข่าวสุขภาพ 4");
      expect(older?.title).toBe("ข่าวสุขภาพ 2");
      const first = (await findPublished(db, { type: "news", slug: "ข่าวสุขภาพ-1" }))!;
      expect((await adjacentPublished(db, first)).older).toBeNull();
      const related = await relatedPublished(db, item, 3);
      expect(related.map((r) => r.title)).toEqual(["ข่าวสุขภาพ 5", "ข่าวสุขภาพ 4", "ข่าวสุขภาพ 2"]);
    });

    it("returns pinned and latest items for the home page", async () => {
      expect((await pinnedPublished(db, 3)).map((i) => i.title)).toEqual(["ข่าวสำนักงาน"]);
      const latest = await latestPublished(db, { type: "news", limit: 2, excludeIds: [] });
      expect(latest).toHaveLength(2);
    });

    it("loads gallery photos in order and announcement attachments", async () => {
      const gallery = await addItem(db, { type: "gallery", title: "ภาพกิจกรรม" });
      const a = await addImage(db, "ภาพ ก");
      const b = await addImage(db, "ภาพ ข");
      await attachMedia(db, gallery, "photo", [{ mediaId: b, caption: "ที่สอง" }, { mediaId: a }]);
      const pdf = await insertMedia(db, {
        kind: "document",
        hash: "pdf",
        storage_key: "files/x.pdf",
        original_name: "ประกาศ.pdf",
        mime_type: "application/pdf",
        byte_size: 2048,
        width: null,
        height: null,
        variants: "[]",
        placeholder: null,
        alt: "",
        caption: "",
        credit: "",
        created_at: daysAgo(0),
      });
      await attachMedia(db, gallery, "attachment", [{ mediaId: pdf }]);
      const detail = (await findPublished(db, { type: "gallery", slug: "ภาพกิจกรรม" }))!;
      expect(detail.photos.map((p) => [p.alt, p.caption])).toEqual([
        ["ภาพ ข", "ที่สอง"],
        ["ภาพ ก", ""],
      ]);
      expect(detail.attachments).toEqual([
        expect.objectContaining({
          name: "ประกาศ.pdf",
          byteSize: 2048,
          mimeType: "application/pdf",
        }),
      ]);
    });

    it("groups FAQ by category in category order", async () => {
      const second = await insertFaqCategory(db, { slug: "b", name: "หมวด ข", position: 2 });
      const first = await insertFaqCategory(db, { slug: "a", name: "หมวด ก", position: 1 });
      await insertFaqCategory(db, { slug: "empty", name: "ว่าง", position: 3 });
      await addItem(db, { type: "faq", title: "คำถาม 2", faq_category_id: second });
      await addItem(db, { type: "faq", title: "คำถาม 1", faq_category_id: first });
      const groups = await faqByCategory(db);
      expect(groups.map((g) => [g.name, g.items.map((i) => i.title)])).toEqual([
        ["หมวด ก", ["คำถาม 1"]],
        ["หมวด ข", ["คำถาม 2"]],
      ]);
    });

    it("counts one view per visitor per item per day, a batch at a time", async () => {
      const id = await addItem(db, { type: "general", title: "ประกาศนับ" });
      const other = await addItem(db, { type: "general", title: "ประกาศนับอีกเรื่อง" });
      const view = (itemId: number, day: string, visitor: string) => ({ itemId, day, visitor });
      expect(await recordViews(db, [view(id, "2026-11-22", "a")])).toBe(1);
      expect(
        await recordViews(db, [
          view(id, "2026-11-22", "a"),
          view(id, "2026-11-22", "b"),
          view(id, "2026-11-22", "b"),
          view(id, "2026-11-23", "a"),
          view(other, "2026-11-22", "a"),
        ]),
      ).toBe(3);
      expect(await recordViews(db, [])).toBe(0);
      expect((await findPublished(db, { type: "general", slug: "ประกาศนับ" }))!.viewCount).toBe(3);
      const many = Array.from({ length: 1_200 }, (_, v) => view(other, "2026-11-24", `v${v}`));
      expect(await recordViews(db, many)).toBe(1_200);
      expect(
        (await findPublished(db, { type: "general", slug: "ประกาศนับอีกเรื่อง" }))!.viewCount,
      ).toBe(1_201);
    });

    it("lists every published item for the sitemap", async () => {
      const all = await allPublished(db);
      expect(all.some((e) => e.slug === "ร่าง")).toBe(false);
      expect(all.some((e) => e.slug === "ข่าวสำนักงาน" && e.subject === "office")).toBe(true);
    });

    it("stores settings as JSON and overwrites them", async () => {
      await writeSetting(db, "site", { officeName: "ก" });
      await writeSetting(db, "site", { officeName: "ข", phones: ["0 4321 1234"] });
      expect((await readSettings(db)).get("site")).toEqual({
        officeName: "ข",
        phones: ["0 4321 1234"],
      });
    });
  });
}
