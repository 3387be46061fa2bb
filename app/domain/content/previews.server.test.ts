import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { createPreviewLink, previewPage } from "./previews.server.ts";
import { actorOf } from "../../lib/http.server.ts";

for (const database of testDatabases()) {
  describe(`preview links on ${database.name}`, () => {
    let db: Db;
    let staff: StaffUser;
    const actor = () => actorOf(new Request("http://localhost/admin"), staff);
    const draft = (title: string) =>
      addItem(db, {
        type: "news",
        subject: "health",
        title,
        body: "<p>เนื้อหาฉบับร่าง</p>",
        status: "draft",
        published_at: null,
      });

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      staff = await addStaff(db, "preview.staff", "staff");
    });
    afterEach(() => vi.useRealTimers());
    afterAll(() => database.close());

    it("shows a draft through a random link whose token is stored only as a hash", async () => {
      const id = await draft("ข่าวร่างดูตัวอย่าง");
      const link = (await createPreviewLink(actor(), id))!;
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await db.selectFrom("item_previews").select("id").execute();
      expect(stored.map((s) => s.id)).not.toContain(link.token);
      const page = (await previewPage(link.token))!;
      expect(page.item).toMatchObject({ id, title: "ข่าวร่างดูตัวอย่าง", body: "<p>เนื้อหาฉบับร่าง</p>" });
      expect(page.expiresAt).toBe(link.expiresAt);
      const audit = await db
        .selectFrom("audit_log")
        .select("detail")
        .where("action", "=", "preview-link-created")
        .execute();
      expect(audit.some((a) => a.detail.includes(`#${id}`))).toBe(true);
    });

    it("expires after 24 hours", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T09:00:00Z") });
      const id = await draft("ข่าวร่างลิงก์หมดอายุ");
      const link = (await createPreviewLink(actor(), id))!;
      expect(link.expiresAt).toBe("2026-11-23T09:00:00.000Z");
      vi.setSystemTime(new Date("2026-11-23T08:59:59Z"));
      expect(await previewPage(link.token)).not.toBeNull();
      vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
      expect(await previewPage(link.token)).toBeNull();
    });

    it("knows no unknown or malformed token, and no item in the trash", async () => {
      expect(await previewPage("A".repeat(43))).toBeNull();
      expect(await previewPage("not a token")).toBeNull();
      const id = await draft("ข่าวร่างในถังขยะ");
      const link = (await createPreviewLink(actor(), id))!;
      await db
        .updateTable("items")
        .set({ deleted_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      expect(await previewPage(link.token)).toBeNull();
      expect(await createPreviewLink(actor(), id)).toBeNull();
      expect(await createPreviewLink(actor(), 999_999)).toBeNull();
    });
  });
}
