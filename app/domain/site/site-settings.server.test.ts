import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addImage, addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { DEFAULT_SETTINGS } from "../../content/site-settings.ts";
import { listAuditEntries } from "../../db/operations/audit.server.ts";
import type { Db } from "../../db/client.server.ts";
import { SITE_SETTINGS } from "../../db/seed/settings-data.ts";
import { writeSetting } from "../../db/site/settings.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { homePage } from "../content/content.server.ts";
import {
  getSiteSettings,
  saveSiteSettings,
  requestSettings,
  siteSettings,
  storedSiteSettings,
} from "./settings.server.ts";
import { activeSiteAlert } from "./site-alert.server.ts";
import { formValuesOf } from "./site-settings-form.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const request = () => new Request("http://localhost/admin/settings", { method: "POST" });

for (const database of testDatabases()) {
  describe(`site settings on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const actor = () => actorOf(request(), admin);
    const settingsAudits = async () =>
      (await listAuditEntries(db, { action: "settings-changed" }, { limit: 50, offset: 0 })).rows;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "editor", "admin");
    });
    afterAll(() => database.close());

    it("reads defaults when nothing is stored, and a wrong stored value falls back alone", async () => {
      expect(await getSiteSettings()).toEqual(DEFAULT_SETTINGS);
      await writeSetting(db, "site", {
        officeName: "สำนักงานเก่า",
        phones: [1669],
        homeSections: [{ type: "news", count: 99 }],
        logoMediaId: "7",
      });
      const site = await getSiteSettings();
      expect(site.officeName).toBe("สำนักงานเก่า");
      expect(site.phones).toEqual(DEFAULT_SETTINGS.phones);
      expect(site.homeSections).toEqual(DEFAULT_SETTINGS.homeSections);
      expect(site.logoMediaId).toBeNull();
    });

    it("saves valid settings, shows them at once and audits which ones changed", async () => {
      const before = (await settingsAudits()).length;
      const saved = await saveSiteSettings(actor(), formValuesOf(SITE_SETTINGS));
      expect(saved.ok).toBe(true);
      expect(await storedSiteSettings()).toEqual(SITE_SETTINGS);

      const values = formValuesOf(SITE_SETTINGS);
      const changed = await saveSiteSettings(actor(), {
        ...values,
        phones: ["0 4399 0000"],
        email: "info@sukjai-health.example.org",
      });
      expect(changed).toEqual({ ok: true, changed: ["เบอร์โทรศัพท์", "อีเมล"] });
      const site = await getSiteSettings();
      expect(site.phones).toEqual(["0 4399 0000"]);
      expect(site.email).toBe("info@sukjai-health.example.org");
      const audits = await settingsAudits();
      expect(audits).toHaveLength(before + 2);
      expect(audits[0]).toMatchObject({
        username: "editor",
        detail: "ตั้งค่าเว็บไซต์: เบอร์โทรศัพท์, อีเมล",
      });
    });

    it("stores nothing and audits nothing when the form is refused or unchanged", async () => {
      const stored = await storedSiteSettings();
      const audits = (await settingsAudits()).length;
      const refused = await saveSiteSettings(actor(), {
        ...formValuesOf(stored),
        officeName: "ชื่อใหม่",
        email: "ไม่ใช่อีเมล",
      });
      expect(refused.ok).toBe(false);
      expect(await storedSiteSettings()).toEqual(stored);
      expect(await saveSiteSettings(actor(), formValuesOf(stored))).toEqual({
        ok: true,
        changed: [],
      });
      expect(await settingsAudits()).toHaveLength(audits);
    });

    it("takes a library image as the logo with its alt text, and refuses anything else", async () => {
      const image = await addImage(db, "ตราสำนักงาน");
      const values = formValuesOf(await storedSiteSettings());
      expect((await saveSiteSettings(actor(), { ...values, logoMediaId: String(image) })).ok).toBe(
        true,
      );
      expect((await getSiteSettings()).logo).toMatchObject({ id: image, alt: "ตราสำนักงาน" });

      const file = await addImage(db, "เอกสาร");
      await db.updateTable("media").set({ kind: "document" }).where("id", "=", file).execute();
      for (const id of [file, 999_999]) {
        expect(await saveSiteSettings(actor(), { ...values, logoMediaId: String(id) })).toEqual({
          ok: false,
          code: "settings.invalid",
          status: 400,
          message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ",
          fields: { logoMediaId: "ไม่พบรูปภาพนี้ในคลังสื่อ กรุณาเลือกใหม่" },
        });
      }
      expect((await getSiteSettings()).logoMediaId).toBe(image);
    });

    it("builds the home page from the chosen sections, in their order and counts", async () => {
      for (let i = 1; i <= 4; i++) {
        await addItem(db, { type: "faq", title: `คำถาม ${i}` }, i);
        await addItem(db, { type: "news", title: `ข่าว ${i}`, subject: "health" }, i);
      }
      const page = await homePage([
        { type: "faq", count: 3 },
        { type: "news", count: 1 },
      ]);
      expect(page.sections.map((s) => [s.type, s.items.length])).toEqual([
        ["faq", 3],
        ["news", 1],
      ]);
      expect(page.sections[1]!.items[0]!.title).toBe("ข่าว 1");
    });

    it("reads the settings once per request, and afresh for the next request", async () => {
      const first = new RouterContextProvider();
      const reading = siteSettings(first);
      expect(siteSettings(first)).toBe(reading);
      const before = (await reading).officeName;
      await writeSetting(db, "site", { ...(await storedSiteSettings()), officeName: "สำนักงานใหม่" });
      expect((await siteSettings(first)).officeName).toBe(before);
      expect((await siteSettings(new RouterContextProvider())).officeName).toBe("สำนักงานใหม่");
    });

    it("draws a request's site-wide alert from the same single read", async () => {
      const request = new RouterContextProvider();
      expect(requestSettings(request)).toBe(requestSettings(request));
      await siteSettings(request);
      const alert = { on: true, level: "warning", text: "งดให้บริการ", link: "", endsAt: null };
      await writeSetting(db, "alert", alert);
      expect(await activeSiteAlert(new Date(), requestSettings(request))).toBeNull();
      const next = requestSettings(new RouterContextProvider());
      expect(await activeSiteAlert(new Date(), next)).toMatchObject({ text: "งดให้บริการ" });
      await writeSetting(db, "alert", { ...alert, on: false });
    });
  });
}
