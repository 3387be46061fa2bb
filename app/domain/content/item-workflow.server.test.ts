import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addImage, addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { findItemState } from "../../db/content/item-status.server.ts";
import { attachMedia } from "../../db/content/item-writes.server.ts";
import { latestPublished } from "../../db/content/items.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { applyWorkflow, type Actor } from "./item-workflow.server.ts";
import { runDueJobs } from "../operations/jobs.server.ts";
import { saveSecuritySettings } from "../accounts/security-settings.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const request = () => new Request("http://localhost/admin");

for (const database of testDatabases()) {
  describe(`item workflow on ${database.name}`, () => {
    let db: Db;
    let admin: Actor;
    let staff: Actor;
    const as = (user: StaffUser): Actor => actorOf(request(), user);
    const draft = (title: string) =>
      addItem(db, { type: "news", subject: "health", title, status: "draft", published_at: null });
    const version = async (id: number) => (await findItemState(db, id))!.version;
    const publicTitles = async () =>
      (await latestPublished(db, { type: "news", limit: 50 })).map((i) => i.title);

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = as(await addStaff(db, "flow.admin", "admin"));
      staff = as(await addStaff(db, "flow.staff", "staff"));
    });
    afterEach(() => vi.useRealTimers());
    afterAll(() => database.close());

    it("a general user submits, an administrator publishes, and it goes public at once", async () => {
      const id = await draft("ข่าวรอตรวจ");
      const submitted = await applyWorkflow(staff, id, await version(id), { action: "submit" });
      expect(submitted.ok && submitted.item.submitted_at).toBeTruthy();
      const refused = await applyWorkflow(staff, id, await version(id), { action: "publish" });
      expect(refused).toMatchObject({ ok: false, status: 403 });
      expect(await publicTitles()).not.toContain("ข่าวรอตรวจ");
      const published = await applyWorkflow(admin, id, await version(id), { action: "publish" });
      expect(published).toMatchObject({
        ok: true,
        item: { status: "published", submitted_at: null },
      });
      expect(await publicTitles()).toContain("ข่าวรอตรวจ");
    });

    it("general users publish directly only when an administrator allows it", async () => {
      const id = await draft("ข่าวเผยแพร่เอง");
      await saveSecuritySettings(admin, { staffCanPublish: true, requireTotpForAdmins: false });
      expect((await applyWorkflow(staff, id, await version(id), { action: "publish" })).ok).toBe(
        true,
      );
      await saveSecuritySettings(admin, { staffCanPublish: false, requireTotpForAdmins: false });
    });

    it("a stale version is a conflict, not an overwrite", async () => {
      const id = await draft("ข่าวสองคนแก้");
      const seen = await version(id);
      expect((await applyWorkflow(admin, id, seen, { action: "archive" })).ok).toBe(true);
      expect(await applyWorkflow(admin, id, seen, { action: "publish" })).toMatchObject({
        ok: false,
        status: 409,
      });
    });

    it("refuses to publish a cover image without alt text", async () => {
      const cover = await addImage(db, "");
      const id = await addItem(db, {
        type: "news",
        subject: "health",
        title: "ข่าวภาพไม่มีคำอธิบาย",
        status: "draft",
        published_at: null,
        cover_media_id: cover,
      });
      const result = await applyWorkflow(admin, id, await version(id), { action: "publish" });
      expect(result).toMatchObject({ ok: false, status: 400 });
      expect(!result.ok && result.message).toContain("ข้อความแทนภาพ");
    });

    it("keeps the site's own pages out of the trash, but not the pages an office adds", async () => {
      const policy = await addItem(db, {
        type: "page",
        subject: "policy",
        slug: "terms",
        title: "ข้อกำหนดการใช้งานเว็บไซต์",
      });
      const refused = await applyWorkflow(admin, policy, await version(policy), {
        action: "trash",
      });
      expect(!refused.ok && refused.message).toContain("ย้ายไปถังขยะไม่ได้");
      const about = await addItem(db, {
        type: "page",
        subject: "about",
        slug: "awards",
        title: "รางวัลที่ได้รับ",
      });
      expect(
        (await applyWorkflow(admin, about, await version(about), { action: "trash" })).ok,
      ).toBe(true);
    });

    it("refuses gallery photos and body images without alt text, and says which", async () => {
      const described = await addImage(db, "เด็กล้างมือ");
      const bare = await addImage(db, "");
      const id = await addItem(db, {
        type: "gallery",
        title: "อัลบั้มภาพไม่ครบคำอธิบาย",
        status: "draft",
        published_at: null,
        body: '<p><img src="/media/images/a/b-960.webp" alt=""><img src="/media/x.webp" alt="มีคำอธิบาย"></p>',
      });
      await attachMedia(db, id, "photo", [{ mediaId: described }, { mediaId: bare }]);
      const refused = await applyWorkflow(admin, id, await version(id), { action: "publish" });
      expect(!refused.ok && refused.message).toMatch(/ภาพในแกลเลอรี 1 ภาพ ภาพในเนื้อหา 1 ภาพ/);
      await db.updateTable("media").set({ alt: "ป้ายรณรงค์" }).where("id", "=", bare).execute();
      await db
        .updateTable("items")
        .set({ body: '<p><img src="/media/x.webp" alt="มีคำอธิบาย"></p>' })
        .where("id", "=", id)
        .execute();
      expect((await applyWorkflow(admin, id, await version(id), { action: "publish" })).ok).toBe(
        true,
      );
    });

    it("scheduled publishing fires once when the clock passes the time, even run twice", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T09:00:00Z") });
      const id = await draft("ข่าวตั้งเวลา");
      const at = new Date("2026-11-22T10:00:00Z");
      expect(
        (await applyWorkflow(admin, id, await version(id), { action: "schedule", at })).ok,
      ).toBe(true);
      expect(await runDueJobs()).toBe(0);
      expect(await publicTitles()).not.toContain("ข่าวตั้งเวลา");
      vi.setSystemTime(new Date("2026-11-22T10:00:01Z"));
      const before = await version(id);
      expect(await runDueJobs()).toBe(1);
      expect((await findItemState(db, id))!.status).toBe("published");
      expect(await version(id)).toBe(before + 1);
      expect(await publicTitles()).toContain("ข่าวตั้งเวลา");
      expect(await runDueJobs()).toBe(0);
    });

    it("the trash hides an item, can be undone, and is emptied after 30 days", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T09:00:00Z") });
      const id = await addItem(db, { type: "news", subject: "health", title: "ข่าวลบแล้ว" }, 0);
      expect(await applyWorkflow(staff, id, await version(id), { action: "trash" })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect((await applyWorkflow(admin, id, await version(id), { action: "trash" })).ok).toBe(
        true,
      );
      expect(await publicTitles()).not.toContain("ข่าวลบแล้ว");
      expect((await applyWorkflow(admin, id, await version(id), { action: "untrash" })).ok).toBe(
        true,
      );
      expect(await publicTitles()).toContain("ข่าวลบแล้ว");
      expect((await applyWorkflow(admin, id, await version(id), { action: "trash" })).ok).toBe(
        true,
      );
      vi.setSystemTime(new Date("2026-12-22T09:00:01Z"));
      await runDueJobs();
      expect(await findItemState(db, id)).toBeNull();
    });
  });
}
