import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff, daysAgo } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { recordViews } from "../../db/content/item-writes.server.ts";
import { readDashboard, type Dashboard } from "./dashboard.server.ts";

/** 12:00 on 22 November 2026 in Thailand. */
const NOW = new Date("2026-11-22T05:00:00Z");
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

for (const database of testDatabases()) {
  describe(`dashboard on ${database.name}`, () => {
    let db: Db;
    let dashboard: Dashboard;
    const ids: Record<string, number> = {};

    async function views(item: string, day: string, visitors: number) {
      const visits = Array.from({ length: visitors }, (_, v) => `${item}-${day}-${v}`);
      await recordViews(
        db,
        visits.map((visitor) => ({ itemId: ids[item]!, day, visitor })),
      );
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const writer = await addStaff(db, "dash.writer", "staff");
      const chief = await addStaff(db, "dash.chief", "admin");
      const news = (title: string, subject: string) => ({ type: "news" as const, subject, title });
      ids.health = await addItem(db, {
        ...news("ข่าวสุขภาพที่อ่านมาก", "health"),
        editor_id: writer.id,
        updated_at: daysAgo(0),
      });
      ids.health2 = await addItem(db, {
        ...news("ข่าวสุขภาพอีกเรื่อง", "health"),
        editor_id: chief.id,
        updated_at: daysAgo(2),
      });
      ids.trashed = await addItem(db, {
        ...news("ข่าวในถังขยะ", "health"),
        updated_at: daysAgo(0),
        deleted_at: daysAgo(0),
      });
      ids.draft = await addItem(db, {
        ...news("ร่างข่าวสำนักงาน", "office"),
        status: "draft",
        published_at: null,
      });
      ids.olderSubmission = await addItem(db, {
        ...news("ข่าวส่งตรวจก่อน", "office"),
        status: "draft",
        published_at: null,
        submitted_at: daysAgo(0.2),
        submitted_by: writer.id,
      });
      ids.newerSubmission = await addItem(db, {
        ...news("ข่าวส่งตรวจทีหลัง", "office"),
        status: "draft",
        published_at: null,
        submitted_at: daysAgo(0.1),
        submitted_by: chief.id,
      });
      ids.later = await addItem(db, {
        type: "gallery",
        title: "อัลบั้มเผยแพร่ทีหลัง",
        status: "scheduled",
        published_at: inDays(2),
        editor_id: chief.id,
      });
      ids.sooner = await addItem(db, {
        type: "gallery",
        title: "อัลบั้มเผยแพร่ก่อน",
        status: "scheduled",
        published_at: inDays(1),
      });
      ids.archived = await addItem(db, { type: "faq", title: "คำถามเก่า", status: "archived" });

      await views("health", "2026-11-22", 3);
      await views("health", "2026-10-24", 1);
      await views("health2", "2026-10-23", 5);
      await views("health2", "2026-11-20", 1);
      await views("trashed", "2026-11-22", 5);
      dashboard = await readDashboard(NOW);
    });
    afterAll(() => database.close());

    const row = (key: string) => dashboard.counts.find((k) => k.key === key)!;

    it("counts every kind by status, submitted drafts as waiting and the trash left out", () => {
      expect(row("news_health")).toMatchObject({
        label: "ข่าวสุขภาพ",
        listPath: "/admin/news/health",
        counts: { draft: 0, waiting: 0, scheduled: 0, published: 2, archived: 0, total: 2 },
      });
      expect(row("news_office").counts).toMatchObject({ draft: 1, waiting: 2, total: 3 });
      expect(row("media_gallery").counts).toMatchObject({ scheduled: 2, total: 2 });
      expect(row("announce_faq").counts).toMatchObject({ archived: 1, total: 1 });
      expect(row("announce_workwithus").counts.total).toBe(0);
      expect(dashboard.counts.map((k) => k.key)).toContain("media_infographic");
      expect(dashboard.totals).toEqual({
        draft: 1,
        waiting: 2,
        scheduled: 2,
        published: 2,
        archived: 1,
        total: 8,
      });
    });

    it("lists drafts waiting for review, newest submission first, with who submitted", () => {
      expect(dashboard.waiting).toEqual([
        {
          id: ids.newerSubmission,
          title: "ข่าวส่งตรวจทีหลัง",
          kindLabel: "สำนักข่าวสร้างสุข",
          editorPath: `/admin/write/news_office/${ids.newerSubmission}`,
          at: expect.any(String),
          person: "ทดสอบ dash.chief",
        },
        expect.objectContaining({ id: ids.olderSubmission, person: "ทดสอบ dash.writer" }),
      ]);
    });

    it("lists scheduled items, the next to publish first", () => {
      expect(dashboard.scheduled.map((e) => [e.id, e.editorPath, e.person])).toEqual([
        [ids.sooner, `/admin/write/media_gallery/${ids.sooner}`, null],
        [ids.later, `/admin/write/media_gallery/${ids.later}`, "ทดสอบ dash.chief"],
      ]);
    });

    it("lists recent edits newest first with the last editor, without trashed items", () => {
      const recent = dashboard.recent.map((e) => [e.id, e.person]);
      expect(recent).toHaveLength(8);
      expect(recent).not.toContainEqual([ids.trashed, null]);
      expect(recent[0]).toEqual([ids.health, "ทดสอบ dash.writer"]);
      expect(recent.at(-1)).toEqual([ids.health2, "ทดสอบ dash.chief"]);
    });

    it("ranks the most read over the last 30 Thai days: day 29 counts, day 30 does not", () => {
      expect(dashboard.mostRead).toEqual([
        {
          id: ids.health,
          title: "ข่าวสุขภาพที่อ่านมาก",
          kindLabel: "ข่าวสุขภาพ",
          editorPath: `/admin/write/news_health/${ids.health}`,
          views: 4,
        },
        expect.objectContaining({ id: ids.health2, views: 1 }),
      ]);
    });

    it("gives views for each of the 30 days, zero-filled, including trashed items' views", () => {
      expect(dashboard.daily).toHaveLength(30);
      expect(dashboard.daily[0]).toEqual({ day: "2026-10-24", views: 1 });
      expect(dashboard.daily.at(-1)).toEqual({ day: "2026-11-22", views: 8 });
      expect(dashboard.daily.find((d) => d.day === "2026-11-20")?.views).toBe(1);
      expect(dashboard.daily.find((d) => d.day === "2026-11-01")?.views).toBe(0);
      expect(dashboard.daily.reduce((sum, d) => sum + d.views, 0)).toBe(10);
    });

    it("ends the window on the Thai calendar day, not the UTC one", async () => {
      const lateEvening = await readDashboard(new Date("2026-11-22T18:00:00Z"));
      expect(lateEvening.daily[0]!.day).toBe("2026-10-25");
      expect(lateEvening.daily.at(-1)).toEqual({ day: "2026-11-23", views: 0 });
      expect(lateEvening.mostRead.map((e) => [e.id, e.views])).toEqual([
        [ids.health, 3],
        [ids.health2, 1],
      ]);
    });
  });
}
