import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { fromBangkokInput, toBangkokInput } from "../../lib/bangkok-time.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { findItemSettings } from "../../db/content/item-settings.server.ts";
import { findPublished } from "../../db/content/item-detail.server.ts";
import { listPublished, pinnedPublished } from "../../db/content/items.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { movedItemPath } from "./content.server.ts";
import { changeAddress, changeDisplay, settingsPath } from "./item-settings.server.ts";
import { changeStatus, trashItem } from "./item-settings-status.server.ts";
import type { Actor } from "./item-workflow.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const request = () => new Request("http://localhost/admin");
const newsPath = (subject: string, slug: string) => `/news/${subject}/${encodeURIComponent(slug)}`;

describe("Thai time in datetime-local fields", () => {
  it("reads the field as UTC+7 and writes it back the same", () => {
    expect(fromBangkokInput("2026-11-22T09:30")?.toISOString()).toBe("2026-11-22T02:30:00.000Z");
    expect(toBangkokInput("2026-11-21T20:00:00.000Z")).toBe("2026-11-22T03:00");
    expect(fromBangkokInput("2026-02-30T09:00")).toBeNull();
    expect(fromBangkokInput("")).toBeNull();
    expect(fromBangkokInput("2026-11-22T09:30:15")?.toISOString()).toBe("2026-11-22T02:30:15.000Z");
    expect(fromBangkokInput("2026-11-22T09:30:61")).toBeNull();
    expect(toBangkokInput("2026-11-22T02:30:15.000Z", true)).toBe("2026-11-22T09:30:15");
  });
});

for (const database of testDatabases()) {
  describe(`item settings on ${database.name}`, () => {
    let db: Db;
    let admin: Actor;
    let staff: Actor;
    const as = (user: StaffUser): Actor => actorOf(request(), user);
    const version = async (id: number) => (await findItemSettings(db, id))!.version;
    const news = (title: string, subject = "health") =>
      addItem(db, { type: "news", subject, title, slug: title });

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = as(await addStaff(db, "settings.admin", "admin"));
      staff = as(await addStaff(db, "settings.staff", "staff"));
    });
    afterAll(() => database.close());

    it("a publisher's new slug moves the public address and the old one answers with the new path", async () => {
      const id = await news("ข่าวชื่อเดิม");
      const changed = await changeAddress(admin, id, await version(id), {
        slug: "ข่าวชื่อใหม่",
        subject: "health",
      });
      expect(changed.ok).toBe(true);
      expect(await findPublished(db, { type: "news", slug: "ข่าวชื่อเดิม" })).toBeNull();
      expect(await movedItemPath({ type: "news", slug: "ข่าวชื่อเดิม" })).toBe(
        newsPath("health", "ข่าวชื่อใหม่"),
      );
      expect(await movedItemPath({ type: "general", slug: "ข่าวชื่อเดิม" })).toBeNull();

      await changeAddress(admin, id, await version(id), { slug: "ข่าวชื่อที่สาม", subject: "health" });
      expect(await movedItemPath({ type: "news", slug: "ข่าวชื่อเดิม" })).toBe(
        newsPath("health", "ข่าวชื่อที่สาม"),
      );
      expect(
        (await changeAddress(admin, id, await version(id), { slug: "ข่าวชื่อเดิม", subject: "health" }))
          .ok,
      ).toBe(true);
      expect(await movedItemPath({ type: "news", slug: "ข่าวชื่อใหม่" })).toBe(
        newsPath("health", "ข่าวชื่อเดิม"),
      );
    });

    it("refuses a slug another item of the type uses, a malformed one and a stale version", async () => {
      const id = await news("ข่าวที่หนึ่ง");
      await news("ข่าวที่สอง");
      const taken = await changeAddress(staff, id, await version(id), {
        slug: "ข่าวที่สอง",
        subject: "health",
      });
      expect(taken).toMatchObject({
        ok: false,
        code: "item.invalid",
        status: 400,
        fields: { slug: expect.any(String) },
      });
      const malformed = await changeAddress(staff, id, await version(id), {
        slug: "ข่าว/ที่หนึ่ง",
        subject: "health",
      });
      expect(malformed).toMatchObject({ ok: false, status: 400 });
      const stale = await changeAddress(staff, id, (await version(id)) - 1, {
        slug: "ข่าวที่หนึ่ง-ใหม่",
        subject: "health",
      });
      expect(stale).toMatchObject({ ok: false, code: "item.version-conflict", status: 409 });
    });

    it("moving news to another subject changes its public path and its settings page", async () => {
      const id = await news("ข่าวย้ายหมวด");
      const moved = await changeAddress(admin, id, await version(id), {
        slug: "ข่าวย้ายหมวด",
        subject: "office",
      });
      expect(moved.ok && settingsPath(moved.item)).toBe(`/admin/data/${id}/news/office/setting`);
      expect(
        await findPublished(db, { type: "news", slug: "ข่าวย้ายหมวด", subject: "health" }),
      ).toBeNull();
      expect(await movedItemPath({ type: "news", slug: "ข่าวย้ายหมวด" })).toBe(
        newsPath("office", "ข่าวย้ายหมวด"),
      );
      const unknown = await changeAddress(admin, id, await version(id), {
        slug: "ข่าวย้ายหมวด",
        subject: "nowhere",
      });
      expect(unknown).toMatchObject({ ok: false, fields: { subject: expect.any(String) } });
    });

    it("pinned items come in their order, then newest first; only publishers pin", async () => {
      const older = await addItem(db, { type: "general", title: "ประกาศปักหมุดเก่า" }, 5);
      const newer = await addItem(db, { type: "general", title: "ประกาศปักหมุดใหม่" }, 1);
      const first = await addItem(db, { type: "gallery", title: "อัลบั้มลำดับแรก" }, 9);
      expect(
        await changeDisplay(staff, older, await version(older), {
          pinned: true,
          pinnedOrder: "0",
          listed: true,
        }),
      ).toMatchObject({ ok: false, status: 403 });
      for (const [id, order] of [
        [older, "5"],
        [newer, "5"],
        [first, "1"],
      ] as const) {
        const result = await changeDisplay(admin, id, await version(id), {
          pinned: true,
          pinnedOrder: order,
          listed: true,
        });
        expect(result.ok).toBe(true);
      }
      const titles = async () => (await pinnedPublished(db, 10)).map((i) => i.title);
      expect(await titles()).toEqual(["อัลบั้มลำดับแรก", "ประกาศปักหมุดใหม่", "ประกาศปักหมุดเก่า"]);
      const negative = await changeDisplay(admin, first, await version(first), {
        pinned: true,
        pinnedOrder: "-1",
        listed: true,
      });
      expect(negative).toMatchObject({ ok: false, fields: { pinnedOrder: expect.any(String) } });
      await changeDisplay(admin, first, await version(first), {
        pinned: false,
        pinnedOrder: "1",
        listed: true,
      });
      expect(await titles()).toEqual(["ประกาศปักหมุดใหม่", "ประกาศปักหมุดเก่า"]);
    });

    it("an unlisted item stays reachable by its address but leaves lists and the home page", async () => {
      const id = await addItem(db, { type: "infographic", title: "อินโฟกราฟิกซ่อน" });
      await changeDisplay(admin, id, await version(id), {
        pinned: true,
        pinnedOrder: "0",
        listed: false,
      });
      const list = await listPublished(db, { type: "infographic", page: 1, pageSize: 50 });
      expect(list.items.map((i) => i.id)).not.toContain(id);
      expect((await pinnedPublished(db, 10)).map((i) => i.id)).not.toContain(id);
      expect(await findPublished(db, { type: "infographic", slug: "อินโฟกราฟิกซ่อน" })).not.toBeNull();
    });

    it("moving to the trash needs the typed title or ลบ and an administrator; it can be undone", async () => {
      const id = await news("ข่าวจะลบ");
      const wrong = await trashItem(admin, id, await version(id), "ข่าวอื่น");
      expect(wrong).toMatchObject({
        ok: false,
        code: "item.delete-unconfirmed",
        status: 400,
        fields: { confirm: expect.any(String) },
      });
      expect(await trashItem(staff, id, await version(id), "ลบ")).toMatchObject({
        ok: false,
        status: 403,
      });
      const trashed = await trashItem(admin, id, await version(id), "  ข่าวจะลบ ");
      expect(trashed.ok && trashed.item.deleted_at).toBeTruthy();
      expect(await findPublished(db, { type: "news", slug: "ข่าวจะลบ" })).toBeNull();
      const blocked = await changeAddress(admin, id, await version(id), {
        slug: "ข่าวจะลบ-ใหม่",
        subject: "health",
      });
      expect(blocked).toMatchObject({ ok: false, code: "item.in-trash", status: 400 });
      const restored = await changeStatus(admin, id, await version(id), "untrash");
      expect(restored.ok && restored.item.deleted_at).toBeNull();
      expect((await trashItem(admin, id, await version(id), "ลบ")).ok).toBe(true);
    });

    it("schedules publishing at a Thai time and refuses a missing time", async () => {
      const id = await addItem(db, {
        type: "general",
        title: "ประกาศตั้งเวลา",
        status: "draft",
        published_at: null,
      });
      const missing = await changeStatus(admin, id, await version(id), "schedule", "");
      expect(missing).toMatchObject({ ok: false, fields: { schedule: expect.any(String) } });
      const at = toBangkokInput(new Date(Date.now() + 86_400_000).toISOString());
      const scheduled = await changeStatus(admin, id, await version(id), "schedule", at);
      expect(scheduled.ok && scheduled.item.status).toBe("scheduled");
      expect(scheduled.ok && toBangkokInput(scheduled.item.published_at!)).toBe(at);
    });
  });
}
