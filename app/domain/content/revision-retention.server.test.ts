import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { insertRevision } from "../../db/content/item-editor.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { runDueJobs } from "../operations/jobs.server.ts";
import {
  pruneOldRevisions,
  revisionRetentionDays,
  saveRevisionRetention,
} from "./revision-retention.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const at = (day: string) => vi.setSystemTime(new Date(`${day}T09:00:00Z`));

for (const database of testDatabases()) {
  describe(`revision retention on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    const actor = () => actorOf(new Request("http://localhost/admin"), admin);
    const remaining = async (itemId: number) =>
      (
        await db
          .selectFrom("item_revisions")
          .select("created_at")
          .where("item_id", "=", itemId)
          .orderBy("id")
          .execute()
      ).map((r) => r.created_at.slice(0, 10));

    /** One revision a day, from 1 January 2026 on. */
    async function revisionsOn(itemId: number, days: number) {
      for (let d = 1; d <= days; d++) {
        at(`2026-01-0${d}`);
        await insertRevision(db, {
          itemId,
          version: d,
          snapshot: { title: `ฉบับ ${d}` },
          authorId: admin.id,
          reason: "save",
        });
      }
    }

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "retention.admin", "admin");
    });
    afterEach(() => vi.useRealTimers());
    afterAll(() => database.close());

    it("prunes old revisions daily once a retention is set, always keeping each item's newest 5", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const busy = await addItem(db, { type: "news", subject: "health", title: "ข่าวแก้บ่อย" });
      const quiet = await addItem(db, { type: "news", subject: "health", title: "ข่าวแก้น้อย" });
      await revisionsOn(busy, 8);
      await revisionsOn(quiet, 2);

      at("2026-03-01");
      expect(await revisionRetentionDays()).toBe(0);
      expect(await pruneOldRevisions()).toBe(0);

      at("2026-02-05");
      expect(await saveRevisionRetention(actor(), "30")).toMatchObject({ ok: true });
      expect(await revisionRetentionDays()).toBe(30);
      expect(await runDueJobs()).toBe(1);
      expect(await remaining(busy)).toEqual([
        "2026-01-04",
        "2026-01-05",
        "2026-01-06",
        "2026-01-07",
        "2026-01-08",
      ]);
      expect(await remaining(quiet)).toEqual(["2026-01-01", "2026-01-02"]);

      expect(await runDueJobs()).toBe(0);
      vi.setSystemTime(new Date("2026-02-06T09:00:01Z"));
      expect(await runDueJobs()).toBe(1);

      expect(await saveRevisionRetention(actor(), "0")).toMatchObject({ ok: true });
      vi.setSystemTime(new Date("2026-02-07T09:00:02Z"));
      expect(await runDueJobs()).toBe(1);
      vi.setSystemTime(new Date("2026-02-09T09:00:00Z"));
      expect(await runDueJobs()).toBe(0);
      expect(await remaining(busy)).toHaveLength(5);
    });

    it("refuses a retention that is not a whole number of days, in Thai", async () => {
      for (const raw of ["", "-1", "สามสิบ", "1.5", "99999"]) {
        const result = await saveRevisionRetention(actor(), raw);
        expect(result, raw).toMatchObject({ ok: false, code: "retention.invalid" });
        expect(!result.ok && result.fields.retentionDays).toMatch(/[ก-๙]/);
      }
      expect(await revisionRetentionDays()).toBe(0);
    });
  });
}
