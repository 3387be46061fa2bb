import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { selfCheck } from "./self-check.server.ts";

for (const database of testDatabases()) {
  describe(`the ITA self-check on ${database.name}`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    /** The checks of the kinds the standard asks for (after the four about pages; news, FAQ). */
    async function kindChecks() {
      const [organisation, services] = await selfCheck();
      return { organisation: organisation!.checks.slice(4), services: services!.checks };
    }

    it("checks the kinds the standard asks for, each fixed from its back-office list", async () => {
      const groups = await selfCheck();
      expect(groups.map((g) => g.checks[0]!.fix)).toEqual([
        "/admin/pages/about",
        "/admin/news/office",
        "/admin/settings",
        "/admin/pages/policy",
        "/admin/write/announce_document",
      ]);
      expect(await kindChecks()).toEqual({
        organisation: [
          {
            label: "ผู้บริหาร (ชื่อ ตำแหน่ง ช่องทางติดต่อ)",
            state: "missing",
            note: "0 คน",
            fix: "/admin/pages/executives",
          },
        ],
        services: [
          {
            label: "ข่าวประชาสัมพันธ์",
            state: "missing",
            note: "ยังไม่มีข่าว",
            fix: "/admin/news/office",
          },
          { label: "คำถามที่พบบ่อย", state: "missing", note: "ยังไม่มี", fix: "/admin/announce/faq" },
        ],
      });

      await addItem(db, { title: "ข่าวเมื่อเดือนก่อน", type: "news", subject: "health" }, 40);
      await addItem(db, { title: "ถามบ่อย", type: "faq" }, 3);
      await addItem(db, { title: "ผู้อำนวยการ", type: "executive" }, 3);
      const later = await kindChecks();
      expect(later.organisation[0]).toMatchObject({ state: "present", note: "1 คน" });
      expect(later.services).toMatchObject([
        { state: "stale", note: "ไม่มีข่าวใหม่ใน 30 วันที่ผ่านมา" },
        { state: "present", note: "" },
      ]);

      await addItem(db, { title: "ข่าวสัปดาห์นี้", type: "news", subject: "office" }, 2);
      expect((await kindChecks()).services[0]).toMatchObject({
        state: "present",
        note: "มีข่าวใน 30 วันที่ผ่านมา",
      });
    });
  });
}
