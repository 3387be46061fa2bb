import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { STARTER_VOCABULARY } from "../../content/health-vocabulary.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { parseQuery, tokenize } from "../../lib/search-text.ts";
import { reindexAll } from "./search-indexing.server.ts";
import {
  compileVocabulary,
  describeExpansion,
  expandQuery,
  readVocabularyText,
  saveVocabulary,
  vocabularyGroups,
  vocabularyText,
} from "./search-vocabulary.server.ts";
import { searchSite } from "./search.server.ts";

const starter = compileVocabulary(STARTER_VOCABULARY);
const expanded = (text: string) =>
  expandQuery(parseQuery(text), starter)?.found.map((f) => f.typed.join(" ")) ?? [];

describe("the health vocabulary", () => {
  it("finds terms however they are spaced, cased or hyphenated, the longest first", () => {
    expect(expanded("COVID-19")).toEqual(["covid 19"]);
    expect(expanded("covid19 ระบาด")).toEqual(["covid 19"]);
    expect(expanded("PM 2.5 วันนี้")).toEqual(["pm 2.5"]);
    expect(expanded("pm2.5")).toEqual(["pm 2.5"]);
    expect(expanded("ความดันโลหิตสูง")).toEqual(["ความ ดัน โลหิต สูง"]);
    expect(expanded("อสม. ดีเด่น")).toEqual(["อสม"]);
    expect(expanded("ไข้เดงกี hpv")).toHaveLength(2);
  });

  it("leaves quoted phrases and queries without a term as typed", () => {
    expect(expandQuery(parseQuery('"โควิด"'), starter)).toBeNull();
    expect(expandQuery(parseQuery("ประชุมประจำเดือน"), starter)).toBeNull();
    const query = parseQuery('"ล้าง มือ" โควิด และ ร้านอาหาร');
    expect(expandQuery(query, starter)!.condition).toMatchObject({
      every: [
        { phrase: ["ล้าง", "มือ"] },
        // The term as typed still matches by its words anywhere, as it did before; the other
        // forms as phrases, but not those holding another (covid 19 holds covid).
        {
          some: expect.arrayContaining([
            { phrase: ["โควิด"] },
            { phrase: ["covid"] },
            { phrase: tokenize("ไวรัสโคโรนา") },
          ]),
        },
        { phrase: ["ร้าน"] },
        { phrase: ["อาหาร"] },
      ],
    });
    const forms = JSON.stringify(expandQuery(query, starter)!.condition);
    expect(forms).not.toContain(JSON.stringify(["covid", "19"]));
    expect(forms).not.toContain(JSON.stringify(tokenize("ไวรัสโคโรนา 2019")));
  });

  it("every starter term is a word sequence of its own, in one group only", () => {
    const text = vocabularyText(STARTER_VOCABULARY.map((g) => [...g]));
    expect(readVocabularyText(text).errors).toEqual([]);
    expect(STARTER_VOCABULARY.length).toBeGreaterThanOrEqual(60);
  });

  it("reads the back-office's text box line by line and names each mistake's line", () => {
    expect(readVocabularyText("ไข้หวัด, flu\n\n หวัด ,  common cold ").groups).toEqual([
      ["ไข้หวัด", "flu"],
      ["หวัด", "common cold"],
    ]);
    const { errors } = readVocabularyText(
      `ไข้หวัด\nflu, ไข้หวัดใหญ่\nอินฟลูเอนซา, FLU\n..., ยุง\n${"ก".repeat(81)}, ข`,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^บรรทัดที่ 1: มีคำเดียว/),
      expect.stringMatching(/^บรรทัดที่ 3: “FLU” อยู่ในบรรทัดที่ 2 แล้ว/),
      expect.stringMatching(/^บรรทัดที่ 4: “...” ไม่มีตัวอักษร/),
      expect.stringMatching(/^บรรทัดที่ 5: .* ยาวเกิน 80 ตัวอักษร/),
    ]);
  });
});

for (const database of testDatabases()) {
  describe(`vocabulary in search on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    const titles = async (text: string, live = false) =>
      (await searchSite({ text, page: 1, pageSize: 10, live })).page.items.map((i) => i.title);
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "vocab.admin", "admin");
      staff = await addStaff(db, "vocab.staff", "staff");
      const news = (title: string, age: number, body = "") =>
        addItem(db, { type: "news", subject: "health", title, body }, age);
      await news("สถานการณ์โควิด-19 ในจังหวัด", 1);
      await news("COVID-19 booster for older people", 2);
      await news("รู้ทันไข้เลือดออกหน้าฝน", 3);
      await news("ยุงลายกับไข้เดงกี", 9);
      await news("ค่าฝุ่นละอองขนาดเล็กเกินมาตรฐาน", 4);
      await news("อาสาสมัครสาธารณสุขประจำหมู่บ้านดีเด่น", 5);
      await news("ประชุมประจำเดือน", 6, "<p>วาระเรื่อง อสม. และงบประมาณ</p>");
      await addItem(db, { type: "page", subject: "about", title: "ประวัติความเป็นมา" }, 30);
      await addItem(
        db,
        {
          type: "executive",
          title: "นายแพทย์สมชาย ใจดี",
          details: JSON.stringify({ position: "นายแพทย์สาธารณสุขจังหวัด" }),
        },
        30,
      );
      await addItem(db, { type: "multimedia", title: "สาธิตการล้างมือ 7 ขั้นตอน" }, 30);
      await reindexAll(db);
    });
    afterAll(() => database.close());

    it("finds a topic by any of its names, what was typed first", async () => {
      expect(await titles("โควิด")).toEqual([
        "สถานการณ์โควิด-19 ในจังหวัด",
        "COVID-19 booster for older people",
      ]);
      expect(await titles("covid")).toEqual([
        "COVID-19 booster for older people",
        "สถานการณ์โควิด-19 ในจังหวัด",
      ]);
      expect(await titles("dengue")).toEqual(["รู้ทันไข้เลือดออกหน้าฝน", "ยุงลายกับไข้เดงกี"]);
      expect(await titles("ไข้เดงกี")).toEqual(["ยุงลายกับไข้เดงกี", "รู้ทันไข้เลือดออกหน้าฝน"]);
      expect(await titles("PM2.5")).toEqual(["ค่าฝุ่นละอองขนาดเล็กเกินมาตรฐาน"]);
      // A title holding the term in another form comes before a body holding the one typed.
      expect(await titles("อสม.")).toEqual(["อาสาสมัครสาธารณสุขประจำหมู่บ้านดีเด่น", "ประชุมประจำเดือน"]);
      expect(await titles("โควิด จังหวัด")).toEqual(["สถานการณ์โควิด-19 ในจังหวัด"]);
      expect(await titles("โควิ", true)).toContain("สถานการณ์โควิด-19 ในจังหวัด");
    });

    it("finds the site's own pages and the executives, by where they are filed too", async () => {
      expect(await titles("เกี่ยวกับเรา")).toEqual(["ประวัติความเป็นมา"]);
      expect(await titles("ผู้บริหาร")).toEqual(["นายแพทย์สมชาย ใจดี"]);
      expect(await titles("นายแพทย์สาธารณสุขจังหวัด")).toEqual(["นายแพทย์สมชาย ใจดี"]);
      // Filed in the multimedia list, which the vocabulary puts with videos.
      expect(await titles("มัลติมีเดีย")).toEqual(["สาธิตการล้างมือ 7 ขั้นตอน"]);
      expect(await titles("วิดีโอ ล้างมือ")).toEqual(["สาธิตการล้างมือ 7 ขั้นตอน"]);
    });

    it("marks the other forms in the results", async () => {
      const [hit] = (await searchSite({ text: "dengue", page: 1, pageSize: 10 })).page.items;
      expect(hit!.titleParts.filter((p) => p.hit).map((p) => p.text)).toEqual(["ไข้เลือดออก"]);
      // "covid" widens to โควิด 19 too: its 19 is marked only beside โควิด.
      const marked = (await searchSite({ text: "covid", page: 1, pageSize: 10 })).page.items
        .flatMap((item) => [...item.titleParts, ...item.snippetParts])
        .filter((p) => p.hit)
        .map((p) => p.text);
      expect(marked.length).toBeGreaterThan(0);
      expect(marked).not.toContain("19");
    });

    it("an administrator's own vocabulary takes over at once; a general user cannot change it", async () => {
      expect(await vocabularyGroups()).toHaveLength(STARTER_VOCABULARY.length);
      expect(await titles("qzqzq")).toEqual([]);
      const request = new Request("http://localhost/admin/settings/search");
      await expect(
        saveVocabulary(actorOf(request, staff), "qzqzq, ไข้เลือดออก"),
      ).rejects.toMatchObject({ status: 403 });
      const refused = await saveVocabulary(actorOf(request, admin), "qzqzq");
      expect(refused).toMatchObject({ ok: false, code: "vocabulary.invalid", status: 400 });
      expect(await saveVocabulary(actorOf(request, admin), "qzqzq, ไข้เลือดออก")).toEqual({
        ok: true,
        groups: 1,
      });
      expect(await titles("qzqzq")).toEqual(["รู้ทันไข้เลือดออกหน้าฝน"]);
      expect(await titles("dengue")).toEqual([]);
      expect(await describeExpansion("qzqzq", parseQuery("qzqzq"))).toEqual([
        "ตัดคำเป็น: qzqzq",
        "qzqzq → qzqzq หรือ ไข้เลือดออก",
      ]);
    });
  });
}
