import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { usernameFor } from "./wordpress-authors.server.ts";
import { importWordPress } from "./wordpress-import.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wordpress-authors-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a WordPress login as a username here", () => {
  it.each([
    ["somchai", 2, "somchai"],
    ["malee.s", 3, "malee.s"],
    ["Malee Suk", 4, "malee-suk"],
    ["สมชาย", 5, "wp-author-5"],
    ["jo", 6, "wp-author-6"],
    ["admin@office.go.th", 7, "admin-office.go.th"],
    ["x".repeat(80), 8, "x".repeat(50)],
  ])("%s (%i) → %s", (login, id, username) => expect(usernameFor(login, id)).toBe(username));
});

for (const database of testDatabases()) {
  describe(`authors as staff accounts on ${database.name}`, () => {
    let db: Db;
    let actor: Actor;
    const accounts = () =>
      db
        .selectFrom("users")
        .select(["id", "username", "role", "first_name", "last_name"])
        .execute();

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      actor = actorOf(
        new Request("http://localhost/"),
        await addStaff(db, "authors.admin", "admin"),
      );
    });
    afterAll(() => database.close());

    it("makes each author a general user who owns their posts, once", async () => {
      const file = "tests/fixtures/wordpress/export.xml";
      const report = await importWordPress(actor, { file, mapping: { authors: "accounts" } });
      expect(report.accounts.sort()).toEqual(["admin", "malee.s", "somchai"]);
      const made = await accounts();
      const somchai = made.find((a) => a.username === "somchai");
      expect(somchai).toMatchObject({ role: "staff", first_name: "สมชาย", last_name: "ใจดี" });
      const dengue = await db
        .selectFrom("items")
        .select("author_id")
        .where("slug", "=", "เตือนภัยไข้เลือดออกช่ว")
        .executeTakeFirstOrThrow();
      expect(dengue.author_id).toBe(somchai!.id);

      const again = await importWordPress(actor, { file, mapping: { authors: "accounts" } });
      expect(again.accounts).toEqual([]);
      expect((await accounts()).length).toBe(made.length);
    });
  });
}
