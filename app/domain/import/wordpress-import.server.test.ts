import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { oldAddressTarget } from "../site/redirects.server.ts";
import { folderSource } from "./uploads-source.server.ts";
import { importWordPress } from "./wordpress-import.server.ts";
import type { Mapping } from "./wordpress-plan.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wordpress-import-"));
process.env.DATA_DIR = dataDir;

// Made by WordPress 6.1 itself: tests/fixtures/wordpress/README.md lists what it holds.
const EXPORT = "tests/fixtures/wordpress/export.xml";
const UPLOADS = folderSource("tests/fixtures/wordpress/uploads");
const OLD = "http://wp.example.go.th";

const lead = (address: string) => oldAddressTarget(new URL(address, OLD));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

for (const database of testDatabases()) {
  describe(`importing a WordPress export on ${database.name}`, () => {
    let db: Db;
    let actor: Actor;
    const count = async (table: "items" | "media" | "redirects") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const item = (slug: string) =>
      db.selectFrom("items").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      actor = actorOf(new Request("http://localhost/"), await addStaff(db, "wp.admin", "admin"));
    });
    afterAll(() => database.close());

    it("refuses a general user", async () => {
      const staff = actorOf(
        new Request("http://localhost/"),
        await addStaff(db, "wp.staff", "staff"),
      );
      await expect(importWordPress(staff, { file: EXPORT, dryRun: true })).rejects.toMatchObject({
        status: 403,
      });
    });

    it("says in a dry run what would happen, and writes nothing", async () => {
      const report = await importWordPress(actor, { file: EXPORT, dryRun: true });
      expect(report.items).toEqual({ planned: 20, created: 0, existing: 0 });
      expect(report.files.missing).toHaveLength(8);
      expect(report.skipped.map((s) => s.reason)).toEqual([
        "โพสต์ส่วนตัว (private) ไม่นำเข้า",
        "อยู่ในถังขยะของ WordPress",
      ]);
      expect(report.categories.find((c) => c.slug === "procurement")?.target).toBe("general");
      // The old addresses the run would keep, as a run counts them: posts' and pages' here (the
      // files are missing without the uploads folder).
      expect(report.redirects).toBe(36);
      expect([await count("items"), await count("media"), await count("redirects")]).toEqual([
        0, 0, 0,
      ]);
      const withFiles = await importWordPress(actor, {
        file: EXPORT,
        uploads: UPLOADS,
        dryRun: true,
      });
      expect(withFiles.files.missing).toEqual([]);
      expect(withFiles.redirects).toBe(36 + 38);
    });

    it("refuses a mapping naming a category the export lacks, or a place the site lacks", async () => {
      const dryRun = (mapping: object) =>
        importWordPress(actor, { file: EXPORT, dryRun: true, mapping: mapping as Mapping });
      await expect(dryRun({ categories: { "health-news": "news:helth" } })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("news:helth"),
      });
      await expect(dryRun({ categories: { "health-new": "general" } })).rejects.toMatchObject({
        message: expect.stringContaining("health-new"),
      });
      await expect(dryRun({ pages: "abot" })).rejects.toMatchObject({
        message: expect.stringContaining("abot"),
      });
      await expect(dryRun({ default: "news" })).rejects.toMatchObject({ status: 400 });
      const chosen = await dryRun({
        categories: { "health-news": "news:office", procurement: "skip" },
        pages: "policy",
      });
      expect(chosen.categories.find((c) => c.slug === "health-news")?.target).toBe("news:office");
      expect(chosen.skipped.map((s) => s.reason)).toContain("หมวดหมู่ที่เลือกไม่นำเข้า");
      expect(await count("items")).toBe(0);
    });

    it("carries on where an interrupted run stopped", async () => {
      const stopped = importWordPress(actor, {
        file: EXPORT,
        uploads: UPLOADS,
        progress(done, _total, what) {
          if (what === "items" && done === 5) throw new Error("power cut");
        },
      });
      await expect(stopped).rejects.toThrow("power cut");
      expect([await count("items"), await count("media")]).toEqual([5, 8]);
    });

    it("imports posts, pages and files with their dates, covers, statuses and content", async () => {
      const report = await importWordPress(actor, { file: EXPORT, uploads: UPLOADS });
      expect(report.items).toEqual({ planned: 20, created: 15, existing: 5 });
      expect(report.files).toMatchObject({ created: 0, existing: 8, missing: [] });
      expect(await count("items")).toBe(20);
      // The first five were made before the cut; what the rest could not convert is reported.
      expect(report.problems.map((p) => `${p.title}: ${p.problem}`)).toEqual([
        "แบบสำรวจความพึงพอใจต่อการให้บริการ ประจำปีงบประมาณ 2568: shortcode ที่แปลงไม่ได้ [contact-form-7] คงไว้เป็นข้อความ",
      ]);

      const flu = await item("flu-vaccine-2567");
      expect(flu).toMatchObject({
        type: "news",
        subject: "health",
        status: "published",
        published_at: "2024-05-02T03:00:00.000Z",
      });
      expect(flu.cover_media_id).toBeGreaterThan(0);
      // Its tags are its keywords; its author kept WordPress's login as the name: no byline.
      expect(JSON.parse(flu.details!)).toEqual({ keywords: "ผู้สูงอายุ, วัคซีน" });
      const dengue = await item("เตือนภัยไข้เลือดออกช่ว");
      expect(JSON.parse(dengue.details!)).toMatchObject({ byline: "สมชาย ใจดี" });
      const pages = await db
        .selectFrom("items")
        .select("details")
        .where("type", "=", "page")
        .execute();
      expect(pages.map((p) => p.details)).toEqual(pages.map(() => null));
      expect(flu.body).toMatch(
        /<img src="\/media\/images\/[\w/]+-400\.webp" alt="[^"]+" data-media-id="\d+"/,
      );
      expect(flu.body).not.toContain("wp:");
      expect(flu.body).not.toContain(OLD);
      expect(flu.body).not.toMatch(/images\/[\w/]+-original/);

      const statuses = await db
        .selectFrom("items")
        .select(["status", (eb) => eb.fn.countAll().as("n")])
        .groupBy("status")
        .orderBy("status")
        .execute();
      expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
        ["draft", 4],
        ["published", 15],
        ["scheduled", 1],
      ]);
      // A post behind a password stays a draft, and the report says so.
      expect((await item("รายงานการประชุมคณะกรรม")).status).toBe("draft");
      expect(report.notices).toContainEqual({
        title: expect.stringContaining("รายงานการประชุมคณะกรรม"),
        notice: "มีรหัสผ่านใน WordPress: นำเข้าเป็นฉบับร่าง ไม่เผยแพร่",
      });
      expect((await item("ข่าวฝากประชาสัมพันธ์-รับสมัครผู้บริจาคโลหิต")).submitted_at).not.toBeNull();

      const video = await item("วิดีโอ-วิธีล้างมือ-7-ขั้น");
      expect(video.body).toContain(
        '<figure data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/',
      );
      const photos = await item("ประมวลภาพกิจกรรมวันผู้");
      expect(photos.body.match(/<figure><img /g)?.length).toBeGreaterThanOrEqual(3);
      const links = await item("รวมลิงก์ความรู้สุขภาพท");
      expect(links.body).toContain('href="/news/health/');
      const tender = await item("ประกาศผู้ชนะการเสนอราค");
      const attached = await db
        .selectFrom("item_media")
        .select("media_id")
        .where("item_id", "=", tender.id)
        .where("role", "=", "attachment")
        .execute();
      expect(attached).toHaveLength(1);
      // The old addresses of posts and pages, and of files, as the dry run counted them.
      const leadingTo = async (column: "item_id" | "media_id") =>
        Number(
          (
            await db
              .selectFrom("redirects")
              .select((eb) => eb.fn.countAll().as("n"))
              .where(column, "is not", null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect([await leadingTo("item_id"), await leadingTo("media_id")]).toEqual([36, 38]);
    });

    it("makes excerpts summaries, and keeps when each post was last changed, even one that waits for review", async () => {
      expect((await item("flu-vaccine-2567")).summary).toBe(
        "ผู้สูงอายุ 65 ปีขึ้นไปรับวัคซีนไข้หวัดใหญ่ฟรี ที่โรงพยาบาลและ รพ.สต. ทุกแห่ง",
      );
      // Classic (post 10): the excerpt, never the start of the text.
      expect((await item("เตือนภัยไข้เลือดออกช่ว")).summary).toBe(
        "ช่วงฤดูฝนพบผู้ป่วยไข้เลือดออกเพิ่มขึ้น ขอให้ทุกบ้านใช้มาตรการ 3 เก็บ ป้องกัน 3 โรค",
      );
      expect((await item("osm-training-2567")).summary).toBe("");

      // WordPress's post_modified_gmt, for drafts (never published) as for the rest.
      expect(await item("แผนการดำเนินงานป้องกันโรคไข้หวัดนก")).toMatchObject({
        status: "draft",
        published_at: null,
        updated_at: "2025-09-01T03:00:00.000Z",
      });
      // Submitted for review and scheduled by the workflow, which marks an item changed now.
      const pending = await item("ข่าวฝากประชาสัมพันธ์-รับสมัครผู้บริจาคโลหิต");
      expect(pending.submitted_at).not.toBeNull();
      expect(pending.updated_at).toBe("2025-10-02T02:00:00.000Z");
      expect(await item("ประกาศวันหยุดให้บริการ")).toMatchObject({
        status: "scheduled",
        updated_at: "2029-12-20T01:00:00.000Z",
      });
    });

    it("makes the editor's own lists, tables and quotes of block and classic content", async () => {
      const tags = (html: string) => html.replace(/>\s+</g, "><").trim();
      // Block editor (post 9): a list, and a quote whose citation is its last line.
      const flu = tags((await item("flu-vaccine-2567")).body);
      expect(flu).toContain(
        "<ul><li>ผู้ที่มีอายุ 65 ปีขึ้นไป</li><li>หญิงตั้งครรภ์อายุครรภ์ 4 เดือนขึ้นไป</li><li>ผู้ป่วยโรคเรื้อรัง เช่น เบาหวาน โรคหัวใจ โรคปอดอุดกั้นเรื้อรัง</li></ul>",
      );
      expect(flu).toMatch(
        /<blockquote><p>การฉีดวัคซีนไข้หวัดใหญ่ทุกปี[^<]+<\/p><p>— นายแพทย์สาธารณสุขจังหวัดตัวอย่าง<\/p><\/blockquote>$/,
      );
      // A table with its head and caption (post 12), then an ordered list.
      expect(tags((await item("ตารางให้บริการคลินิกพิ")).body)).toContain(
        "<figure><table><thead><tr><th>วัน</th><th>คลินิก</th><th>เวลา</th></tr></thead><tbody><tr><td>จันทร์</td><td>คลินิกเบาหวาน</td><td>08.30–12.00 น.</td></tr><tr><td>อังคาร</td><td>คลินิกความดันโลหิตสูง</td><td>08.30–12.00 น.</td></tr><tr><td>พุธ</td><td>คลินิกฝากครรภ์</td><td>13.00–16.00 น.</td></tr><tr><td>พฤหัสบดี</td><td>คลินิกสุขภาพเด็กดี</td><td>08.30–12.00 น.</td></tr></tbody></table><figcaption>ปิดให้บริการวันหยุดราชการ</figcaption></figure><h3>ขั้นตอนการรับบริการ</h3><ol><li>ยื่นบัตรประจำตัวประชาชน</li><li>ชั่งน้ำหนัก วัดความดัน</li><li>พบแพทย์หรือพยาบาล</li><li>รับยา</li></ol>",
      );
      // Classic (post 10): the list stands between the paragraphs, not inside one.
      expect(tags((await item("เตือนภัยไข้เลือดออกช่ว")).body)).toContain(
        "<p>ขอความร่วมมือทุกครัวเรือนใช้มาตรการ <em>3 เก็บ ป้องกัน 3 โรค</em> ดังนี้</p><ul><li>เก็บบ้านให้สะอาด โปร่ง ลมผ่าน</li><li>เก็บขยะ เศษภาชนะที่อาจขังน้ำ</li><li>เก็บน้ำ ปิดฝาโอ่งให้มิดชิด</li></ul><p>หากมีไข้สูงลอย 2 วันขึ้นไป",
      );
      // Nothing of WordPress's own markup is left: classes, block comments, its citation tag.
      for (const { body } of await db.selectFrom("items").select("body").execute())
        expect(body).not.toMatch(/\sclass=|\sstyle=|<!--|<cite|<ul><br|<\/li><br/);
    });

    it("answers the old addresses with the new ones", async () => {
      expect(await lead("/2024/05/02/flu-vaccine-2567/")).toBe("/news/health/flu-vaccine-2567");
      expect(await lead("/?p=9")).toBe("/news/health/flu-vaccine-2567");
      expect(await lead("/?page_id=5")).toBe("/about/vision");
      expect(await lead("/wp-content/uploads/2024/06/mosquito-larvae-300x225.jpg")).toMatch(
        // The largest JPEG variant: the original keeps the camera's metadata.
        /^\/media\/images\/[\w/]+-400\.jpg$/,
      );
      expect(await lead("/category/health-news/")).toBe("/news/health");
      expect(await lead("/category/procurement/")).toBe("/general");
      expect(await lead("/feed/")).toBe("/feeds/news.xml");
      // A tag leads to the search the search page answers (it reads `title`).
      expect(await lead("/tag/covid-19/")).toBe("/search?title=COVID-19");
      // An author's posts: the news (the site lists no one's posts), by WordPress's address for
      // the author (made from the login: malee.s is /author/malee-s/) or by number.
      expect(await lead("/author/somchai/")).toBe("/news");
      expect(await lead("/author/malee-s/")).toBe("/news");
      expect(await lead("/?author=3")).toBe("/news");
      expect(await lead("/author/nobody/")).toBeNull();
      expect(await lead("/2024/05/02/no-such-post/")).toBeNull();
      expect(await lead("/")).toBeNull();
    });

    it("adds nothing and changes nothing when run again", async () => {
      const before = [await count("items"), await count("media"), await count("redirects")];
      const flu = await item("flu-vaccine-2567");
      const report = await importWordPress(actor, { file: EXPORT, uploads: UPLOADS });
      expect(report.items).toEqual({ planned: 20, created: 0, existing: 20 });
      expect(report.files).toMatchObject({ created: 0, existing: 8 });
      expect([await count("items"), await count("media"), await count("redirects")]).toEqual(
        before,
      );
      expect(await item("flu-vaccine-2567")).toEqual(flu);
    });
  });
}

/**
 * The fixture with two changes WordPress's own screens make: post 9 edited after it was published,
 * and the alt text of the office's photo (33) given in the media library only, not in the page
 * that shows it (4).
 */
function editedExport(): string {
  const items = fs.readFileSync(EXPORT, "utf8").split("<item>");
  const edit = (postId: number, change: (xml: string) => string) => {
    const at = items.findIndex((i) => i.includes(`<wp:post_id>${postId}</wp:post_id>`));
    const changed = change(items[at]!);
    expect(changed).not.toBe(items[at]);
    items[at] = changed;
  };
  edit(9, (xml) =>
    xml
      .replace(/(<wp:post_modified><!\[CDATA\[)[^\]]+/, "$12024-06-15 11:30:00")
      .replace(/(<wp:post_modified_gmt><!\[CDATA\[)[^\]]+/, "$12024-06-15 04:30:00"),
  );
  edit(4, (xml) => xml.replace('alt="อาคารสำนักงานสาธารณสุขจังหวัด"', 'alt=""'));
  const file = path.join(dataDir, "edited-export.xml");
  fs.writeFileSync(file, items.join("<item>"));
  return file;
}

for (const database of testDatabases()) {
  describe(`an edited post and an alt text from the media library on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const admin = actorOf(
        new Request("http://localhost/"),
        await addStaff(db, "wp.edited", "admin"),
      );
      const report = await importWordPress(admin, { file: editedExport(), uploads: UPLOADS });
      expect(report.items.created).toBe(20);
    });
    afterAll(() => database.close());

    it("keeps the date it was published and the date it was last changed", async () => {
      expect(
        await db
          .selectFrom("items")
          .select(["created_at", "published_at", "updated_at"])
          .where("slug", "=", "flu-vaccine-2567")
          .executeTakeFirstOrThrow(),
      ).toEqual({
        created_at: "2024-05-02T03:00:00.000Z",
        published_at: "2024-05-02T03:00:00.000Z",
        updated_at: "2024-06-15T04:30:00.000Z",
      });
    });

    it("takes an image's alt text from _wp_attachment_image_alt, for the library and the page", async () => {
      expect(fs.readFileSync(path.join(dataDir, "edited-export.xml"), "utf8")).not.toContain(
        'alt="อาคารสำนักงานสาธารณสุขจังหวัด"',
      );
      const photo = await db
        .selectFrom("media")
        .select(["id", "alt"])
        .where("original_name", "=", "office-building.jpg")
        .executeTakeFirstOrThrow();
      expect(photo.alt).toBe("อาคารสำนักงานสาธารณสุขจังหวัด");
      const about = await db
        .selectFrom("items")
        .select(["body", "cover_media_id"])
        .where("slug", "=", "about")
        .executeTakeFirstOrThrow();
      expect(about.cover_media_id).toBe(photo.id);
      expect(about.body).toMatch(
        new RegExp(`<img src="[^"]+" alt="อาคารสำนักงานสาธารณสุขจังหวัด" data-media-id="${photo.id}"`),
      );
    });
  });
}

describe("WordPress's theme unit test data", () => {
  it("imports on a site without its files: every post and page, each missing file reported", async () => {
    const db = await testDatabases()[0]!.open();
    useAsAppDatabase(db);
    const admin = actorOf(
      new Request("http://localhost/"),
      await addStaff(db, "wp.theme", "admin"),
    );
    const report = await importWordPress(admin, {
      file: "tests/fixtures/wordpress/theme-unit-test-data.xml",
    });
    expect(report.items).toMatchObject({ planned: 79, created: 79 });
    expect(report.files.missing).toHaveLength(37);
    expect(report.problems.length).toBeGreaterThan(50);
    expect(report.notices.map((n) => n.notice)).toEqual([
      "มีรหัสผ่านใน WordPress: นำเข้าเป็นฉบับร่าง ไม่เผยแพร่",
    ]);
    const bodies = await db.selectFrom("items").select("body").execute();
    for (const { body } of bodies) expect(body).not.toMatch(/<script|<iframe|\son\w+=|<!--/);
    await db.destroy();
  });
});
