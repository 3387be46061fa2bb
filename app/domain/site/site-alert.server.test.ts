import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { toBangkokInput } from "../../lib/bangkok-time.ts";
import { actorOf } from "../../lib/http.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import {
  activeSiteAlert,
  publishSiteAlert,
  siteAlertHtml,
  storedSiteAlert,
  withdrawSiteAlert,
} from "./site-alert.server.ts";

const NOW = new Date("2026-11-26T03:00:00.000Z");
const inThaiTime = (ms: number) => toBangkokInput(new Date(NOW.getTime() + ms).toISOString(), true);
const form = (over: Partial<Record<string, string>> = {}) => ({
  level: "emergency",
  text: "ค่าฝุ่น PM2.5 เกินมาตรฐาน งดกิจกรรมกลางแจ้ง",
  link: "/news/health/pm25",
  endsAt: "",
  ...over,
});

for (const database of testDatabases()) {
  describe(`the site-wide alert, on ${database.name}`, () => {
    let db: Db;
    let admin: Actor;
    let staff: Actor;
    const request = new Request("http://localhost/");

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = actorOf(request, await addStaff(db, "alert.admin", "admin"));
      staff = actorOf(request, await addStaff(db, "alert.staff", "staff"));
    });
    afterAll(() => database.close());

    it("is off until an administrator switches it on, then shows until it is withdrawn", async () => {
      expect(await activeSiteAlert(NOW)).toBeNull();
      const saved = await publishSiteAlert(admin, form(), NOW);
      expect(saved).toMatchObject({
        ok: true,
        alert: { on: true, level: "emergency", endsAt: null },
      });
      expect(await activeSiteAlert(NOW)).toMatchObject({ text: form().text });
      await withdrawSiteAlert(admin);
      expect(await activeSiteAlert(NOW)).toBeNull();
      expect(await storedSiteAlert()).toMatchObject({ on: false, text: form().text });
    });

    it("leaves by itself at its end time, and a job is queued for that moment", async () => {
      const saved = await publishSiteAlert(admin, form({ endsAt: inThaiTime(90_000) }), NOW);
      expect(saved.ok && saved.alert.endsAt).toBe("2026-11-26T03:01:30.000Z");
      expect(await activeSiteAlert(new Date(NOW.getTime() + 89_000))).not.toBeNull();
      expect(await activeSiteAlert(new Date(NOW.getTime() + 90_000))).toBeNull();
      const job = await db
        .selectFrom("jobs")
        .select(["run_at"])
        .where("kind", "=", "site-alert-ended")
        .orderBy("id", "desc")
        .executeTakeFirst();
      expect(job?.run_at).toBe("2026-11-26T03:01:30.000Z");
    });

    it("refuses bad input in Thai, field by field, and keeps what was there", async () => {
      await publishSiteAlert(admin, form({ text: "ประกาศเดิม" }), NOW);
      const bad = await publishSiteAlert(
        admin,
        {
          level: "panic",
          text: "  \u0007  ",
          link: "javascript:alert(1)",
          endsAt: inThaiTime(-60_000),
        },
        NOW,
      );
      expect(bad).toMatchObject({ ok: false, status: 400 });
      if (bad.ok) return;
      expect(Object.keys(bad.fields).sort()).toEqual(["endsAt", "level", "link", "text"]);
      for (const link of ["//evil.example/x", "http://example.com", "https://u:p@example.com/"]) {
        const refused = await publishSiteAlert(admin, form({ link }), NOW);
        expect(refused.ok, link).toBe(false);
      }
      const long = await publishSiteAlert(admin, form({ text: "ก".repeat(201) }), NOW);
      expect(long.ok).toBe(false);
      expect((await storedSiteAlert()).text).toBe("ประกาศเดิม");
    });

    it("is an administrator's to change", async () => {
      await expect(publishSiteAlert(staff, form(), NOW)).rejects.toMatchObject({ status: 403 });
      await expect(withdrawSiteAlert(staff)).rejects.toMatchObject({ status: 403 });
    });
  });
}

describe("the alert's HTML", () => {
  it("says the level in words, escapes the text and the link, and is a live region", () => {
    const html = siteAlertHtml({
      on: true,
      level: "emergency",
      text: `<script>alert("x")</script> & น้ำท่วม`,
      link: `/news?a="b"`,
      endsAt: null,
    });
    expect(html).toContain('<p aria-live="assertive"><strong>ฉุกเฉิน:</strong>');
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; น้ำท่วม");
    expect(html).toContain('href="/news?a=&#34;b&#34;"');
    expect(
      siteAlertHtml({ on: true, level: "info", text: "ทดสอบ", link: "", endsAt: null }),
    ).toContain('<p aria-live="polite"><strong>ประกาศ:</strong> ทดสอบ</p>');
  });
});
