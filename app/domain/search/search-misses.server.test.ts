import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { MISSES_PER_DAY, recordMiss, topMisses } from "../../db/search/search-misses.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import type { Visit } from "../../lib/request-context.ts";
import { reindexAll } from "./search-indexing.server.ts";
import { countSearchMiss, frequentMisses, missQuery } from "./search-misses.server.ts";
import { searchSite } from "./search.server.ts";

// The process remembers who it counted today: each database's run has readers of its own.
const reader = (n: number, on: string): Visit => ({
  ip: `203.0.113.${n + (on === "postgres" ? 100 : 0)}`,
  userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel ${n}; ${on}) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36`,
  method: "GET",
  prefetch: false,
});

/** Waits for the counts written in the background. */
async function settled(db: Db, query: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const row = await db
      .selectFrom("search_misses")
      .select("count")
      .where("query", "=", query)
      .executeTakeFirst();
    if ((row?.count ?? 0) >= count) return row!.count;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${query} never reached ${count}`);
}

describe("what is kept of a search that found nothing", () => {
  it("the words as the search read them, and nothing that may name someone", () => {
    expect(missQuery("  ไข้หวัดนก   ")).toBe("ไข้หวัดนก");
    expect(missQuery("COVID-19 ตาก")).toBe("covid 19 ตาก");
    expect(missQuery("081 234 5678")).toBeNull();
    expect(missQuery("บัตรประชาชน 1-1037-00123-45-6")).toBeNull();
    expect(missQuery("somchai@example.com")).toBeNull();
    expect(missQuery("somchai＠gmail.com")).toBeNull();
    expect(missQuery("081.234.5678")).toBeNull();
    expect(missQuery("๐๘๑-๒๓๔-๕๖๗๘")).toBeNull();
    expect(missQuery("นายสมชาย ใจดี")).toBeNull();
    expect(missQuery("บ้าน 99 หมู่ 4")).toBeNull();
    expect(missQuery("นายแพทย์สาธารณสุขจังหวัด")).toBe("นายแพทย์สาธารณสุขจังหวัด");
    expect(missQuery("covid 19 ปี 2569")).toBe("covid 19 ปี 2569");
    expect(missQuery("1669")).toBe("1669");
    expect(missQuery("   ")).toBeNull();
    expect(missQuery("ก".repeat(300))!.length).toBeLessThanOrEqual(100);
  });
});

for (const database of testDatabases()) {
  describe(`searches that found nothing on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const news = (title: string, views: number, age: number) =>
        addItem(db, { type: "news", subject: "health", title, view_count: views }, age);
      await news("ไข้เลือดออกระบาดหน้าฝน", 10, 1);
      await news("ยุงลายพาหะไข้เดงกี", 50, 2);
      await news("dengue vaccine trial", 5, 3);
      await news("ประชุมประจำเดือน", 500, 4);
      await news("ไข้หวัดใหญ่ตามฤดูกาล", 20, 5);
      await news("ฉีดวัคซีนป้องกันไข้หวัดใหญ่", 30, 6);
      await news("เตือนภัยเห็ดพิษหน้าฝน", 3, 7);
      await news("ตรวจร้านอาหารทั่วจังหวัด", 3, 8);
      await news("น้ำท่วมฉับพลันในอำเภอเมือง", 3, 9);
      await news("ลูกไม่ได้รับวัคซีนตามนัดต้องเริ่มใหม่ไหม", 3, 10);
      await reindexAll(db);
    });
    afterAll(() => database.close());

    it("counts each reader once a day, never bots or prefetches, and lists the most frequent", async () => {
      countSearchMiss(reader(1, database.name), "ไข้หวัดนก");
      countSearchMiss(reader(1, database.name), "ไข้หวัดนก");
      countSearchMiss(reader(2, database.name), "ไข้หวัดนก ");
      countSearchMiss(reader(3, database.name), "ไข้หวัดนก");
      countSearchMiss({ ...reader(4, database.name), userAgent: "Googlebot/2.1" }, "ไข้หวัดนก");
      countSearchMiss({ ...reader(5, database.name), prefetch: true }, "ไข้หวัดนก");
      countSearchMiss(reader(1, database.name), "ฝีดาษวานร");
      // The same address naming another browser is the same client.
      countSearchMiss({ ...reader(1, database.name), userAgent: "Mozilla/5.0 Other" }, "ฝีดาษวานร");
      countSearchMiss(reader(1, database.name), "081 234 5678");
      expect(await settled(db, "ไข้หวัดนก", 3)).toBe(3);
      await settled(db, "ฝีดาษวานร", 1);
      expect(await frequentMisses()).toEqual([
        { query: "ไข้หวัดนก", count: 3 },
        { query: "ฝีดาษวานร", count: 1 },
      ]);
      expect(await db.selectFrom("search_misses").select("query").execute()).toHaveLength(2);
    });

    it("keeps at most so many different queries a day, and adds up days", async () => {
      const day = "2020-01-01";
      for (let i = 0; i < MISSES_PER_DAY; i++) await recordMiss(db, day, `คำ${i}`);
      await recordMiss(db, day, "คำใหม่เกินจำนวน");
      await recordMiss(db, day, "คำ0");
      await recordMiss(db, "2020-01-02", "คำ0");
      const rows = await db
        .selectFrom("search_misses")
        .select("query")
        .where("day", "=", day)
        .execute();
      expect(rows).toHaveLength(MISSES_PER_DAY);
      expect((await topMisses(db, "2020-01-01", 1))[0]).toEqual({ query: "คำ0", count: 3 });
      // Older than the dashboard's days: not on it.
      expect((await frequentMisses()).map((m) => m.query)).not.toContain("คำ0");
      expect(bangkokDay(new Date()) > day).toBe(true);
    });

    it("shows the items of a vocabulary term spelt close to what was typed, in any of its forms", async () => {
      // A misspelt English name whose topic the items name only in Thai.
      const result = await searchSite({ text: "infuenza", page: 1, pageSize: 10 });
      expect(result.way).toBe("similar");
      expect(result.meant).toBe("influenza");
      expect(result.page.items.map((item) => item.title)).toEqual(
        expect.arrayContaining(["ฉีดวัคซีนป้องกันไข้หวัดใหญ่", "ไข้หวัดใหญ่ตามฤดูกาล"]),
      );
      expect(result.page.items[0]!.titleParts.find((p) => p.hit)?.text).toMatch(/ไข้หวัดใหญ่/);
    });

    it("shows items holding one of two words rather than nothing, only for two words meant apart", async () => {
      const search = (text: string) => searchSite({ text, page: 1, pageSize: 10 });
      // A vocabulary term no item holds, typed as one word.
      const poisoning = await search("อาหารเป็นพิษ");
      expect(poisoning.way).toBe("either");
      expect(poisoning.page.items.map((item) => item.title).sort()).toEqual([
        "ตรวจร้านอาหารทั่วจังหวัด",
        "เตือนภัยเห็ดพิษหน้าฝน",
      ]);
      expect((await search("ยุงลาย ฟุตบอล")).page.items.map((item) => item.title)).toEqual([
        "ยุงลายพาหะไข้เดงกี",
      ]);
      // A seal is no kind of water: the two pieces the dictionary cuts one word into.
      expect((await search("แมวน้ำ")).way).toBe("none");
    });

    it("reads a question holding a vocabulary term among other words as no misspelling of it", async () => {
      // ฉีดวัคซีน is a term and the question holds it: the item holding most of its words answers.
      const question = await searchSite({ text: "ลูกพลาดนัดฉีดวัคซีน", page: 1, pageSize: 10 });
      expect(question.way).toBe("any");
      expect(question.page.items.map((item) => item.title)).toEqual([
        "ลูกไม่ได้รับวัคซีนตามนัดต้องเริ่มใหม่ไหม",
      ]);
      // A letter too many is still a misspelling of the term.
      const slip = await searchSite({ text: "ไข้หวัดใหญ่ร", page: 1, pageSize: 10 });
      expect(slip.way).toBe("similar");
    });

    it("offers the vocabulary term spelt less close and its most-read items when nothing matches", async () => {
      const result = await searchSite({ text: "imfluensa", page: 1, pageSize: 10 });
      expect(result.way).toBe("none");
      expect(result.topic).toEqual({
        term: "influenza",
        items: [
          expect.objectContaining({ title: "ฉีดวัคซีนป้องกันไข้หวัดใหญ่" }),
          expect.objectContaining({ title: "ไข้หวัดใหญ่ตามฤดูกาล" }),
        ],
      });
      expect(
        (await searchSite({ text: "ประชุมกรรมการบริหาร", page: 1, pageSize: 10 })).topic,
      ).toBeUndefined();
    });
  });
}
