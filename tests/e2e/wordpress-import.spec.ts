import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { readWxr } from "../../app/domain/import/wxr-reader.server.ts";
import { e2ePort } from "../../scripts/support/ports.ts";
import { signInCookie, startApp, stopApp, type AppProcess } from "../support/app-process.ts";
import { ADMIN } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";

// The WordPress site of tests/fixtures/wordpress, imported with the command an office runs, then
// read as a visitor and a search engine would: every page reachable from the home page, and every
// old address of what was published.
const EXPORT = "tests/fixtures/wordpress/export.xml";
const UPLOADS = "tests/fixtures/wordpress/uploads";
const POSTGRES = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

async function postgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The old site's published addresses: posts and pages, their `/?p=` forms, files, categories. */
async function oldAddresses(): Promise<string[]> {
  const addresses: string[] = [];
  for await (const entry of readWxr(fs.createReadStream(EXPORT))) {
    if (entry.kind === "term" && entry.term.taxonomy === "category")
      addresses.push(`/category/${entry.term.slug}/`);
    if (entry.kind !== "item") continue;
    const { item } = entry;
    const path = (url: string) => new URL(url).pathname + new URL(url).search;
    if (item.type === "attachment") addresses.push(path(item.attachmentUrl));
    else if (
      (item.type === "post" || item.type === "page") &&
      item.status === "publish" &&
      !item.password
    )
      addresses.push(
        path(item.link),
        item.type === "page" ? `/?page_id=${item.postId}` : `/?p=${item.postId}`,
      );
  }
  return [...new Set(addresses)];
}

/** Every address of the site a visitor reaches by following links and images from the home page. */
async function crawl(base: string): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const queue = ["/"];
  while (queue.length && seen.size < 400) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    const response = await fetch(base + next);
    seen.set(next, response.status);
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    for (const [, , url] of html.matchAll(/\s(href|src)="([^"]+)"/g)) {
      const target = new URL(url!.replace(/&amp;/g, "&"), base + next);
      if (target.origin !== base) continue;
      if (
        /^\/(admin|signin|signout|consent)|\.(css|js|svg|woff2?)$|^\/assets\//.test(target.pathname)
      )
        continue;
      const address = target.pathname + target.search;
      if (!seen.has(address)) queue.push(address);
    }
  }
  return seen;
}

async function importInto(
  database: "sqlite" | "postgres",
  check: (app: AppProcess) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wordpress-import-"));
  const schema = `e2e_wordpress_${randomBytes(4).toString("hex")}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, SEARCH_RATE_LIMIT: "0" };
  if (database === "postgres") {
    await postgres(`CREATE SCHEMA ${schema}`);
    const url = new URL(POSTGRES!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  const app = await startApp(e2ePort("wordpressImport"), env, { fresh: true, accounts: [ADMIN] });
  try {
    const run = spawnSync(
      process.execPath,
      ["scripts/import-wordpress.ts", EXPORT, "--uploads", UPLOADS, "--as", ADMIN.username],
      { env: { ...process.env, ...env, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/imported 20 of 20 posts and pages .* 8 of 8 files/);
    await check(app);
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database === "postgres") await postgres(`DROP SCHEMA ${schema} CASCADE`);
  }
}

for (const database of POSTGRES ? (["sqlite", "postgres"] as const) : (["sqlite"] as const))
  test(`an imported WordPress site on ${database}: no broken link, no server error, every old address leads to its new page`, async () => {
    await importInto(database, async (app) => {
      const pages = await crawl(app.base);
      const broken = [...pages].filter(([, status]) => status >= 400);
      expect(broken).toEqual([]);
      expect([...pages.keys()]).toContain("/news/health/flu-vaccine-2567");
      expect(
        [...pages.keys()].filter((p) => p.startsWith("/media/images/")).length,
      ).toBeGreaterThan(5);

      const wrong: string[] = [];
      const ours: string[] = [];
      for (const address of await oldAddresses()) {
        const moved = await fetch(app.base + address, { redirect: "manual" });
        const to = moved.headers.get("location");
        if (moved.status === 200) {
          ours.push(address);
          continue;
        }
        if (moved.status !== 301 || !to) {
          wrong.push(`${address}: ${moved.status}`);
          continue;
        }
        const landed = await fetch(new URL(to, app.base));
        await landed.body?.cancel();
        if (landed.status !== 200) wrong.push(`${address} → ${to}: ${landed.status}`);
      }
      expect(wrong).toEqual([]);
      // Old pages whose addresses this site's own pages have: the site's page answers.
      expect(ours.sort()).toEqual(["/about/", "/contact/", "/ita/"]);
    });
  });

test("an administrator imports from the back-office: a wrong file refused, the dry run, the uploads as a ZIP, a category's place chosen, progress, the report", async ({
  browser,
}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wordpress-import-"));
  const app = await startApp(
    e2ePort("wordpressImport"),
    { DATA_DIR: dataDir },
    { fresh: true, accounts: [ADMIN] },
  );
  try {
    const context = await browser.newContext({ baseURL: app.base });
    const cookie = await signInCookie(app.base, ADMIN);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: app.base };
      }),
    );
    const page = await context.newPage();
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "นำเข้าจาก WordPress" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("นำเข้าจาก WordPress");
    await pageReady(page);
    await expectPageAccessible(page);

    const file = page.getByLabel("ไฟล์ส่งออกของ WordPress (.xml)");
    await file.setInputFiles({
      name: "notes.xml",
      mimeType: "text/xml",
      buffer: Buffer.from("<html><body>ไม่ใช่ไฟล์ส่งออก</body></html>"),
    });
    await expect(page.getByRole("alert")).toContainText("ไม่ใช่ไฟล์ส่งออกของ WordPress");

    await file.setInputFiles(EXPORT);
    await expect(page).toHaveURL(/\/admin\/import\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("นำเข้า export.xml");
    await expect(page.getByText("เนื้อหา 20 รายการ (มีอยู่แล้ว 0) ไฟล์ 8 ไฟล์")).toBeVisible();
    await expect(page.getByText("ไฟล์ที่ไม่พบ (8)")).toBeVisible();
    await expectPageAccessible(page);

    // The uploads folder as a ZIP: a hostile one is refused, the office's own finds every file.
    const zip = page.getByLabel("โฟลเดอร์ wp-content/uploads บีบอัดเป็น ZIP");
    await zip.setInputFiles("tests/fixtures/wordpress/hostile.zip");
    await expect(page.getByRole("alert")).toContainText("ไม่ใช่ไฟล์ ZIP ที่อ่านได้");
    await zip.setInputFiles("tests/fixtures/wordpress/uploads.zip");
    await expect(page.getByText(/มีไฟล์ ZIP ของโฟลเดอร์ uploads แล้ว/)).toBeVisible();
    await expect(page.getByText("ไฟล์ที่ไม่พบ")).toHaveCount(0);

    // Posts of "โรคติดต่อ" would be health news by default; they go to health knowledge instead.
    const disease = page.getByLabel("โรคติดต่อ");
    await expect(disease).toHaveValue("news:health");
    await disease.selectOption("news:knowledge");
    await page.getByRole("button", { name: "นำเข้า", exact: true }).click();
    await expect(page.getByRole("heading", { name: "ผลการนำเข้า" })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText("เนื้อหา: นำเข้าใหม่ 20 รายการ")).toBeVisible();
    await expect(page.getByText("ไฟล์: นำเข้าใหม่ 8 ไฟล์ ไม่พบ 0 ไฟล์")).toBeVisible();

    const moved = await fetch(`${app.base}/?p=10`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toMatch(/^\/news\/knowledge\//);

    // Again: nothing is added twice.
    await page.getByRole("button", { name: "นำเข้าอีกครั้ง" }).click();
    await expect(page.getByText("เนื้อหา: นำเข้าใหม่ 0 รายการ มีอยู่แล้วจากครั้งก่อน 20 รายการ")).toBeVisible({
      timeout: 60_000,
    });
    await context.close();
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
