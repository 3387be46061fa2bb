import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addImage, addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { findMedia } from "../../db/media/media.server.ts";
import { SITE_SETTINGS } from "../../db/seed/settings-data.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { removeCaptions } from "./media-captions.server.ts";
import {
  deleteMedia,
  saveAlt,
  saveDetails,
  SHOWN_LIVE_REFUSED,
  usageOf,
} from "./media-library.server.ts";
import { acceptUpload } from "./media-upload.server.ts";
import { AppError, failure } from "../../lib/app-error.ts";
import { saveSiteSettings } from "../site/settings.server.ts";
import { formValuesOf } from "../site/site-settings-form.server.ts";
import { actorOf, incomingFile } from "../../lib/http.server.ts";

for (const database of testDatabases()) {
  describe(`media in use on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let writer: StaffUser;
    const actor = (user = admin) =>
      actorOf(new Request("http://localhost/admin/library", { method: "POST" }), user);
    const details = {
      alt: "ข้อความใหม่",
      caption: "คำบรรยายใหม่",
      credit: "",
      focalX: "50",
      focalY: "50",
    };
    const denials = async () =>
      (
        await db
          .selectFrom("audit_log")
          .select("detail")
          .where("action", "=", "permission-denied")
          .where("username", "=", writer.username)
          .execute()
      ).map((row) => row.detail);
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
      writer = await addStaff(db, "library.writer", "staff");
    });
    afterAll(() => database.close());

    it("the site's logo counts as in use and cannot be deleted until another logo is chosen", async () => {
      const logo = await addImage(db, "โลโก้สำนักงาน");
      await setLogo(logo);
      expect(await usageOf(logo)).toEqual({ items: [], logo: true });
      const refused = await deleteMedia(actor(), (await findMedia(db, logo))!);
      expect(refused).toMatchObject({ ok: false, code: "media.is-logo", usedBy: { logo: true } });
      expect(!refused.ok && refused.message).toMatch(/โลโก้ของเว็บไซต์/);
      expect(await findMedia(db, logo)).not.toBeNull();

      await setLogo(null);
      expect(await usageOf(logo)).toEqual({ items: [], logo: false });
      expect(await deleteMedia(actor(), (await findMedia(db, logo))!)).toEqual({ ok: true });
      expect(await findMedia(db, logo)).toBeNull();
      expect(
        await db
          .selectFrom("audit_log")
          .select("detail")
          .where("action", "=", "media-deleted")
          .execute(),
      ).toEqual([{ detail: `โลโก้สำนักงาน.jpg (#${logo})` }]);
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
        code: "media.in-use",
        status: 409,
        usedBy: { logo: false, items: [{ itemId: item, use: "cover" }] },
      });
      expect(await findMedia(db, cover)).not.toBeNull();
    });

    it("a general user cannot change a file a live page shows: details, captions and replacing are refused and audited", async () => {
      const cover = await addImage(db, "ภาพปกข่าวที่เผยแพร่");
      await addItem(db, {
        type: "news",
        subject: "health",
        title: "ข่าวเผยแพร่แล้ว",
        cover_media_id: cover,
      });
      const before = await findMedia(db, cover);

      expect(await saveDetails(actor(writer), before!, details)).toEqual(
        failure("media.shown-live"),
      );
      expect(await removeCaptions(actor(writer), before!)).toEqual(failure("media.shown-live"));
      const replacing = new Request("http://localhost/admin/library/upload", {
        method: "POST",
        body: new Uint8Array([1, 2, 3]),
      });
      const refused = await acceptUpload(
        actorOf(replacing, writer),
        incomingFile(replacing),
        before!,
      ).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 403, message: SHOWN_LIVE_REFUSED });

      expect(await findMedia(db, cover)).toEqual(before);
      expect(await denials()).toEqual([
        expect.stringMatching(new RegExp(`^content\\.publish .* media-details #${cover}$`)),
        expect.stringMatching(new RegExp(`^content\\.publish .* media-captions-remove #${cover}$`)),
        expect.stringMatching(new RegExp(`^content\\.publish .* media-replace #${cover}$`)),
      ]);

      expect(await saveDetails(actor(), before!, details)).toEqual({ ok: true });
      expect(await findMedia(db, cover)).toMatchObject({ alt: "ข้อความใหม่" });
      expect(
        await db
          .selectFrom("audit_log")
          .select(["username", "detail"])
          .where("action", "=", "media-details-changed")
          .execute(),
      ).toEqual([{ username: admin.username, detail: `${before!.original_name} (#${cover})` }]);
    });

    it("a general user may change a file only drafts use, and one nothing uses; not the logo", async () => {
      const draftCover = await addImage(db, "ภาพปกฉบับร่าง");
      await addItem(db, {
        type: "news",
        subject: "health",
        title: "ข่าวฉบับร่าง",
        status: "draft",
        cover_media_id: draftCover,
      });
      const loose = await addImage(db, "ภาพที่ยังไม่มีใครใช้");
      for (const id of [draftCover, loose])
        expect(await saveDetails(actor(writer), (await findMedia(db, id))!, details)).toEqual({
          ok: true,
        });

      const logo = await addImage(db, "โลโก้ที่แสดงทุกหน้า");
      await setLogo(logo);
      expect(await saveDetails(actor(writer), (await findMedia(db, logo))!, details)).toMatchObject(
        {
          ok: false,
        },
      );
      await setLogo(null);
    });

    it("the editor's picker sets the alt text alone, keeps caption, credit and focal point, and refuses an empty one", async () => {
      const image = await addImage(db, "ภาพจากตัวเลือก");
      await saveDetails(actor(writer), (await findMedia(db, image))!, {
        alt: "",
        caption: "คำบรรยายเดิม",
        credit: "ภาพโดยกลุ่มงาน",
        focalX: "30",
        focalY: "70",
      });
      const before = (await findMedia(db, image))!;
      expect(await saveAlt(actor(writer), before, "   ")).toMatchObject({
        ok: false,
        code: "media.invalid",
        fields: { alt: expect.stringMatching(/อธิบายภาพ/) },
      });
      expect(await saveAlt(actor(writer), before, " อสม. วัดความดันให้ผู้สูงอายุ ")).toEqual({
        ok: true,
      });
      expect(await findMedia(db, image)).toMatchObject({
        alt: "อสม. วัดความดันให้ผู้สูงอายุ",
        caption: "คำบรรยายเดิม",
        credit: "ภาพโดยกลุ่มงาน",
        focal_x: expect.closeTo(0.3, 6),
        focal_y: expect.closeTo(0.7, 6),
      });
    });
  });
}
