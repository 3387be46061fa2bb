import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { e2ePort } from "../../scripts/support/ports.ts";
import {
  saveAnnouncement,
  signInCookie,
  startApp,
  startPrivatePostgres,
  stopApp,
  type AppProcess,
} from "../support/app-process.ts";
import { failingDisk } from "../support/failing-disk.ts";
import { ADMIN } from "./accounts.ts";
import { pageReady } from "./helpers.ts";

// Decision 0040: what readers and staff get while the database is away, and the way back.
const PORT = e2ePort("databaseDown");
const AWAY = "ฐานข้อมูลของเว็บไซต์ไม่ตอบสนองชั่วคราว";
const NOT_SAVED = "สิ่งที่คุณส่งยังไม่ได้บันทึก";
const MESSAGE = "ขอสอบถามเวลาเปิดรับวัคซีนไข้หวัดใหญ่ของเดือนหน้า";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

type Outage = {
  app: AppProcess;
  /** The database stops answering. */
  fail: () => void | Promise<void>;
  /** It answers again; the site is not restarted. */
  mend: () => void | Promise<void>;
  /** A count from the database itself, once it is back. */
  count: (query: string) => Promise<number>;
};

/** The contact form as the browser's page shows it, filled in but not sent. */
async function fillContact(page: Page) {
  await page.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill("มาลี ระหว่างระบบขัดข้อง");
  await page.getByLabel("เบอร์โทรศัพท์", { exact: true }).fill("081-234-5678");
  await page.getByLabel("หัวข้อ", { exact: true }).selectOption("ข้อเสนอแนะ");
  await page.getByLabel("ข้อความ", { exact: true }).fill(MESSAGE);
  await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
}

/** The token a contact form carries, from the page as a browser without JavaScript gets it. */
async function contactToken(base: string): Promise<string> {
  const form = await (await fetch(`${base}/contact`)).text();
  return /name="startedAt" value="([^"]+)"/.exec(form)![1]!;
}

/** The contact form sent without JavaScript. */
function postContact(base: string, token: string) {
  return fetch(`${base}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base },
    body: new URLSearchParams({
      startedAt: token,
      fullName: "ผู้ส่งโดยไม่มีสคริปต์",
      phone: "02-123-4567",
      topic: "ข้อเสนอแนะ",
      message: MESSAGE,
      consent: "yes",
    }),
  });
}

async function expectAway(response: Response, text: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const id = response.headers.get("x-request-id")!;
  expect(id).toMatch(/^[\w.:-]{8,}$/);
  const body = await response.text();
  expect(body).toContain(text);
  return { id, body };
}

async function outage(browser: Browser, { app, fail, mend, count }: Outage) {
  const base = app.base;
  const cookie = await signInCookie(base, ADMIN);
  const staff = await browser.newContext({ baseURL: base });
  await staff.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, value] = pair.split("=") as [string, string];
      return { name, value, url: base };
    }),
  );
  const readers = await browser.newContext({ baseURL: base });
  const reader = await readers.newPage();
  try {
    // Before: a page the cache holds, a form and the editor open and filled in.
    await fetch(`${base}/general`);
    expect((await fetch(`${base}/general`)).headers.get("x-cache")).toBe("HIT");
    const token = await contactToken(base);
    await reader.goto("/contact");
    await pageReady(reader);
    await fillContact(reader);
    const editor = await staff.newPage();
    await editor.goto("/admin/write/announce_general");
    await pageReady(editor);
    await editor.getByLabel("หัวข้อประกาศ").fill("ประกาศที่เขียนระหว่างระบบขัดข้อง");
    const messages = await count("select count(*) as n from contact_messages");

    await fail();

    // A form sent without JavaScript: the 503 page says that nothing was saved.
    const posted = await expectAway(await postContact(base, token), NOT_SAVED);
    expect(posted.body).toContain(posted.id);
    // With JavaScript the form stays, as typed, with the message beside it.
    await reader.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(reader.getByRole("alert").filter({ hasText: NOT_SAVED }).first()).toBeVisible();
    await expect(reader.getByLabel("ข้อความ", { exact: true })).toHaveValue(MESSAGE);
    // So does the editor for staff.
    await editor.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
    await expect(editor.getByRole("alert").filter({ hasText: NOT_SAVED }).first()).toBeVisible();
    await expect(editor.getByLabel("หัวข้อประกาศ")).toHaveValue("ประกาศที่เขียนระหว่างระบบขัดข้อง");
    const saved = await fetch(`${base}/admin/write/announce_general`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, Cookie: cookie },
      body: new URLSearchParams({ intent: "save", title: "ไม่ควรถูกบันทึก", slug: "outage-save" }),
    });
    await expectAway(saved, NOT_SAVED);

    // Readers: the cached page as it was; a page not cached is the Thai 503 page.
    const cached = await fetch(`${base}/general`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache")).toMatch(/^(HIT|STALE)$/);
    const visitor = await reader.context().newPage();
    const page = await visitor.goto("/news");
    expect(page!.status()).toBe(503);
    expect(page!.headers()["retry-after"]).toBe("30");
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("ระบบขัดข้องชั่วคราว");
    await expect(visitor.locator("main")).toContainText(AWAY);
    await expect(visitor.locator(".request-id")).toHaveText(page!.headers()["x-request-id"]!);
    await expectAway(await fetch(`${base}/news.data`), "database.unavailable");
    await expectAway(await fetch(`${base}/api/search?q=วัคซีน`), "database.unavailable");
    // Staff: the 503 page, saying that nothing can be saved meanwhile.
    const desk = await staff.newPage();
    const dashboard = await desk.goto("/admin/dashboard");
    expect(dashboard!.status()).toBe(503);
    await expect(desk.locator("main")).toContainText("ระหว่างนี้ยังบันทึกข้อมูลไม่ได้");
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { database: string } }).checks.database).not.toBe(
      "ok",
    );
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await mend();

    // Back by itself: the next requests succeed, without a restart.
    await expect
      .poll(async () => (await fetch(`${base}/news`)).status, { timeout: 30_000 })
      .toBe(200);
    expect((await desk.goto("/admin/dashboard"))!.status()).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The same form, sent again, goes through; nothing of the tries during the outage was kept.
    await reader.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(reader.getByText("ส่งข้อความแล้ว")).toBeVisible();
    const id = await saveAnnouncement(base, cookie, {
      title: "ประกาศหลังฐานข้อมูลกลับมา",
      slug: "after-outage",
      body: "<p>บันทึกได้ตามปกติ</p>",
    });
    expect(id).not.toBeNull();
    expect(await count("select count(*) as n from contact_messages")).toBe(messages + 1);
    expect(await count("select count(*) as n from items where slug = 'outage-save'")).toBe(0);
    expect(
      await count("select count(*) as n from items where title = 'ประกาศที่เขียนระหว่างระบบขัดข้อง'"),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from item_revisions where item_id = ${id}`),
    ).toBeGreaterThan(0);
  } finally {
    await staff.close();
    await readers.close();
  }
}

test("SQLite on a disk that fails: cached pages go on, the rest is a Thai 503, nothing half-saved, and it comes back by itself", async ({
  browser,
}) => {
  const disk = failingDisk();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "database-down-"));
  const file = path.join(disk.dir, "site.db");
  let app: AppProcess | null = null;
  try {
    app = await startApp(
      PORT,
      { DATA_DIR: dataDir, DATABASE_URL: `file:${file}`, CONTACT_MIN_FILL_MS: "0" },
      { fresh: true, accounts: [ADMIN] },
    );
    await outage(browser, {
      app,
      fail: () => disk.fail(),
      mend: () => disk.mend(),
      count: async (query) => {
        const db = new DatabaseSync(file, { readOnly: true });
        const row = db.prepare(query).get() as { n: number };
        db.close();
        return row.n;
      },
    });
    await stopApp(app);
    app = null;
    const db = new DatabaseSync(file);
    expect(db.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
    db.close();
  } finally {
    if (app) await stopApp(app, "SIGKILL");
    disk.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("PostgreSQL stopped: cached pages go on, the rest is a Thai 503, nothing half-saved, and it comes back by itself", async ({
  browser,
}) => {
  const postgres = await startPrivatePostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "database-down-pg-"));
  let app: AppProcess | null = null;
  const client = () => new pg.Client({ connectionString: postgres.url("site") });
  try {
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query("create database site");
    await admin.end();
    const site = client();
    await site.connect();
    await site.query("create extension if not exists pg_trgm");
    await site.end();
    app = await startApp(
      PORT + 1,
      { DATA_DIR: dataDir, DATABASE_URL: postgres.url("site"), CONTACT_MIN_FILL_MS: "0" },
      { fresh: true, accounts: [ADMIN] },
    );
    await outage(browser, {
      app,
      fail: () => postgres.halt(),
      mend: () => postgres.resume(),
      count: async (query) => {
        const check = client();
        await check.connect();
        try {
          return Number((await check.query<{ n: number }>(query)).rows[0]!.n);
        } finally {
          await check.end();
        }
      },
    });
  } finally {
    if (app) await stopApp(app);
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
