import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import { kindByKey } from "../../content/admin-kinds.ts";
import type { Db } from "../../db/client.server.ts";
import { findEditableItem } from "../../db/content/item-editor.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { saveItem, type EditorInput } from "./item-editor.server.ts";
import { restoreRevision, revisionsView } from "./revisions.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const faq = kindByKey("announce_faq")!;

const input = (fields: Partial<EditorInput>): EditorInput => ({
  title: "คำถามทดสอบ",
  slug: "",
  summary: "",
  body: "<p>คำตอบ</p>",
  photoIds: [],
  attachmentIds: [],
  seoTitle: "",
  seoDescription: "",
  ...fields,
});

for (const database of testDatabases()) {
  describe(`revisions on ${database.name}`, () => {
    let db: Db;
    let editor: StaffUser;
    let other: StaffUser;
    const as = (user: StaffUser) => actorOf(new Request("http://localhost/admin"), user);

    /** An FAQ saved three times: summaries "หนึ่ง", "สอง", then an autosave with "สาม". */
    async function threeSaves(slug: string) {
      const first = await saveItem(as(editor), faq, null, input({ slug, summary: "หนึ่ง" }));
      if (!first.ok) throw new Error(JSON.stringify(first.fields));
      const second = await saveItem(
        as(other),
        faq,
        first,
        input({ slug, summary: "สอง", body: "<p>คำตอบ</p><p>ย่อหน้าใหม่</p>" }),
      );
      if (!second.ok) throw new Error(JSON.stringify(second.fields));
      const third = await saveItem(
        as(editor),
        faq,
        second,
        input({ slug, summary: "สาม", body: "<p>คำตอบ</p><p>ย่อหน้าใหม่</p>" }),
        "autosave",
      );
      if (!third.ok) throw new Error(JSON.stringify(third.fields));
      return third;
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      editor = await addStaff(db, "rev.editor", "staff");
      other = await addStaff(db, "rev.other", "admin");
    });
    afterAll(() => database.close());

    it("lists revisions newest first with who saved each and why", async () => {
      const { id } = await threeSaves("คำถาม-รายการ");
      const view = (await revisionsView(id, 1, { from: null, to: null }))!;
      expect(view.revisions.total).toBe(3);
      expect(view.revisions.items.map((r) => [r.reason, r.author])).toEqual([
        ["autosave", "ทดสอบ rev.editor"],
        ["save", "ทดสอบ rev.other"],
        ["save", "ทดสอบ rev.editor"],
      ]);
      expect(view.revisions.items[0]!.version).toBeGreaterThan(view.revisions.items[1]!.version);
    });

    it("a stale save is refused with the other person's version and the fields that differ", async () => {
      const first = await saveItem(as(editor), faq, null, input({ slug: "คำถาม-ชน" }));
      if (!first.ok) throw new Error(JSON.stringify(first.fields));
      const theirs = await saveItem(
        as(other),
        faq,
        first,
        input({ slug: "คำถาม-ชน", summary: "ของเขา" }),
      );
      if (!theirs.ok) throw new Error(JSON.stringify(theirs.fields));
      const mine = await saveItem(
        as(editor),
        faq,
        first,
        input({ slug: "คำถาม-ชน", summary: "ของฉัน" }),
      );
      expect(mine).toMatchObject({ ok: false, code: "item.save-conflict", status: 409 });
      if (mine.ok) return;
      expect(mine.conflict).toMatchObject({ version: theirs.version, by: "ทดสอบ rev.other" });
      expect(mine.conflict!.fields).toEqual([
        { key: "summary", label: "สรุปสั้น ๆ", theirs: "ของเขา" },
      ]);
      const over = await saveItem(
        as(editor),
        faq,
        { id: first.id, version: theirs.version },
        input({ slug: "คำถาม-ชน", summary: "รวมแล้ว" }),
      );
      expect(over.ok).toBe(true);
      expect((await findEditableItem(db, first.id))!.summary).toBe("รวมแล้ว");
    });

    it("compares, by default, the revision before the last save with the current item", async () => {
      const { id } = await threeSaves("คำถาม-เทียบ");
      const view = (await revisionsView(id, 1, { from: null, to: null }))!;
      expect(view.comparison!.from.id).toBe(view.revisions.items[1]!.id);
      expect(view.comparison!.to).toBeNull();
      const summary = view.comparison!.fields.find((f) => f.label === "สรุปสั้น ๆ")!;
      expect(summary.changed).toBe(true);
      expect(summary.rows).toEqual([
        { left: { kind: "removed", text: "สอง" }, right: { kind: "added", text: "สาม" } },
      ]);
      expect(view.comparison!.fields.find((f) => f.label === "คำถาม")!.changed).toBe(false);
    });

    it("compares two chosen revisions, body by paragraph", async () => {
      const { id } = await threeSaves("คำถาม-สองฉบับ");
      const [, second, first] = (await revisionsView(id, 1, { from: null, to: null }))!.revisions
        .items;
      const view = (await revisionsView(id, 1, { from: first!.id, to: second!.id }))!;
      const body = view.comparison!.fields.find((f) => f.label === "คำตอบ")!;
      expect(body.rows).toEqual([
        { left: { kind: "same", text: "คำตอบ" }, right: { kind: "same", text: "คำตอบ" } },
        { left: null, right: { kind: "added", text: "ย่อหน้าใหม่" } },
      ]);
    });

    it("refuses a revision of another item", async () => {
      const a = await threeSaves("คำถาม-ก");
      const b = await threeSaves("คำถาม-ข");
      const ofB = (await revisionsView(b.id, 1, { from: null, to: null }))!.revisions.items[0]!;
      expect(await revisionsView(a.id, 1, { from: ofB.id, to: null })).toBeNull();
      expect(await restoreRevision(as(editor), a.id, ofB.id, a.version)).toMatchObject({
        ok: false,
        status: 404,
      });
    });

    it("restores a revision as a new save, kept as a restore revision", async () => {
      const saved = await threeSaves("คำถาม-นำกลับ");
      const first = (await revisionsView(saved.id, 1, { from: null, to: null }))!.revisions
        .items[2]!;
      const result = await restoreRevision(as(other), saved.id, first.id, saved.version);
      expect(result).toMatchObject({ ok: true, version: saved.version + 1 });
      const item = (await findEditableItem(db, saved.id))!;
      expect(item).toMatchObject({ summary: "หนึ่ง", body: "<p>คำตอบ</p>" });
      const view = (await revisionsView(saved.id, 1, { from: null, to: null }))!;
      expect(view.revisions.items[0]).toMatchObject({
        reason: "restore",
        version: item.version,
        author: "ทดสอบ rev.other",
      });
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "detail"])
        .where("action", "=", "item-revision-restored")
        .execute();
      expect(audit.some((a) => a.detail.includes(`#${saved.id}`))).toBe(true);
    });

    it("refuses to restore over a version someone has moved past, changing nothing", async () => {
      const saved = await threeSaves("คำถาม-ชนกัน");
      const first = (await revisionsView(saved.id, 1, { from: null, to: null }))!.revisions
        .items[2]!;
      const seen = saved.version;
      const moved = await saveItem(
        as(other),
        faq,
        { id: saved.id, version: seen },
        input({ slug: "คำถาม-ชนกัน", summary: "สี่" }),
      );
      expect(moved.ok).toBe(true);
      const result = await restoreRevision(as(editor), saved.id, first.id, seen);
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(!result.ok && result.message).toContain("มีผู้อื่นแก้ไข");
      expect((await findEditableItem(db, saved.id))!.summary).toBe("สี่");
    });
  });
}
