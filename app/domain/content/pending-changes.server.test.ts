import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { kindByKey } from "../../content/admin-kinds.ts";
import { listAdminItems } from "../../db/content/admin-items.server.ts";
import type { Db } from "../../db/client.server.ts";
import { findEditableItem } from "../../db/content/item-editor.server.ts";
import { findPublished } from "../../db/content/item-detail.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { movedItemPath } from "./content.server.ts";
import { readDashboard } from "./dashboard.server.ts";
import { changeAddress, changeSeo } from "./item-settings.server.ts";
import { changeStatus } from "./item-settings-status.server.ts";
import { editorView } from "./editor-view.server.ts";
import { saveItem, type EditorInput } from "./item-editor.server.ts";
import { applyWorkflow } from "./item-workflow.server.ts";
import { pendingChange } from "./pending-changes.server.ts";
import {
  publishPendingChange,
  reviewView,
  sendBackPendingChange,
} from "./pending-review.server.ts";
import { restoreRevision, revisionsView } from "./revisions.server.ts";
import { reindexAll } from "../search/search-indexing.server.ts";
import { searchSite } from "../search/search.server.ts";
import { saveSecuritySettings } from "../accounts/security-settings.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const news = kindByKey("news_health")!;
const general = kindByKey("announce_general")!;

const input = (fields: Partial<EditorInput>): EditorInput => ({
  title: "ข่าวเดิม",
  slug: "",
  summary: "",
  body: "<p>เนื้อหาเดิม</p>",
  subject: "health",
  photoIds: [],
  attachmentIds: [],
  seoTitle: "",
  seoDescription: "",
  ...fields,
});

for (const database of testDatabases()) {
  describe(`pending changes to live items on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    const as = (user: StaffUser) => actorOf(new Request("http://localhost/admin"), user);
    const live = async (id: number) => (await findEditableItem(db, id))!;
    const publicPage = (slug: string) => findPublished(db, { type: "news", slug });
    const auditActions = async () =>
      (await db.selectFrom("audit_log").select("action").orderBy("id").execute()).map(
        (r) => r.action,
      );

    /** A news item an administrator wrote and published. */
    async function published(slug: string) {
      return addItem(db, {
        type: "news",
        subject: "health",
        title: `ข่าว ${slug}`,
        slug,
        body: "<p>เนื้อหาเดิม</p>",
        author_id: admin.id,
        editor_id: admin.id,
      });
    }

    /** The general user saves the editor over a published item, as the write page does. */
    async function staffSave(id: number, fields: Partial<EditorInput>, reason?: "autosave") {
      const item = await live(id);
      const pending = (await pendingChange(id))?.version ?? 0;
      return saveItem(
        as(staff),
        news,
        { id, version: item.version, pending },
        input({ title: item.title, slug: item.slug, ...fields }),
        reason,
      );
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "pending.admin", "admin");
      staff = await addStaff(db, "pending.staff", "staff");
      await saveSecuritySettings(as(admin), {
        staffCanPublish: false,
        requireTotpForAdmins: false,
      });
    });
    afterAll(() => database.close());

    it("a general user's save of a published item waits for review; the public page does not change", async () => {
      const id = await published("บันทึกรอตรวจ");
      const before = await live(id);
      const saved = await staffSave(id, { body: "<p>เนื้อหาใหม่จากผู้ใช้ทั่วไป</p>" });
      expect(saved).toMatchObject({ ok: true, held: true, version: before.version });
      expect(await live(id)).toEqual(before);
      expect((await publicPage("บันทึกรอตรวจ"))!.body).toBe("<p>เนื้อหาเดิม</p>");
      await reindexAll(db);
      const found = await searchSite({ text: "ผู้ใช้ทั่วไป", page: 1, pageSize: 10 });
      expect(found.page.items.map((i) => i.title)).not.toContain("ข่าว บันทึกรอตรวจ");

      const pending = (await pendingChange(id))!;
      expect(pending).toMatchObject({ version: 1, baseVersion: before.version, returned: null });
      expect(pending.snapshot.body).toBe("<p>เนื้อหาใหม่จากผู้ใช้ทั่วไป</p>");
      expect((await auditActions()).at(-1)).toBe("item-change-pending");

      const writerSees = (await editorView(staff, news, id))!;
      expect(writerSees.item!.body).toBe("<p>เนื้อหาใหม่จากผู้ใช้ทั่วไป</p>");
      expect(writerSees.pending).toMatchObject({ version: 1, shown: true, outdated: false });
      const reviewerSees = (await editorView(admin, news, id))!;
      expect(reviewerSees.item!.body).toBe("<p>เนื้อหาเดิม</p>");
      expect(reviewerSees.pending).toMatchObject({ shown: false, author: "ทดสอบ pending.staff" });

      const review = await listAdminItems(
        db,
        { type: "news", subject: undefined, state: "review" },
        "updated",
        { limit: 100, offset: 0 },
      );
      expect(review.rows.find((r) => r.id === id)?.change_waiting_at).toBeTruthy();
      const queue = await readDashboard();
      expect(queue.waiting.map((w) => w.title)).toContain("ข่าว บันทึกรอตรวจ");
      expect(queue.waiting.find((w) => w.id === id)!.editorPath).toBe(`/admin/review/${id}`);
      const writersQueue = await readDashboard(new Date(), false);
      expect(writersQueue.waiting.find((w) => w.id === id)!.editorPath).toBe(
        `/admin/write/news_health/${id}`,
      );
    });

    it("autosaves and a second save update the same pending change", async () => {
      const id = await published("บันทึกสองครั้ง");
      expect(await staffSave(id, { summary: "ร่างแรก" }, "autosave")).toMatchObject({ held: true });
      const audited = (await auditActions()).length;
      expect((await pendingChange(id))!.version).toBe(1);
      expect(await auditActions()).toHaveLength(audited);
      expect(await staffSave(id, { summary: "ร่างที่สอง" })).toMatchObject({ held: true });
      const pending = (await pendingChange(id))!;
      expect(pending).toMatchObject({ version: 2 });
      expect(pending.snapshot.summary).toBe("ร่างที่สอง");
      expect(
        await db.selectFrom("item_pending_changes").where("item_id", "=", id).selectAll().execute(),
      ).toHaveLength(1);
      expect((await live(id)).summary).toBe("");
    });

    it("the administrator reviews the diff and publishes: the live item takes the change", async () => {
      const id = await published("เผยแพร่การแก้ไข");
      await staffSave(id, { body: "<p>เนื้อหาเดิม</p><p>ย่อหน้าที่เพิ่ม</p>" });
      const before = await live(id);
      const review = (await reviewView(id))!;
      const body = review.pending!.fields.find((f) => f.label === news.bodyLabel)!;
      expect(body.changed).toBe(true);
      expect(body.rows).toContainEqual({ left: null, right: { kind: "added", text: "ย่อหน้าที่เพิ่ม" } });

      expect(
        await publishPendingChange(as(staff), id, { version: before.version, pending: 1 }),
      ).toMatchObject({ ok: false, status: 403 });
      expect(
        await publishPendingChange(as(admin), id, { version: before.version, pending: 9 }),
      ).toMatchObject({ ok: false, status: 409 });
      const done = await publishPendingChange(as(admin), id, {
        version: before.version,
        pending: 1,
      });
      expect(done.ok).toBe(true);
      const after = await live(id);
      expect(after).toMatchObject({ status: "published", version: before.version + 1 });
      expect((await publicPage("เผยแพร่การแก้ไข"))!.body).toContain("ย่อหน้าที่เพิ่ม");
      expect(await pendingChange(id)).toBeNull();
      const revisions = (await revisionsView(id, 1, { from: null, to: null }))!.revisions.items;
      expect(revisions[0]).toMatchObject({ version: after.version, author: "ทดสอบ pending.admin" });
      expect((await auditActions()).at(-1)).toBe("item-change-published");
      expect((await readDashboard()).waiting.map((w) => w.id)).not.toContain(id);
    });

    it("sent back with a note: the writer sees it, the live item stays, a new save resubmits", async () => {
      const id = await published("ส่งกลับ");
      await staffSave(id, { title: "ข่าว หัวข้อที่ยังไม่ดี" });
      const before = await live(id);
      expect(await sendBackPendingChange(as(staff), id, 1, "")).toMatchObject({ status: 403 });
      const back = await sendBackPendingChange(as(admin), id, 1, "  กรุณาแก้หัวข้อให้ตรงกับเนื้อหา  ");
      expect(back.ok).toBe(true);
      expect((await auditActions()).at(-1)).toBe("item-change-returned");
      expect(await live(id)).toEqual(before);
      expect((await publicPage("ส่งกลับ"))!.title).toBe("ข่าว ส่งกลับ");
      const writerSees = (await editorView(staff, news, id))!;
      expect(writerSees.pending!.returned!.note).toBe("กรุณาแก้หัวข้อให้ตรงกับเนื้อหา");
      expect(writerSees.item!.title).toBe("ข่าว หัวข้อที่ยังไม่ดี");
      expect((await readDashboard()).waiting.map((w) => w.id)).not.toContain(id);

      await staffSave(id, { title: "ข่าว หัวข้อที่ดีขึ้น" }, "autosave");
      expect((await pendingChange(id))!.returned).not.toBeNull();
      await staffSave(id, { title: "ข่าว หัวข้อที่ดีขึ้น" });
      expect((await pendingChange(id))!.returned).toBeNull();
      expect((await readDashboard()).waiting.map((w) => w.id)).toContain(id);
    });

    it("a new slug from the settings page waits too; publishing it moves the address", async () => {
      const id = await published("ที่อยู่เดิม");
      const before = await live(id);
      const held = await changeAddress(as(staff), id, before.version, {
        slug: "ที่อยู่ใหม่",
        subject: "health",
      });
      expect(held).toMatchObject({ ok: true });
      expect(held.ok && held.message).toContain("รอผู้ดูแลระบบตรวจ");
      expect((await live(id)).slug).toBe("ที่อยู่เดิม");
      expect(await publicPage("ที่อยู่เดิม")).not.toBeNull();
      expect(await publicPage("ที่อยู่ใหม่")).toBeNull();
      expect((await pendingChange(id))!.snapshot.slug).toBe("ที่อยู่ใหม่");

      await publishPendingChange(as(admin), id, { version: before.version, pending: 1 });
      expect(await publicPage("ที่อยู่ใหม่")).not.toBeNull();
      expect(await movedItemPath({ type: "news", slug: "ที่อยู่เดิม" })).toBe(
        `/news/health/${encodeURIComponent("ที่อยู่ใหม่")}`,
      );
    });

    it("search fields from the settings page wait, on top of the content already pending", async () => {
      const id = await published("ค้นหาเดิม");
      await staffSave(id, { summary: "สรุปที่รอตรวจ" });
      const held = await changeSeo(as(staff), id, (await live(id)).version, {
        seoTitle: "ชื่อใหม่สำหรับเครื่องมือค้นหา",
        seoDescription: "",
      });
      expect(held.ok).toBe(true);
      expect((await live(id)).seo_title).toBeNull();
      const pending = (await pendingChange(id))!;
      expect(pending).toMatchObject({ version: 2 });
      expect(pending.snapshot).toMatchObject({
        summary: "สรุปที่รอตรวจ",
        seo_title: "ชื่อใหม่สำหรับเครื่องมือค้นหา",
      });
    });

    it("restoring an older revision of a published item waits for review", async () => {
      const id = await published("ฉบับเก่า");
      const first = await saveItem(
        as(admin),
        news,
        { id, version: (await live(id)).version },
        input({ title: "ข่าว ฉบับเก่า", slug: "ฉบับเก่า", summary: "สรุปฉบับแรก" }),
      );
      if (!first.ok) throw new Error(JSON.stringify(first.fields));
      await saveItem(
        as(admin),
        news,
        { id, version: first.version },
        input({ title: "ข่าว ฉบับเก่า", slug: "ฉบับเก่า", summary: "สรุปฉบับที่สอง" }),
      );
      const view = (await revisionsView(id, 1, { from: null, to: null }))!;
      const older = view.revisions.items.find((r) => r.version === first.version)!;
      const restored = await restoreRevision(as(staff), id, older.id, view.item.version);
      expect(restored).toMatchObject({ ok: true, held: true, version: view.item.version });
      expect((await live(id)).summary).toBe("สรุปฉบับที่สอง");
      expect((await publicPage("ฉบับเก่า"))!.summary).toBe("สรุปฉบับที่สอง");
      expect((await pendingChange(id))!.snapshot.summary).toBe("สรุปฉบับแรก");
      expect((await auditActions()).at(-1)).toBe("item-change-pending");
    });

    it("with “staff may publish” on, a general user's save goes live as before", async () => {
      const id = await published("เผยแพร่เองได้");
      await saveSecuritySettings(as(admin), { staffCanPublish: true, requireTotpForAdmins: false });
      try {
        const saved = await staffSave(id, { body: "<p>แก้ทันที</p>" });
        expect(saved).toMatchObject({ ok: true, held: false });
        expect((await publicPage("เผยแพร่เองได้"))!.body).toBe("<p>แก้ทันที</p>");
        expect(await pendingChange(id)).toBeNull();
        const seo = await changeSeo(as(staff), id, (await live(id)).version, {
          seoTitle: "ชื่อตรง",
          seoDescription: "",
        });
        expect(seo.ok && seo.message).toBe("บันทึกการตั้งค่าแล้ว");
        expect((await live(id)).seo_title).toBe("ชื่อตรง");
      } finally {
        await saveSecuritySettings(as(admin), {
          staffCanPublish: false,
          requireTotpForAdmins: false,
        });
      }
    });

    it("drafts are still the writer's to save directly", async () => {
      const created = await saveItem(as(staff), news, null, input({ slug: "ร่างของผู้ใช้" }));
      if (!created.ok) throw new Error(JSON.stringify(created.fields));
      const saved = await saveItem(
        as(staff),
        news,
        { id: created.id, version: created.version, pending: 0 },
        input({ slug: "ร่างของผู้ใช้", summary: "แก้ร่าง" }),
      );
      expect(saved).toMatchObject({ ok: true, held: false });
      expect((await live(created.id)).summary).toBe("แก้ร่าง");
    });

    it("an administrator's edit of the live item meanwhile: the reviewer is told, the writer's stale form conflicts", async () => {
      const id = await published("แก้พร้อมกัน");
      const seenByWriter = await live(id);
      await staffSave(id, { summary: "ของผู้ใช้ทั่วไป" });
      const direct = await saveItem(
        as(admin),
        news,
        { id, version: seenByWriter.version },
        input({ title: "ข่าว แก้พร้อมกัน", slug: "แก้พร้อมกัน", summary: "ของผู้ดูแล" }),
      );
      expect(direct).toMatchObject({ ok: true, held: false });
      expect((await pendingChange(id))!.snapshot.summary).toBe("ของผู้ใช้ทั่วไป");
      expect((await reviewView(id))!.pending).toMatchObject({
        baseVersion: seenByWriter.version,
      });
      expect((await editorView(staff, news, id))!.pending!.outdated).toBe(true);

      const stale = await saveItem(
        as(staff),
        news,
        { id, version: seenByWriter.version, pending: 1 },
        input({ title: "ข่าว แก้พร้อมกัน", slug: "แก้พร้อมกัน", summary: "แก้ต่อ" }),
      );
      expect(stale).toMatchObject({ ok: false, code: "item.save-conflict", status: 409 });
      expect(!stale.ok && stale.conflict).toMatchObject({ pending: 1 });
      const otherTab = await saveItem(
        as(staff),
        news,
        { id, version: (await live(id)).version, pending: 0 },
        input({ title: "ข่าว แก้พร้อมกัน", slug: "แก้พร้อมกัน", summary: "แท็บเก่า" }),
      );
      expect(otherTab.ok).toBe(false);
      expect((await pendingChange(id))!.snapshot.summary).toBe("ของผู้ใช้ทั่วไป");
    });

    it("unpublished or trashed, the item keeps its pending change; the trash keeps it out of the queue", async () => {
      const id = await published("เลิกเผยแพร่");
      await staffSave(id, { summary: "รอตรวจ" });
      const unpublished = await applyWorkflow(as(admin), id, (await live(id)).version, {
        action: "unpublish",
      });
      expect(unpublished.ok).toBe(true);
      expect((await pendingChange(id))!.snapshot.summary).toBe("รอตรวจ");
      const writerSees = (await editorView(staff, news, id))!;
      expect(writerSees.item!.summary).toBe("รอตรวจ");
      const draft = await staffSave(id, { summary: "ร่างหลังเลิกเผยแพร่" });
      expect(draft).toMatchObject({ ok: true, held: false });
      expect((await live(id)).summary).toBe("ร่างหลังเลิกเผยแพร่");
      expect(await pendingChange(id)).toBeNull();

      const other = await published("ถังขยะ");
      await staffSave(other, { summary: "รอตรวจ" });
      await changeStatus(as(admin), other, (await live(other)).version, "unpublish");
      await applyWorkflow(as(admin), other, (await live(other)).version, { action: "trash" });
      expect((await readDashboard()).waiting.map((w) => w.id)).not.toContain(other);
      expect(await pendingChange(other)).not.toBeNull();
    });

    it("a save under another kind's address changes nothing", async () => {
      const id = await published("ผิดประเภท");
      const before = await live(id);
      const wrong = await saveItem(
        as(admin),
        general,
        { id, version: before.version },
        input({ title: "แก้ผ่านประเภทอื่น", slug: "ผิดประเภท" }),
      );
      expect(wrong).toMatchObject({ ok: false, code: "item.not-found" });
      expect(await live(id)).toEqual(before);
      expect(await editorView(admin, general, id)).toBeNull();
    });
  });
}
