import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addStaff } from "../tests/support/fixtures.ts";
import { useAsAppDatabase } from "../tests/support/databases.ts";
import { createDb } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";

// The project's Node (24, which runs TypeScript); the system's may be older.
const NODE = path.resolve("node_modules/.bin/node");
const EXPORT = "tests/fixtures/wordpress/export.xml";
/** The uploads folder as a ZIP, as an office's host lets it be downloaded: read in place. */
const UPLOADS_ZIP = "tests/fixtures/wordpress/uploads.zip";

let dataDir: string;
beforeEach(async () => {
  // A site of its own on SQLite, with the administrator the command acts as.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-wordpress-"));
  const db = createDb({ kind: "sqlite", file: path.join(dataDir, "site.db") });
  try {
    await migrate(db);
    useAsAppDatabase(db);
    await addStaff(db, "wp.command", "admin");
  } finally {
    await db.destroy();
  }
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run import:wordpress -- …` as an office runs it, on the throwaway site. */
function run(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      NODE,
      ["--max-old-space-size=256", "scripts/import-wordpress.ts", ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
        timeout: 60_000,
      },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}

function rows(sql: string): Record<string, unknown>[] {
  const database = new DatabaseSync(path.join(dataDir, "site.db"));
  try {
    return database.prepare(sql).all();
  } finally {
    database.close();
  }
}

const counts = () =>
  rows(
    `select (select count(*) from items) items, (select count(*) from media) media,
       (select count(*) from redirects) redirects, (select count(*) from import_sources) sources`,
  )[0];
const nothing = { items: 0, media: 0, redirects: 0, sources: 0 };

/** Files the site keeps beside its database (media, exports): none after a run that writes nothing. */
const stored = () =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter(
    (name) =>
      !/^site\.db(-wal|-shm|-journal)?$/.test(name) &&
      !fs.statSync(path.join(dataDir, name)).isDirectory(),
  );

describe("npm run import:wordpress", () => {
  it("--dry-run prints what would map where, what is skipped and why, and writes nothing", async () => {
    const cli = await run([EXPORT, "--uploads", UPLOADS_ZIP, "--dry-run"]);
    expect(cli.stderr).toBe("");
    expect(cli.status).toBe(0);
    const lines = cli.stdout.split("\n");
    expect(lines[0]).toMatch(
      /^wordpress:http:\/\/wp\.example\.go\.th: would import 20 of 20 posts and pages \(0 there from an earlier run\), 8 of 8 files, 74 old addresses; [\d.]+ s$/,
    );
    expect(lines.slice(1, 9)).toEqual([
      "categories:",
      "  ข่าวประชาสัมพันธ์ (pr-news) → news:office",
      "  ข่าวสุขภาพ (health-news) → news:health",
      "  ความรู้สุขภาพ (health-knowledge) → news:knowledge",
      "  จัดซื้อจัดจ้าง (procurement) → general",
      "  ประกาศ (announcements) → general",
      "  โรคติดต่อ (communicable-disease) → news:health",
      "  ไม่มีหมวดหมู่ (ไม่มีหมวดหมู่) → news:office",
    ]);
    expect(cli.stdout).toContain(
      "skipped (ไม่นำเข้า): 2\n  บันทึกภายใน: สรุปงบประมาณโครงการสุขภาพ ไตรมาส 2: โพสต์ส่วนตัว (private) ไม่นำเข้า\n",
    );
    expect(cli.stdout).toContain("notices: 1\n");
    expect(cli.stdout).not.toContain("missing files");
    // No image's sizes were made either: that is the import's work.
    expect(cli.stdout).not.toContain("variants:");
    expect(counts()).toEqual(nothing);
    expect(stored()).toEqual([]);
  });

  it("--map places each category's posts and the pages as the mapping file says", async () => {
    const map = path.join(dataDir, "mapping.json");
    fs.writeFileSync(
      map,
      JSON.stringify({
        categories: { "health-news": "news:office", procurement: "skip" },
        pages: "policy",
      }),
    );
    const cli = await run([EXPORT, "--map", map, "--no-wait"]);
    expect(cli.stderr).toBe("");
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain("  ข่าวสุขภาพ (health-news) → news:office\n");
    expect(cli.stdout).toContain("  จัดซื้อจัดจ้าง (procurement) → skip\n");
    expect(cli.stdout).toMatch(/: หมวดหมู่ที่เลือกไม่นำเข้า\n/);
    // Without --uploads every file is reported missing, and the posts are imported all the same.
    expect(cli.stdout).toContain("missing files (ไม่พบไฟล์): 8\n");

    const placed = (slug: string) =>
      rows(`select type, subject from items where slug = '${slug}'`)[0] ?? null;
    expect(placed("flu-vaccine-2567")).toEqual({ type: "news", subject: "office" });
    expect(placed("about")).toEqual({ type: "page", subject: "policy" });
    // The procurement announcement (post 14) is not imported, and its category leads nowhere.
    expect(placed("ประกาศผู้ชนะการเสนอราค")).toBeNull();
    expect(rows("select * from redirects where from_path = '/category/procurement'")).toEqual([]);
    expect(rows("select to_path from redirects where from_path = '/category/health-news'")).toEqual(
      [{ to_path: "/news/office" }],
    );
    const imported = Number(/imported (\d+) of \1 posts and pages/.exec(cli.stdout)?.[1]);
    expect(imported).toBeLessThan(20);
    expect(counts()).toMatchObject({ items: imported, media: 0 });
  });

  it("--map refuses a place the site does not have, or a file that is not JSON, and writes nothing", async () => {
    const map = path.join(dataDir, "mapping.json");
    fs.writeFileSync(map, JSON.stringify({ categories: { "health-news": "news:helth" } }));
    const wrong = await run([EXPORT, "--map", map]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(
      /^import failed \(นำเข้าไม่สำเร็จ\): ไม่มีที่ “news:helth” สำหรับหมวดหมู่ health-news/,
    );
    expect(wrong.stderr.trim().split("\n")).toHaveLength(1);

    fs.writeFileSync(map, "{ categories: ");
    const broken = await run([EXPORT, "--map", map, "--dry-run"]);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(
      /^mapping is not a JSON object \(ไฟล์จับคู่ต้องเป็นออบเจกต์ JSON\): .*mapping\.json: /,
    );
    expect(broken.stderr).not.toMatch(/\n\s+at /);
    expect(counts()).toEqual(nothing);
  });
});
