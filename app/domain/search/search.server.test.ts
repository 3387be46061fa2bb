import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import { sql } from "kysely";
import { isPostgres, type Db } from "../../db/client.server.ts";
import type { NewItem } from "../../db/schema.ts";
import { highlight, snippet } from "../../lib/search-marks.ts";
import {
  foldTones,
  joinWords,
  normalizeText,
  parseQuery,
  tokenize,
} from "../../lib/search-text.ts";
import { keepWordsWhole } from "../../lib/whole-words.server.ts";
import { indexItems, reindexAll } from "./search-indexing.server.ts";
import { COUNT_CAP, searchEveryItem, searchSite } from "./search.server.ts";

const titles = async (text: string, options: { live?: boolean; type?: "faq" | "news" } = {}) =>
  (await searchSite({ text, page: 1, pageSize: 10, ...options })).page.items.map((i) => i.title);

describe("text analysis", () => {
  it("makes the two encodings of sara am, Thai digits and zero-width characters equal", () => {
    expect(normalizeText("น\u0E49\u0E4D\u0E32")).toBe("น\u0E49\u0E33");
    expect(normalizeText("น\u0E4D\u0E49\u0E32")).toBe("น\u0E49\u0E33");
    expect(normalizeText("โควิด ๑๙\u200B")).toBe("โควิด 19");
    expect(foldTones("ไข้เลือดออก")).toBe("ไขเลือดออก");
  });

  it("cuts Thai into words and keeps Latin words and numbers", () => {
    expect(tokenize("ไข้เลือดออก")).toEqual(["ไข้", "เลือด", "ออก"]);
    expect(tokenize("วัคซีน HPV COVID-19")).toEqual(["วัคซีน", "hpv", "covid", "19"]);
  });

  it("drops stop words but never empties a query", () => {
    expect(parseQuery("การป้องกันและรักษา").marks).not.toContainEqual(["และ"]);
    expect(parseQuery("และ").marks).toEqual([["และ"]]);
    expect(parseQuery('"ล้าง มือ" และ').marks).toEqual([["ล้าง", "มือ"]]);
    expect(parseQuery('"ล้าง มือ" ไข้').phrases).toEqual([["ล้าง", "มือ"], ["ไข้"]]);
    for (const hostile of ["", "   ", '"', "*", "NEAR(", "OR", "AND (", "'", "\\", "-", "^"])
      expect(() => parseQuery(hostile)).not.toThrow();
  });

  // The ranking tiers rely on it: the whole phrase holds every run and every chunk.
  it("keeps every run and chunk inside the whole phrase, however long the query", () => {
    const within = (part: string[], whole: string[]) =>
      whole.some((_, i) => part.every((w, j) => whole[i + j] === w));
    for (const text of [
      "วัคซีน ผู้สูงอายุ",
      '"ล้าง มือ" ไข้ และ ไข้หวัด',
      "และ ที่",
      '"ไข้เลือดออก" "ยุงลาย"',
      Array.from({ length: 40 }, (_, i) => `คำ${i} โรค`).join(" "),
      `"${"ไข้เลือดออก ".repeat(20)}" ยุง`,
    ]) {
      const query = parseQuery(text);
      expect(query.all.length).toBeLessThanOrEqual(32);
      for (const run of [...query.runs, ...query.phrases])
        expect(within(run, query.all)).toBe(true);
    }
  });

  it("marks the parts of a mixed word and a quoted phrase only where they stand together", () => {
    const marked = (text: string, query: string) =>
      highlight(text, parseQuery(query))
        .filter((p) => p.hit)
        .map((p) => p.text);
    expect(marked("ข้อ 3 ของ COVID-19 และ covid19", "qz1x3")).toEqual([]);
    expect(marked("ข้อ 19 ของ COVID-19 และ covid19", "covid19")).toEqual(["COVID-19", "covid19"]);
    expect(marked("ล้างมือ ล้าง จาน มือ", '"ล้าง มือ"')).toEqual(["ล้างมือ"]);
    expect(marked("ค่า PM - 2.5 และ PM2.5 สูง", "pm2.5")).toEqual(["PM - 2.5", "PM2.5"]);
    // Sara am typed as nikhahit and sara aa, a tone mark between them.
    expect(marked("ดื่มน\u0E4D\u0E49\u0E32สะอาด", "น้ำ")).toEqual(["น\u0E4D\u0E49\u0E32"]);
  });

  it("finds the first match of a long text for its snippet, however far into it", () => {
    const query = parseQuery("ไข้เลือดออก");
    const words = (n: number) => Array.from({ length: n }, (_, i) => `สุขภาพดี${i}`).join(" ");
    for (const before of [0, 10, 300, 2_300]) {
      const text = `${words(before)} ไข้เลือดออกระบาด ${words(50)}`;
      const parts = snippet(text, query);
      expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(["ไข้เลือดออก"]);
    }
    expect(snippet(`${words(100)} ไข้หวัด`, query)).toEqual([]);
  });

  it("reads text copied from a page, word joiners and all, as the text itself", () => {
    const title = "ผู้ป่วยเบาหวานในโรงพยาบาล";
    expect(keepWordsWhole(title)).not.toBe(title);
    expect(normalizeText(keepWordsWhole(title))).toBe(title);
    expect(parseQuery(keepWordsWhole(title))).toEqual(parseQuery(title));
  });

  it("writes words back as a reader would", () => {
    expect(joinWords(["ไข้", "เลือด", "ออก"])).toBe("ไข้เลือดออก");
    expect(joinWords(["วัคซีน", "hpv", "ฟรี"])).toBe("วัคซีน hpv ฟรี");
  });
});

for (const database of testDatabases()) {
  describe(`search on ${database.name}`, () => {
    let db: Db;
    let draft: number;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      await addItem(
        db,
        { type: "news", subject: "health", title: "ไข้เลือดออกระบาดหน้าฝน", summary: "ยุงลายเพิ่มขึ้น" },
        5,
      );
      await addItem(
        db,
        { type: "faq", title: "ป้องกันยุงลายอย่างไร", body: "<p>ไข้เลือดออกป้องกันได้ด้วยการกำจัดลูกน้ำ</p>" },
        1,
      );
      await addItem(db, { type: "general", title: "ส่วนลด 50% สำหรับผู้ป่วย COVID-19" }, 2);
      await addItem(
        db,
        {
          type: "news",
          subject: "health",
          title: "ออกกำลังกายให้เลือดสูบฉีด",
          body: "<p>ไข้ต่ำ ๆ ก็ควรพัก</p>",
        },
        3,
      );
      await addItem(db, { type: "news", subject: "office", title: "วัคซีน HPV ฟรีสำหรับนักเรียนหญิง" }, 4);
      await addItem(db, { type: "news", subject: "office", title: "ข่าวเก่าเรื่องวัคซีน" }, 40);
      await addItem(db, { type: "news", subject: "office", title: "ข่าวใหม่เรื่องวัคซีน" }, 1);
      draft = await addItem(
        db,
        { type: "news", subject: "health", title: "ไข้เลือดออกฉบับร่าง", status: "draft" },
        0,
      );
      await addItem(
        db,
        {
          type: "news",
          subject: "office",
          title: "รณรงค์ความสะอาดในโรงเรียน",
          details: JSON.stringify({ keywords: "handwashk7, สุขอนามัย" }),
        },
        6,
      );
      await addItem(
        db,
        {
          type: "news",
          subject: "health",
          title: "ดูแลดวงตาในทุกวัย",
          body: `<p>${"ดวงตาแข็งแรงดีเมื่อพักสายตา ".repeat(60)}ต้อกระจก</p>`,
        },
        1,
      );
      await addItem(
        db,
        {
          type: "news",
          subject: "health",
          title: "เลนส์ตาขุ่นในผู้สูงวัย",
          body: "<p>ต้อกระจกคือเลนส์ตาขุ่น ต้อกระจกรักษาได้ ผ่าตัดต้อกระจกวันเดียวกลับบ้าน</p>",
        },
        30,
      );
      await addItem(
        db,
        {
          type: "general",
          title: "ประกาศงดรับของขวัญ",
          summary: "ผู้บริหารและเจ้าหน้าที่ทุกคนงดรับของขวัญ",
        },
        20,
      );
      await addItem(db, { type: "news", subject: "health", title: "ท่าบริหารร่างกายสำหรับผู้สูงวัย" }, 2);
      await addItem(db, { type: "news", subject: "health", title: "เตือนภัยฮีทสโตรกหน้าร้อน" }, 1);
      await addItem(
        db,
        {
          type: "news",
          subject: "health",
          title: "รู้ทันอาการเตือน",
          body: "<p>คนเป็นสโตรกต้องถึงมือแพทย์เร็ว</p>",
        },
        9,
      );
      await reindexAll(db);
    });
    afterAll(() => database.close());

    it("finds an item by its keywords", async () => {
      expect(await titles("handwashk7")).toEqual(["รณรงค์ความสะอาดในโรงเรียน"]);
      expect(await titles("สุขอนามัย")).toEqual(["รณรงค์ความสะอาดในโรงเรียน"]);
    });

    it("ranks a compound in the title, then as a phrase, then scattered; never drafts", async () => {
      expect(await titles("ไข้เลือดออก")).toEqual([
        "ไข้เลือดออกระบาดหน้าฝน",
        "ป้องกันยุงลายอย่างไร",
        "ออกกำลังกายให้เลือดสูบฉีด",
      ]);
      const { counts } = await searchSite({ text: "ไข้เลือดออก", page: 1, pageSize: 10 });
      expect(counts).toEqual({ news: 2, faq: 1 });
      expect(await titles('"ไข้เลือดออก"')).toEqual(["ไข้เลือดออกระบาดหน้าฝน", "ป้องกันยุงลายอย่างไร"]);
      expect(await searchEveryItem("ไข้เลือดออก", "news", 10)).toContain(draft);
    });

    it("sets apart the items holding the words only in their text, when others hold them in a title or summary", async () => {
      const passing = async (text: string, page = 1, pageSize = 10) =>
        (await searchSite({ text, page, pageSize })).page.items.map((i) => [i.title, i.passing]);
      expect(await passing("ไข้เลือดออก")).toEqual([
        ["ไข้เลือดออกระบาดหน้าฝน", false],
        ["ป้องกันยุงลายอย่างไร", true],
        ["ออกกำลังกายให้เลือดสูบฉีด", true],
      ]);
      // A later page of mentions only is still set apart: the answers were on the first.
      expect(await passing("ไข้เลือดออก", 2, 1)).toEqual([["ป้องกันยุงลายอย่างไร", true]]);
      // Every result holds ต้อกระจก in its text only: none is an answer more than another.
      expect(await passing("ต้อกระจก")).toEqual([
        ["เลนส์ตาขุ่นในผู้สูงวัย", false],
        ["ดูแลดวงตาในทุกวัย", false],
      ]);
    });

    it("ranks a word the dictionary cuts in two above its pieces apart in a title", async () => {
      // ผู้บริหาร is cut into ผู้ and บริหาร; the newer title holds both, apart and meaning else.
      expect(await titles("ผู้บริหาร")).toEqual(["ประกาศงดรับของขวัญ", "ท่าบริหารร่างกายสำหรับผู้สูงวัย"]);
    });

    it("fills a page the words leave short with the query inside longer words", async () => {
      const found = await searchSite({ text: "สโตรก", page: 1, pageSize: 10 });
      expect(found.page.items.map((i) => i.title)).toEqual(["รู้ทันอาการเตือน", "เตือนภัยฮีทสโตรกหน้าร้อน"]);
      expect(found).toMatchObject({ way: "all", counts: { news: 2 } });
      expect(found.page).toMatchObject({ total: 2, pages: 1 });
    });

    it("finds a title pasted from its page, where it carries word joiners", async () => {
      const pasted = keepWordsWhole("ไข้เลือดออกระบาดหน้าฝน");
      expect((await titles(pasted))[0]).toBe("ไข้เลือดออกระบาดหน้าฝน");
      expect((await titles(pasted, { live: true }))[0]).toBe("ไข้เลือดออกระบาดหน้าฝน");
    });

    it("filters by type; Latin is matched without regard to case; mixed text works", async () => {
      expect(await titles("ไข้เลือดออก", { type: "faq" })).toEqual(["ป้องกันยุงลายอย่างไร"]);
      expect(await titles("covid-19")).toEqual(["ส่วนลด 50% สำหรับผู้ป่วย COVID-19"]);
      expect(await titles("วัคซีน hpv")).toEqual(["วัคซีน HPV ฟรีสำหรับนักเรียนหญิง"]);
    });

    it("never finds a made-up mixed word by the digits and letters it is cut into", async () => {
      // qzx50c19 is cut into qzx, 50, c and 19; an item holds 50 and 19 apart.
      expect(await titles("qzx50c19")).toEqual([]);
      expect(await titles("qzx50c19 ส่วนลด ผู้ป่วย")).toEqual(["ส่วนลด 50% สำหรับผู้ป่วย COVID-19"]);
    });

    it("ranks an item about the words above a newer one that mentions them once", async () => {
      expect(await titles("ต้อกระจก")).toEqual(["เลนส์ตาขุ่นในผู้สูงวัย", "ดูแลดวงตาในทุกวัย"]);
    });

    it("ranks recent above old when relevance is equal", async () => {
      const found = await titles("ข่าว เรื่อง วัคซีน");
      expect(found.indexOf("ข่าวใหม่เรื่องวัคซีน")).toBeLessThan(found.indexOf("ข่าวเก่าเรื่องวัคซีน"));
    });

    it("matches a prefix while typing, a piece of a word, and a missing tone mark", async () => {
      expect(await titles("วัคซ", { live: true })).toContain("วัคซีน HPV ฟรีสำหรับนักเรียนหญิง");
      expect(await titles("ยุงลาย")).toEqual(expect.arrayContaining(["ป้องกันยุงลายอย่างไร"]));
      expect(await titles("ไขเลือดออก")).toContain("ไข้เลือดออกระบาดหน้าฝน");
      expect(await titles("ไข้เลือกออก")).toContain("ไข้เลือดออกระบาดหน้าฝน");
      const misspelt = await searchSite({ text: "ไข้เลือกออก", page: 1, pageSize: 10 });
      expect(misspelt).toMatchObject({ way: "similar", meant: "ไข้เลือดออก" });
    });

    it("highlights matches in the title and a snippet of the body", async () => {
      const { page } = await searchSite({ text: "ไข้เลือดออก", page: 1, pageSize: 10 });
      const faq = page.items.find((i) => i.type === "faq")!;
      expect(faq.snippetParts.filter((p) => p.hit).map((p) => p.text)).toContain("ไข้เลือดออก");
      const news = page.items.find((i) => i.type === "news")!;
      expect(news.titleParts.find((p) => p.hit)?.text).toBe("ไข้เลือดออก");
    });

    it("answers hostile queries with results or nothing, never an error", async () => {
      for (const text of [
        '"',
        "*",
        "NEAR(",
        "OR",
        "AND",
        "title:",
        "'",
        "\\",
        "%",
        "_",
        " ",
        "x".repeat(10_000),
        "!!!",
        "t|ไข้ เลือด",
        "a & b | !c <-> d:*",
        "s|'x' \\ y",
      ]) {
        const result = await searchSite({ text, page: 1, pageSize: 10 });
        expect(result.page.total).toBeGreaterThanOrEqual(0);
        // The back-office lists' search asks titles alone, through another index on PostgreSQL.
        expect(Array.isArray(await searchEveryItem(text, "news", 10))).toBe(true);
      }
    });

    it("indexes and finds words longer than a PostgreSQL tsvector takes", async () => {
      // Latin and digits are not cut into words: a pasted key or a base64 image is one word.
      const long = "q".repeat(1500);
      const longer = "z".repeat(3000);
      const thai = "ก".repeat(900);
      const id = await addItem(
        db,
        {
          type: "general",
          title: `แบบฟอร์มยืนยัน ${long} ${long}`,
          summary: `${long} ${long} ${thai}`,
          body: `<p>รหัสยืนยัน ${longer} ${long}</p>`,
        },
        1,
      );
      await indexItems(db, [id]);
      const title = `แบบฟอร์มยืนยัน ${long} ${long}`;
      for (const text of ["แบบฟอร์มยืนยัน", long, longer, `${long} ${long}`, `"${long} ${long}"`])
        expect(await titles(text)).toEqual([title]);
      const result = await searchSite({ text: thai, page: 1, pageSize: 10 });
      expect(result.page.total).toBeGreaterThanOrEqual(0);
      await db.deleteFrom("items").where("id", "=", id).execute();
      await indexItems(db, [id]);
    });

    it("keeps the index in step with edits and deletions", async () => {
      const id = await addItem(db, { type: "general", title: "ประกาศรับสมัครอาสาสมัคร" }, 1);
      await indexItems(db, [id]);
      expect(await titles("อาสาสมัคร")).toEqual(["ประกาศรับสมัครอาสาสมัคร"]);
      await db
        .updateTable("items")
        .set({ title: "ประกาศวันหยุดราชการ" })
        .where("id", "=", id)
        .execute();
      await indexItems(db, [id]);
      expect(await titles("อาสาสมัคร")).toEqual([]);
      await db.deleteFrom("items").where("id", "=", id).execute();
      expect(await titles("วันหยุดราชการ")).toEqual([]);
    });
  });
}

for (const database of testDatabases()) {
  describe(`search past ${COUNT_CAP} matches on ${database.name}`, () => {
    const MANY = COUNT_CAP + 20;
    beforeAll(async () => {
      const db = await database.open();
      useAsAppDatabase(db);
      const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const rows: NewItem[] = Array.from({ length: MANY }, (_, n) => ({
        type: n % 2 ? "news" : "general",
        subject: n % 2 ? "health" : null,
        slug: `item-${n}`,
        title: `ประกาศฉบับที่ ${n}`,
        summary: "",
        body: "<p>การป้องกันโรคหัดในเด็กเล็ก</p>",
        status: "published",
        published_at: at(1 + n / 100),
        created_at: at(30),
        updated_at: at(30),
      }));
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto("items")
          .values(rows.slice(i, i + 200))
          .execute();
      await addItem(db, { type: "faq", title: "โรคหัดป้องกันได้อย่างไร" }, 60);
      await addItem(db, { type: "news", subject: "health", title: "โรคหัดระบาดในโรงเรียน" }, 90);
      await reindexAll(db);
      // PostgreSQL's statistics then say which title phrases are common enough to walk to.
      if (isPostgres(db)) await sql`analyze search_documents`.execute(db);
    });
    afterAll(() => database.close());

    it("counts up to the cap and still ranks old title matches first, page after page", async () => {
      const first = await searchSite({ text: "โรคหัด", page: 1, pageSize: 10 });
      expect(first.more).toBe(true);
      expect(first.page.total).toBe(COUNT_CAP);
      expect(first.page.items.slice(0, 2).map((i) => i.title)).toEqual([
        "โรคหัดป้องกันได้อย่างไร",
        "โรคหัดระบาดในโรงเรียน",
      ]);
      expect(first.page.items[2]!.title).toBe("ประกาศฉบับที่ 0");
      const second = await searchSite({ text: "โรคหัด", page: 2, pageSize: 10 });
      expect(second.page.items.map((i) => i.title)).toEqual(
        Array.from({ length: 10 }, (_, n) => `ประกาศฉบับที่ ${n + 8}`),
      );
    });

    // On PostgreSQL a title phrase this common is walked to in date order; a rare one, gathered.
    it("pages through a title phrase that every match holds, newest first", async () => {
      const second = await searchSite({ text: "ประกาศฉบับ", page: 2, pageSize: 10 });
      expect(second.more).toBe(true);
      expect(second.page.items.map((i) => i.title)).toEqual(
        Array.from({ length: 10 }, (_, n) => `ประกาศฉบับที่ ${n + 10}`),
      );
    });

    it("counts one type exactly when it alone stays under the cap", async () => {
      const faq = await searchSite({ text: "โรคหัด", type: "faq", page: 1, pageSize: 10 });
      expect(faq.page.total).toBe(1);
      const news = await searchSite({ text: "โรคหัด", type: "news", page: 1, pageSize: 10 });
      expect(news.page.total).toBe(MANY / 2 + 1);
      expect(news.page.items[0]!.title).toBe("โรคหัดระบาดในโรงเรียน");
    });
  });
}
