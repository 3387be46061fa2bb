import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { STARTER_SEARCH_WORDS } from "../../content/search-words.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { keepWordsInSearch, keptWordsPattern, tokenize } from "../../lib/search-text.ts";
import { runDueJobs } from "../operations/jobs.server.ts";
import { indexedWithOtherWords, reindexAll } from "./search-indexing.server.ts";
import {
  readSearchWordsText,
  reindexIfWordsChanged,
  saveSearchWords,
  searchWordList,
} from "./search-words.server.ts";
import { searchSite } from "./search.server.ts";

describe("words kept whole", () => {
  const starter = keptWordsPattern(STARTER_SEARCH_WORDS);

  it("keeps transliterated names whole where the dictionary cuts them into pieces", () => {
    expect(tokenize("ผู้ป่วยโควิด-19 เพิ่มขึ้น", null)).toEqual([
      "ผู้",
      "ป่วย",
      "โค",
      "วิด",
      "19",
      "เพิ่ม",
      "ขึ้น",
    ]);
    expect(tokenize("ผู้ป่วยโควิด-19 เพิ่มขึ้น", starter)).toEqual(["ผู้", "ป่วย", "โควิด", "19", "เพิ่ม", "ขึ้น"]);
    expect(tokenize("ภาวะสมองเสื่อมและอัลไซเมอร์", starter)).toContain("อัลไซเมอร์");
    expect(tokenize("ไข้เดงกีในเด็ก", starter)).toEqual(["ไข้", "เดงกี", "ใน", "เด็ก"]);
  });

  it("never where a syllable starts before the word or goes on after it", () => {
    const pattern = keptWordsPattern(["โค"]);
    expect(tokenize("โคนม", pattern)).toContain("โค");
    // เ belongs to the letter after it; ่ and า go on from the one before.
    expect(tokenize("เโค", pattern)).not.toContain("โค");
    expect(tokenize("โค่น", pattern)).not.toContain("โค");
    expect(tokenize("โคา", pattern)).not.toContain("โค");
  });

  it("reads the back-office's list and names what it refuses", () => {
    expect(readSearchWordsText("โควิด\n  อัลไซเมอร์ , โควิด\n")).toEqual({
      words: ["โควิด", "อัลไซเมอร์"],
      errors: [],
    });
    expect(readSearchWordsText("covid\nก\nโค วิด\nไข้-เลือด").errors).toEqual([
      "“covid” ต้องเป็นอักษรไทยล้วน ไม่มีช่องว่างหรือเครื่องหมาย",
      "“ก” ต้องยาว 2 ถึง 40 ตัวอักษร",
      "“ไข้-เลือด” ต้องเป็นอักษรไทยล้วน ไม่มีช่องว่างหรือเครื่องหมาย",
    ]);
  });
});

for (const database of testDatabases()) {
  describe(`words kept whole in search on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    const titles = async (text: string) =>
      (await searchSite({ text, page: 1, pageSize: 10 })).page.items.map((i) => i.title);
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      keepWordsInSearch(STARTER_SEARCH_WORDS);
      admin = await addStaff(db, "words.admin", "admin");
      staff = await addStaff(db, "words.staff", "staff");
      const news = (title: string, age: number) =>
        addItem(db, { type: "news", subject: "health", title }, age);
      await news("สถานการณ์โควิดในจังหวัด", 1);
      await news("โคนมกับการวิดน้ำเข้านา", 2);
      await news("ชาวนาวิดน้ำช่วยโคกระบือ", 3);
      await news("โรคพิษสุนัขบ้าในแมว", 4);
      await reindexAll(db);
    });
    afterAll(async () => {
      keepWordsInSearch(STARTER_SEARCH_WORDS);
      await database.close();
    });

    it("finds a kept word and not the pieces it used to be cut into", async () => {
      expect(await titles("โควิด")).toEqual(["สถานการณ์โควิดในจังหวัด"]);
      expect(await indexedWithOtherWords()).toBe(false);
      expect(await reindexIfWordsChanged()).toBe(false);
    });

    it("an administrator's words are kept whole at once and the index is rebuilt in the background", async () => {
      const request = new Request("http://localhost/admin/settings/search");
      await expect(saveSearchWords(actorOf(request, staff), "สุนัขบ้า")).rejects.toMatchObject({
        status: 403,
      });
      expect(await saveSearchWords(actorOf(request, admin), "covid")).toMatchObject({
        ok: false,
        code: "vocabulary.invalid",
      });
      expect(await searchWordList()).toEqual([...STARTER_SEARCH_WORDS]);
      // พิษสุนัขบ้า kept whole: the index still has พิษ | สุนัข | บ้า until it is rebuilt.
      expect(await titles("พิษสุนัขบ้า")).toEqual(["โรคพิษสุนัขบ้าในแมว"]);
      expect(await saveSearchWords(actorOf(request, admin), "โควิด\nพิษสุนัขบ้า")).toEqual({
        ok: true,
        words: 2,
      });
      expect(await searchWordList()).toEqual(["โควิด", "พิษสุนัขบ้า"]);
      expect(tokenize("โรคพิษสุนัขบ้า")).toEqual(["โรค", "พิษสุนัขบ้า"]);
      expect(await indexedWithOtherWords()).toBe(true);
      expect(await runDueJobs()).toBeGreaterThanOrEqual(1);
      expect(await indexedWithOtherWords()).toBe(false);
      expect(await titles("พิษสุนัขบ้า")).toEqual(["โรคพิษสุนัขบ้าในแมว"]);
      // สุนัข is no word of the index now; the search for pieces of words still finds it.
      const piece = await searchSite({ text: "สุนัข", page: 1, pageSize: 10 });
      expect(piece.way).toBe("contains");
    });
  });
}
