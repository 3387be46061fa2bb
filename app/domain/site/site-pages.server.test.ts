import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem } from "../../../tests/support/fixtures.ts";
import { POLICY_LINKS } from "../../content/types.ts";
import type { Db } from "../../db/client.server.ts";
import { ensureSitePages, pagesOf } from "./site-pages.server.ts";

for (const database of testDatabases()) {
  describe(`site pages on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    it("publishes every policy and drafts the about pages once; a trashed policy stays away", async () => {
      expect(await ensureSitePages()).toBe(10);
      expect((await pagesOf("policy")).map((p) => p.slug).sort()).toEqual(
        POLICY_LINKS.map((l) => l.slug).sort(),
      );
      expect(await pagesOf("about")).toEqual([]);
      const drafts = await db
        .selectFrom("items")
        .select(["slug", "status"])
        .where("subject", "=", "about")
        .execute();
      expect(drafts.map((d) => d.status)).toEqual(Array(5).fill("draft"));
      expect(await ensureSitePages()).toBe(0);

      await db
        .updateTable("items")
        .set({ deleted_at: new Date().toISOString() })
        .where("slug", "=", "terms")
        .execute();
      await db.deleteFrom("items").where("subject", "=", "about").execute();
      await addItem(db, { type: "page", subject: "about", slug: "history", title: "ประวัติ" });
      expect(await ensureSitePages()).toBe(0);
    });
  });
}
