import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { config } from "../../lib/config.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import {
  oldAddressTarget,
  redirectTable,
  removeRedirect,
  saveRedirect,
} from "./redirects.server.ts";

const lead = (address: string) => oldAddressTarget(new URL(address, "http://old.example.go.th"));

for (const database of testDatabases()) {
  describe(`the redirect table staff edit, on ${database.name}`, () => {
    let db: Db;
    let admin: Actor;
    let staff: Actor;
    const request = new Request("http://localhost/");

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = actorOf(request, await addStaff(db, "redirect.admin", "admin"));
      staff = actorOf(request, await addStaff(db, "redirect.staff", "staff"));
    });
    afterAll(() => database.close());

    it("keys a pasted old address as the lookup does, and leads it to a page of this site", async () => {
      const saved = await saveRedirect(admin, {
        from: "https://old.example.go.th/2019/05/%E0%B8%A7%E0%B8%B1%E0%B8%84%E0%B8%8B%E0%B8%B5%E0%B8%99/",
        to: "/news/health/vaccine",
      });
      expect(saved).toMatchObject({ ok: true, from: "/2019/05/วัคซีน", replaced: false });
      expect(await lead("/2019/05/วัคซีน/")).toBe("/news/health/vaccine");
      expect(await lead("/?p=1")).toBeNull();
    });

    it("changes where an old address leads, including one an import made", async () => {
      await db
        .insertInto("redirects")
        .values({
          from_path: "/?p=77",
          to_path: "/about",
          item_id: null,
          media_id: null,
          origin: "wordpress",
          created_at: new Date().toISOString(),
        })
        .execute();
      const saved = await saveRedirect(admin, {
        from: "/?p=77",
        to: `${config().baseUrl}/contact`,
      });
      expect(saved).toMatchObject({ ok: true, replaced: true });
      expect(await lead("/?p=77&utm_source=x")).toBe("/contact");
      const { entries, total } = await redirectTable("p=77", 1);
      expect(total).toBe(1);
      expect(entries[0]).toMatchObject({ from: "/?p=77", to: "/contact", origin: "เจ้าหน้าที่เพิ่ม" });
    });

    it.each([
      [{ from: "", to: "/contact" }, "from"],
      [{ from: "/", to: "/contact" }, "from"],
      [{ from: "javascript:alert(1)", to: "/contact" }, "from"],
      [{ from: `/${"ก".repeat(600)}`, to: "/contact" }, "from"],
      [{ from: "/old", to: "" }, "to"],
      [{ from: "/old", to: "https://evil.example/phish" }, "to"],
      [{ from: "/old", to: "//evil.example/phish" }, "to"],
      [{ from: "/old", to: "/\\evil.example" }, "to"],
      [{ from: "/old", to: "news" }, "to"],
      [{ from: "/old", to: "/old/" }, "to"],
    ])("refuses %j, naming the field, and stores nothing", async (input, field) => {
      const before = (await redirectTable("", 1)).total;
      const result = await saveRedirect(admin, input);
      expect(result).toMatchObject({ ok: false, status: 400 });
      expect(result.ok ? {} : result.fields).toHaveProperty(field);
      expect((await redirectTable("", 1)).total).toBe(before);
    });

    it("finds addresses by a part of them, treating % and _ as plain characters", async () => {
      // As a browser sends it: the percent sign itself encoded.
      expect(await saveRedirect(admin, { from: "/100%25_sure", to: "/contact" })).toMatchObject({
        ok: true,
        from: "/100%_sure",
      });
      expect((await redirectTable("%_", 1)).entries.map((e) => e.from)).toEqual(["/100%_sure"]);
      expect((await redirectTable("zzz", 1)).total).toBe(0);
    });

    it("removes an old address, which then leads nowhere; a second removal is a 404", async () => {
      expect(await removeRedirect(admin, "/2019/05/วัคซีน")).toEqual({ ok: true });
      expect(await lead("/2019/05/วัคซีน")).toBeNull();
      expect(await removeRedirect(admin, "/2019/05/วัคซีน")).toMatchObject({ status: 404 });
    });

    it("refuses a general user both ways", async () => {
      await expect(saveRedirect(staff, { from: "/x", to: "/contact" })).rejects.toMatchObject({
        status: 403,
      });
      await expect(removeRedirect(staff, "/?p=77")).rejects.toMatchObject({ status: 403 });
      expect(await lead("/?p=77")).toBe("/contact");
    });
  });
}
