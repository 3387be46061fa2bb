import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addImage, addItem, addStaff, daysAgo } from "../../../tests/support/fixtures.ts";
import { kindByKey, type AdminKind } from "../../content/admin-kinds.ts";
import type { Db } from "../../db/client.server.ts";
import { findItemState } from "../../db/content/item-status.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import type { ListQuery } from "../../lib/staff/content-list.ts";
import {
  bulkChoices,
  bulkRequest,
  contentListPage,
  listQuery,
  readBulkForm,
} from "./content-list.server.ts";
import type { Actor } from "./item-workflow.server.ts";
import { reindexAll } from "../search/search-indexing.server.ts";
import { saveSecuritySettings } from "../accounts/security-settings.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const request = () => new Request("http://localhost/admin/news/health");
const HEALTH = kindByKey("news_health")!;
const OFFICE = kindByKey("news_office")!;
const FAQ = kindByKey("announce_faq")!;
const WORK_WITH_US = kindByKey("announce_workwithus")!;
const ABOUT = kindByKey("pages_about")!;
const query = (over: Partial<ListQuery> = {}): ListQuery => ({
  q: "",
  status: "",
  author: "",
  sort: "updated",
  size: 20,
  ...over,
});

for (const database of testDatabases()) {
  describe(`back-office content lists on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    const as = (user: StaffUser): Actor => actorOf(request(), user);
    const titles = async (kind: AdminKind, over: Partial<ListQuery> = {}, page = 1) =>
      (await contentListPage(kind, query(over), page)).items.map((i) => i.title);
    const pick = async (id: number) => `${id}:${(await findItemState(db, id))!.version}`;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "list.admin", "admin");
      staff = await addStaff(db, "list.staff", "staff");
      const health = (title: string, fields: object, age: number) =>
        addItem(db, { type: "news", subject: "health", title, ...fields }, age);
      await health("ไข้เลือดออกระบาด", { view_count: 50, author_id: staff.id }, 3);
      await health("วัคซีนไข้หวัดใหญ่ฟรี", { view_count: 300, author_id: admin.id }, 2);
      await health("ร่างข่าวฝุ่น PM2.5", { status: "draft", published_at: null }, 1);
      await health(
        "ข่าวรอตรวจเรื่องไข้เลือดออก",
        { status: "draft", published_at: null, submitted_at: daysAgo(0), author_id: staff.id },
        4,
      );
      await health("ข่าวตั้งเวลาล่วงหน้า", { status: "scheduled", published_at: daysAgo(-2) }, 5);
      await health("ข่าวเก่าเก็บเข้าคลัง", { status: "archived" }, 6);
      await health("ข่าวในถังขยะ", { deleted_at: daysAgo(0), deleted_by: admin.id }, 7);
      await health("ส่วนลด 100% สำหรับผู้สูงอายุ", {}, 8);
      await addItem(db, { type: "news", subject: "office", title: "ไข้เลือดออกในข่าวสำนักงาน" });
      await reindexAll(db);
    });
    afterAll(() => database.close());

    it("lists one kind outside the trash, most recently edited first, with its links", async () => {
      const page = await contentListPage(HEALTH, query(), 1);
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 7, pages: 1 });
      expect(page.items.map((i) => i.title)).toEqual([
        "ร่างข่าวฝุ่น PM2.5",
        "วัคซีนไข้หวัดใหญ่ฟรี",
        "ไข้เลือดออกระบาด",
        "ข่าวรอตรวจเรื่องไข้เลือดออก",
        "ข่าวตั้งเวลาล่วงหน้า",
        "ข่าวเก่าเก็บเข้าคลัง",
        "ส่วนลด 100% สำหรับผู้สูงอายุ",
      ]);
      const [draft, published] = page.items;
      expect(draft).toMatchObject({ publicPath: null, author: null });
      expect(published).toMatchObject({
        editPath: `/admin/write/news_health/${published!.id}`,
        settingsPath: `/admin/data/${published!.id}/news/health/setting`,
        author: "ทดสอบ list.admin",
      });
      expect(published!.publicPath).toMatch(/^\/news\/health\//);
      const scheduled = page.items.find((i) => i.status === "scheduled")!;
      expect(scheduled.publicPath).toBeNull();
    });

    it("searches Thai titles with the site's engine; punctuation alone finds nothing", async () => {
      expect(await titles(HEALTH, { q: "ไข้เลือดออก" })).toEqual([
        "ไข้เลือดออกระบาด",
        "ข่าวรอตรวจเรื่องไข้เลือดออก",
      ]);
      expect(await titles(HEALTH, { q: "pm2.5" })).toEqual(["ร่างข่าวฝุ่น PM2.5"]);
      expect(await titles(HEALTH, { q: "100%" })).toEqual(["ส่วนลด 100% สำหรับผู้สูงอายุ"]);
      expect(await titles(HEALTH, { q: "%" })).toEqual([]);
      expect(await titles(HEALTH, { q: "_" })).toEqual([]);
      expect(await titles(HEALTH, { q: "ไม่มีคำนี้" })).toEqual([]);
    });

    it("filters by status, waiting for review, the trash and author", async () => {
      expect(await titles(HEALTH, { status: "draft" })).toEqual([
        "ร่างข่าวฝุ่น PM2.5",
        "ข่าวรอตรวจเรื่องไข้เลือดออก",
      ]);
      expect(await titles(HEALTH, { status: "review" })).toEqual(["ข่าวรอตรวจเรื่องไข้เลือดออก"]);
      expect(await titles(HEALTH, { status: "scheduled" })).toEqual(["ข่าวตั้งเวลาล่วงหน้า"]);
      expect(await titles(HEALTH, { status: "archived" })).toEqual(["ข่าวเก่าเก็บเข้าคลัง"]);
      expect(await titles(HEALTH, { status: "published" })).toHaveLength(3);
      expect(await titles(HEALTH, { status: "trash" })).toEqual(["ข่าวในถังขยะ"]);
      expect(await titles(HEALTH, { author: String(staff.id) })).toEqual([
        "ไข้เลือดออกระบาด",
        "ข่าวรอตรวจเรื่องไข้เลือดออก",
      ]);
      expect(await titles(HEALTH, { author: String(staff.id), q: "ระบาด" })).toEqual([
        "ไข้เลือดออกระบาด",
      ]);
    });

    it("sorts by views, by publish time (unpublished last) and by title", async () => {
      expect((await titles(HEALTH, { sort: "views" })).slice(0, 2)).toEqual([
        "วัคซีนไข้หวัดใหญ่ฟรี",
        "ไข้เลือดออกระบาด",
      ]);
      const byPublished = await titles(HEALTH, { sort: "published" });
      expect(byPublished[0]).toBe("ข่าวตั้งเวลาล่วงหน้า");
      expect(byPublished.slice(-2).sort()).toEqual(
        ["ร่างข่าวฝุ่น PM2.5", "ข่าวรอตรวจเรื่องไข้เลือดออก"].sort(),
      );
      const byTitle = await titles(HEALTH, { sort: "title" });
      expect(byTitle).toEqual([...byTitle].sort());
    });

    it("pages through in the chosen page size", async () => {
      const first = await contentListPage(HEALTH, query({ size: 5 }), 1);
      const second = await contentListPage(HEALTH, query({ size: 5 }), 2);
      expect(first).toMatchObject({ total: 7, pages: 2, pageSize: 5 });
      expect(first.items).toHaveLength(5);
      expect(second.items.map((i) => i.title)).toEqual([
        "ข่าวเก่าเก็บเข้าคลัง",
        "ส่วนลด 100% สำหรับผู้สูงอายุ",
      ]);
    });

    it("reads filters from the URL and drops malformed values", () => {
      const url = new URL("http://x/admin/news/health?q=%20วัคซีน%20&status=review&sort=views");
      expect(listQuery(url)).toEqual(
        query({ q: "วัคซีน", status: "review", sort: "views", size: 20 }),
      );
      const bad = new URL("http://x/?status=deleted&author=1;drop&sort=random&size=1000");
      expect(listQuery(bad)).toEqual(query());
      expect(listQuery(new URL("http://x/?size=50&author=7"))).toMatchObject({
        size: 50,
        author: "7",
      });
    });

    it("offers only the bulk steps a person may take", async () => {
      expect(await bulkChoices(staff, HEALTH, false)).toEqual(["submit"]);
      expect(await bulkChoices(staff, HEALTH, true)).toEqual([]);
      expect(await bulkChoices(admin, HEALTH, false)).toEqual([
        "submit",
        "publish",
        "unpublish",
        "archive",
        "trash",
      ]);
      expect(await bulkChoices(admin, HEALTH, true)).toEqual(["untrash"]);
      await saveSecuritySettings(actorOf(request(), admin), {
        staffCanPublish: true,
        requireTotpForAdmins: false,
      });
      expect(await bulkChoices(staff, HEALTH, false)).toEqual([
        "submit",
        "publish",
        "unpublish",
        "archive",
      ]);
      // A kind that declares a stricter permission for publishing keeps it from them all the same.
      const strict: AdminKind = {
        ...HEALTH,
        permissions: { ...HEALTH.permissions, publish: "settings.manage" },
      };
      expect(await bulkChoices(staff, strict, false)).toEqual(["submit"]);
      expect(await bulkChoices(admin, strict, false)).toContain("publish");
      await saveSecuritySettings(actorOf(request(), admin), {
        staffCanPublish: false,
        requireTotpForAdmins: false,
      });
    });

    it("asks to confirm the chosen items of this list only, then reports per item", async () => {
      const office = (title: string, fields: object = {}) =>
        addItem(db, { type: "news", subject: "office", title, status: "draft", ...fields });
      const ready = await office("ข่าวพร้อมเผยแพร่");
      const noAlt = await office("ข่าวภาพปกไม่มีคำอธิบาย", {
        cover_media_id: await addImage(db, ""),
      });
      const changed = await office("ข่าวที่มีคนแก้ก่อน");
      const elsewhere = await addItem(db, {
        type: "news",
        subject: "health",
        title: "ข่าวรายการอื่น",
        status: "draft",
      });
      const picks = [
        await pick(ready),
        await pick(noAlt),
        await pick(changed),
        await pick(elsewhere),
      ];

      const confirm = await bulkRequest(as(admin), OFFICE, {
        action: "publish",
        picks,
        confirmed: false,
      });
      expect(confirm).toMatchObject({ step: "confirm", status: 200, action: "publish" });
      expect(confirm.step === "confirm" && confirm.items.map((i) => i.id)).toEqual([
        ready,
        noAlt,
        changed,
      ]);
      expect((await findItemState(db, ready))!.status).toBe("draft");

      const seen = await pick(changed);
      await bulkRequest(as(staff), OFFICE, { action: "submit", picks: [seen], confirmed: true });
      const done = await bulkRequest(as(admin), OFFICE, {
        action: "publish",
        picks,
        confirmed: true,
      });
      expect(done).toMatchObject({
        step: "done",
        ok: false,
        message: "เผยแพร่แล้ว 1 รายการ, ไม่สำเร็จ 2 รายการ",
      });
      expect(done.step === "done" && done.failures.map((f) => f.title)).toEqual([
        "ข่าวภาพปกไม่มีคำอธิบาย",
        "ข่าวที่มีคนแก้ก่อน",
      ]);
      expect(done.step === "done" && done.failures[1]!.message).toContain("มีผู้อื่นแก้ไข");
      expect((await findItemState(db, ready))!.status).toBe("published");
      expect((await findItemState(db, elsewhere))!.status).toBe("draft");
    });

    it("a list of the site's own pages holds its own: the pages outside every group are not the about or policy pages", async () => {
      const work = await addItem(db, { type: "page", subject: null, title: "ร่วมงานกับเรา" });
      const about = await addItem(db, { type: "page", subject: "about", title: "ประวัติ" });
      const policy = await addItem(db, { type: "page", subject: "policy", title: "นโยบายคุกกี้" });
      expect(await titles(WORK_WITH_US)).toEqual(["ร่วมงานกับเรา"]);
      expect(await titles(ABOUT)).toEqual(["ประวัติ"]);
      // A bulk step sent through the work-with-us list touches nothing of another list.
      const confirm = await bulkRequest(as(admin), WORK_WITH_US, {
        action: "unpublish",
        picks: [await pick(work), await pick(about), await pick(policy)],
        confirmed: false,
      });
      expect(confirm.step === "confirm" && confirm.items.map((i) => i.id)).toEqual([work]);
    });

    it("refuses steps the person may not take and empty or unknown choices", async () => {
      const id = await addItem(db, { type: "faq", title: "คำถามที่จะลบ" });
      const picks = [await pick(id)];
      expect(
        await bulkRequest(as(staff), FAQ, { action: "trash", picks, confirmed: true }),
      ).toMatchObject({ step: "refused", status: 403 });
      expect(
        await bulkRequest(as(admin), FAQ, { action: "shred", picks, confirmed: true }),
      ).toMatchObject({ step: "refused", status: 400 });
      expect(
        await bulkRequest(as(admin), FAQ, { action: "trash", picks: ["x:1"], confirmed: true }),
      ).toMatchObject({ step: "refused", status: 400 });
      expect((await findItemState(db, id))!.deleted_at).toBeNull();
    });

    it("moves items to the trash and back, in bulk", async () => {
      const a = await addItem(db, { type: "faq", title: "คำถามหนึ่ง" });
      const b = await addItem(db, { type: "faq", title: "คำถามสอง" });
      const trash = await bulkRequest(as(admin), FAQ, {
        action: "trash",
        picks: [await pick(a), await pick(b)],
        confirmed: true,
      });
      expect(trash).toMatchObject({ ok: true, message: "ย้ายไปถังขยะแล้ว 2 รายการ" });
      expect(await titles(FAQ)).not.toContain("คำถามหนึ่ง");
      expect(await titles(FAQ, { status: "trash" })).toEqual(["คำถามสอง", "คำถามหนึ่ง"]);
      const back = await bulkRequest(as(admin), FAQ, {
        action: "untrash",
        picks: [await pick(a), await pick(b)],
        confirmed: true,
      });
      expect(back).toMatchObject({ ok: true, message: "นำกลับจากถังขยะแล้ว 2 รายการ" });
      expect(await titles(FAQ, { status: "trash" })).toEqual([]);
      expect(await titles(FAQ, { status: "published" })).toContain("คำถามหนึ่ง");
    });

    it("reads a bulk form, with select-all taking every listed item", () => {
      const form = new FormData();
      form.append("action", "archive");
      form.append("item", "3:1");
      form.append("listed", "3:1");
      form.append("listed", "4:2");
      expect(readBulkForm(form)).toEqual({ action: "archive", picks: ["3:1"], confirmed: false });
      form.append("all", "1");
      form.append("confirm", "1");
      expect(readBulkForm(form)).toEqual({
        action: "archive",
        picks: ["3:1", "4:2"],
        confirmed: true,
      });
    });
  });
}
