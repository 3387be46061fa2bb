import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../tests/support/databases.ts";
import { addImage, addItem, addStaff } from "../../tests/support/fixtures.ts";
import type { Db } from "../db/client.server.ts";
import { findMedia } from "../db/media.server.ts";
import { SITE_SETTINGS } from "../db/seed/settings-data.ts";
import type { StaffUser } from "../db/users.server.ts";
import { deleteMedia, usageOf } from "./media-library.server.ts";
import { saveSiteSettings } from "./settings.server.ts";
import { formValuesOf } from "./site-settings-form.server.ts";

for (const database of testDatabases()) {
  describe(`media in use on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const actor = () => ({ request: new Request("http://localhost/admin/library"), user: admin });
    const setLogo = async (id: number | null) =>
      expect(
        await saveSiteSettings(actor(), {
          ...formValuesOf(SITE_SETTINGS),
          logoMediaId: id === null ? "" : String(id),
        }),
      ).toMatchObject({ ok: true });

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "library.admin", "admin");
    });
    afterAll(() => database.close());

    it("the site's logo counts as in use and cannot be deleted until another logo is chosen", async () => {
      const logo = await addImage(db, "โลโก้สำนักงาน");
      await setLogo(logo);
      expect(await usageOf(logo)).toEqual({ items: [], logo: true });
      const refused = await deleteMedia(actor(), (await findMedia(db, logo))!);
      expect(refused).toMatchObject({ ok: false, usedBy: { logo: true } });
      expect(!refused.ok && refused.message).toMatch(/โลโก้ของเว็บไซต์/);
      expect(await findMedia(db, logo)).not.toBeNull();

      await setLogo(null);
      expect(await usageOf(logo)).toEqual({ items: [], logo: false });
      expect(await deleteMedia(actor(), (await findMedia(db, logo))!)).toEqual({ ok: true });
      expect(await findMedia(db, logo)).toBeNull();
    });

    it("a cover in use by an item is refused with the items that use it", async () => {
      const cover = await addImage(db, "ภาพปกข่าว");
      const item = await addItem(db, {
        type: "news",
        subject: "health",
        title: "ข่าวมีภาพปก",
        cover_media_id: cover,
      });
      const refused = await deleteMedia(actor(), (await findMedia(db, cover))!);
      expect(refused).toMatchObject({
        ok: false,
        usedBy: { logo: false, items: [{ itemId: item, use: "cover" }] },
      });
      expect(await findMedia(db, cover)).not.toBeNull();
    });
  });
}
