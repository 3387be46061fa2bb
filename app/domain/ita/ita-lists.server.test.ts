import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { ITA_LIST_STARTERS } from "../../content/ita-list-starters.ts";
import { formValuesOf, type GroupRow } from "../../content/ita-list-form.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import type { Db } from "../../db/client.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import { informationCentre } from "./information-centre.server.ts";
import { itaListGroups, restoreItaList, saveItaList, sourceOptions } from "./ita-lists.server.ts";
import { selfCheck } from "./self-check.server.ts";

const DAY = "2026-07-15"; // fiscal year 2569
const ABOUT = "/admin/pages/about";
const POLICY = "/admin/pages/policy";
const NEW_DOCUMENT = "/admin/write/announce_document";
const STANDARD = "มาตรฐานเว็บไซต์ภาครัฐ";
const ACT_7 = `${STANDARD} · พ.ร.บ.ข้อมูลข่าวสารฯ มาตรา 7`;
const missing = (label: string, fix: string | null, note = "ยังไม่มี") =>
  ({ label, state: "missing", note, fix }) as const;
const present = (label: string, fix: string | null, note = "") =>
  ({ label, state: "present", note, fix }) as const;

/** What the self-check showed on a new site before its groups became data (the notes of a page
 * not yet published excepted: they said “เผยแพร่แล้ว” beside “ยังไม่มี”). */
const NEW_SITE = [
  {
    title: "ข้อมูลหน่วยงาน",
    basis: ACT_7,
    checks: [
      ...["ประวัติสำนักงาน", "วิสัยทัศน์และพันธกิจ", "โครงสร้างองค์กร", "อำนาจหน้าที่"].map((l) =>
        missing(l, ABOUT),
      ),
      missing("ผู้บริหาร (ชื่อ ตำแหน่ง ช่องทางติดต่อ)", "/admin/pages/executives", "0 คน"),
    ],
  },
  {
    title: "ข่าวสารและบริการ",
    basis: STANDARD,
    checks: [
      missing("ข่าวประชาสัมพันธ์", "/admin/news/office", "ยังไม่มีข่าว"),
      missing("คำถามที่พบบ่อย", "/admin/announce/faq"),
    ],
  },
  {
    title: "ช่องทางติดต่อและการมีส่วนร่วม",
    basis: ACT_7,
    checks: [
      missing("ที่อยู่ โทรศัพท์ และอีเมลของสำนักงาน", "/admin/settings"),
      missing("ช่องทางโซเชียลมีเดียอย่างน้อยหนึ่งช่องทาง", "/admin/settings"),
      present("แบบฟอร์มติดต่อ", null, "หน้าติดต่อสำนักงาน"),
      present(
        "หัวข้อ “ขอข้อมูลข่าวสารของราชการ” ในแบบฟอร์มติดต่อ (ศูนย์ข้อมูลข่าวสาร)",
        "/admin/settings",
        "คำขอเข้ากล่องข้อความในหัวข้อนี้",
      ),
      present("แผนผังเว็บไซต์", null, "หน้าแผนผังเว็บไซต์"),
    ],
  },
  {
    title: "นโยบายเว็บไซต์และการเข้าถึง",
    basis: STANDARD,
    checks: [
      ...[
        "นโยบายคุ้มครองข้อมูลส่วนบุคคล",
        "นโยบายคุกกี้",
        "นโยบายการรักษาความมั่นคงปลอดภัยเว็บไซต์",
        "ข้อกำหนดการใช้งานเว็บไซต์",
        "การเข้าถึงเว็บไซต์",
      ].map((l) => missing(l, POLICY)),
      missing("เว็บไซต์ใช้ HTTPS", null, "ตั้งค่า BASE_URL ให้ขึ้นต้นด้วย https://"),
    ],
  },
  {
    title: "เอกสารที่เปิดให้ตรวจดู ปีงบประมาณ 2569",
    basis: "พ.ร.บ.ข้อมูลข่าวสารฯ มาตรา 7 และ 9",
    checks: [
      missing("แผนงานและโครงการ", NEW_DOCUMENT, "ยังไม่มีเอกสาร"),
      missing("งบประมาณและการจัดซื้อจัดจ้าง", NEW_DOCUMENT, "ยังไม่มีเอกสาร"),
      missing("ระเบียบ คำสั่ง และข้อมูลพื้นฐาน", NEW_DOCUMENT),
    ],
  },
];

const CENTRE_HEADINGS = [
  ["โครงสร้างและการจัดองค์กร อำนาจหน้าที่", "มาตรา 7 (1) และ (2)"],
  ["กฎ ระเบียบ คำสั่ง และนโยบาย", "มาตรา 7 (4)"],
  ["แผนงาน โครงการ และผลการดำเนินงาน", "มาตรา 9 (3)"],
  ["งบประมาณ การจัดซื้อจัดจ้าง และสัญญา", "มาตรา 9 (3) และ (8)"],
];

for (const database of testDatabases()) {
  describe(`the ITA lists as data on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    const as = (user: StaffUser) => actorOf(new Request("http://localhost/admin/ita"), user);
    const stored = async () => (await readSettings(db)).get("ita-self-check");

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "lists.admin", "admin");
      staff = await addStaff(db, "lists.staff", "staff");
    });
    afterAll(() => database.close());
    beforeEach(async () => {
      await db.deleteFrom("settings").where("key", "like", "ita-%").execute();
    });

    it("a new site's self-check and information centre are what the code showed", async () => {
      expect(await itaListGroups("self-check")).toEqual(ITA_LIST_STARTERS["self-check"]);
      expect(await selfCheck(DAY)).toEqual(NEW_SITE);
      const centre = await informationCentre(DAY);
      expect(centre.map((s) => [s.title, s.basis])).toEqual(CENTRE_HEADINGS);
      expect(centre.map((s) => [s.links, s.more])).toEqual(CENTRE_HEADINGS.map(() => [[], []]));

      // The about pages by their own titles, and a category's newest five with its whole list.
      await addItem(db, { type: "page", subject: "about", slug: "duties", title: "หน้าที่ของเรา" });
      await addItem(db, { type: "page", subject: "about", slug: "structure", title: "ผังองค์กร" });
      for (let i = 1; i <= 6; i++)
        await addItem(db, { type: "document", subject: "plan", title: `แผนฉบับที่ ${i}` }, 10 - i);
      const [structure, , plans] = await informationCentre(DAY);
      expect(structure!.links.map((l) => [l.label, l.href])).toEqual([
        ["ผังองค์กร", "/about/structure"],
        ["หน้าที่ของเรา", "/about/duties"],
      ]);
      expect(plans!.links.map((l) => l.label)).toHaveLength(5);
      expect(plans!.more).toEqual([
        { label: "แผนและผลการดำเนินงานทั้งหมด (6 รายการ)", path: "/documents?category=plan" },
      ]);
      expect((await selfCheck(DAY))[0]!.checks[3]).toEqual(
        present("อำนาจหน้าที่", ABOUT, "เผยแพร่แล้ว"),
      );
    });

    it("an administrator's list changes what the self-check and the information centre show", async () => {
      const checks = formValuesOf(ITA_LIST_STARTERS["self-check"]);
      const [organisation, services] = checks as [GroupRow, GroupRow];
      organisation.title = "ข้อมูลสำนักงาน ปี {ปี}";
      organisation.entries[0]!.remove = true; // ประวัติสำนักงาน
      organisation.order = "2";
      services.order = "1";
      services.entries[0]!.order = "2";
      services.entries[1]!.order = "3";
      services.entries.push({
        label: "",
        source: "documents-year:integrity",
        url: "",
        order: "1",
        remove: false,
      });
      expect(await saveItaList(as(admin), "self-check", checks)).toEqual({
        ok: true,
        groups: 5,
        entries: 21,
      });
      const shown = await selfCheck(DAY);
      expect(shown.map((g) => g.title).slice(0, 2)).toEqual([
        "ข่าวสารและบริการ",
        "ข้อมูลสำนักงาน ปี 2569",
      ]);
      expect(shown[0]!.checks.map((c) => [c.label, c.note])).toEqual([
        ["คุณธรรมและความโปร่งใส (ปีงบประมาณนี้)", "ยังไม่มีเอกสาร"],
        ["ข่าวประชาสัมพันธ์", "ยังไม่มีข่าว"],
        ["คำถามที่พบบ่อย", "ยังไม่มี"],
      ]);
      expect(shown[1]!.checks.map((c) => c.label)[0]).toBe("วิสัยทัศน์และพันธกิจ");

      const centre: GroupRow[] = [
        {
          title: "จัดซื้อจัดจ้าง",
          basis: "",
          order: "1",
          remove: false,
          entries: [
            {
              label: "ระบบ e-GP",
              source: "link",
              url: "https://www.gprocurement.go.th",
              order: "2",
              remove: false,
            },
            { label: "เอกสารแผน", source: "documents:plan", url: "", order: "1", remove: false },
          ],
        },
      ];
      expect(await saveItaList(as(admin), "information-centre", centre)).toMatchObject({
        ok: true,
      });
      const [only, ...rest] = await informationCentre(DAY);
      expect(rest).toEqual([]);
      expect(only!.title).toBe("จัดซื้อจัดจ้าง");
      expect(only!.links.at(-1)).toMatchObject({
        label: "ระบบ e-GP",
        href: "https://www.gprocurement.go.th",
        external: true,
      });
      expect(only!.more).toEqual([
        { label: "เอกสารแผนทั้งหมด (6 รายการ)", path: "/documents?category=plan" },
      ]);
      const options = await sourceOptions("information-centre", []);
      expect(options).toContainEqual({
        value: "about-page:duties",
        label: "หน้าเกี่ยวกับสำนักงาน: หน้าที่ของเรา",
      });
      expect(options).toContainEqual({ value: "link", label: "ลิงก์ภายนอก (https://)" });

      await restoreItaList(as(admin), "information-centre");
      expect((await informationCentre(DAY)).map((s) => [s.title, s.basis])).toEqual(
        CENTRE_HEADINGS,
      );
    });

    it("refuses a general user, and a list it cannot keep, storing nothing", async () => {
      const rows = formValuesOf(ITA_LIST_STARTERS["self-check"]);
      await expect(saveItaList(as(staff), "self-check", rows)).rejects.toMatchObject({
        status: 403,
      });
      await expect(restoreItaList(as(staff), "self-check")).rejects.toMatchObject({ status: 403 });
      rows[0]!.entries[0]!.source = "javascript:alert(1)";
      rows[1]!.title = "";
      expect(await saveItaList(as(admin), "self-check", rows)).toMatchObject({
        ok: false,
        code: "ita.invalid",
        status: 400,
        fields: {
          "g0-e0-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
          "g1-title": "กรุณาระบุชื่อหมวด",
        },
      });
      expect(await stored()).toBeUndefined();
    });

    it("reads a stored list it cannot understand as the starter, and leaves out a source it no longer knows", async () => {
      await writeSetting(db, "ita-self-check", { not: "a list" });
      expect(await itaListGroups("self-check")).toEqual(ITA_LIST_STARTERS["self-check"]);
      await writeSetting(db, "ita-self-check", [
        {
          title: "หมวด",
          basis: "",
          entries: [
            { label: "เก่า", source: { kind: "content-kind", type: "page" } },
            { label: "สคริปต์", source: { kind: "link", url: "javascript:alert(1)" } },
            { label: "ได้", source: { kind: "https" } },
          ],
        },
      ]);
      expect(await itaListGroups("self-check")).toEqual([
        { title: "หมวด", basis: "", entries: [{ label: "ได้", source: { kind: "https" } }] },
      ]);
    });
  });
}
