import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";
import { e2ePort } from "../../scripts/support/ports.ts";
import { startSmtp, type TestSmtp } from "../support/smtp-server.ts";
import { ADMIN, STAFF } from "./accounts.ts";
import { draftAnnouncement, expectAccessibleInEveryView, pageReady } from "./helpers.ts";
import type { Credentials } from "./staff-session.ts";

const DATABASE = process.env.TEST_DATABASE_URL;
const PORTS = [e2ePort("twoInstances"), e2ePort("twoInstances") + 1];
const schema = `e2e_two_${randomBytes(4).toString("hex")}`;
const servers: ChildProcess[] = [];
const dirs: string[] = [];
let s3: TestS3;
let smtp: TestSmtp;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** One app process on `port`, on the shared PostgreSQL schema; resolves once it answers. */
async function start(port: number, accounts: unknown[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "two-instances-"));
  dirs.push(dir);
  const url = new URL(DATABASE!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url.toString(),
      SEED: "none",
      STORAGE: "s3",
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_PREFIX: s3.settings.prefix,
      S3_REGION: s3.settings.region,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: "Site <no-reply@example.go.th>",
      CONTACT_NOTIFY_TO: "office@example.go.th",
      E2E_ACCOUNTS: JSON.stringify(accounts),
      CONTACT_MIN_FILL_MS: "0",
      // Each instance one process, so that a second read of a page meets the first's cache.
      WEB_WORKERS: "1",
    },
    stdio: "ignore",
  });
  servers.push(server);
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
}

async function staffOn(browser: Browser, base: string, account: Credentials = STAFF) {
  const context = await browser.newContext({ baseURL: base });
  const signIn = await context.request.post("/signin", {
    headers: { Origin: base },
    form: { username: account.username, password: account.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  return context;
}

test.describe("two app instances on one PostgreSQL database", () => {
  // One pair of servers on fixed ports: the tests must share one worker.
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    [s3, smtp] = await Promise.all([startS3Server(), startSmtp()]);
    await admin(`create schema ${schema}`);
    await start(PORTS[0]!, [STAFF, ADMIN]);
    await start(PORTS[1]!, []);
  });

  test.afterAll(async () => {
    const exited = servers.map((s) =>
      s.exitCode !== null || s.signalCode !== null
        ? Promise.resolve()
        : new Promise((done) => s.once("exit", done)),
    );
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(exited);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await admin(`drop schema if exists ${schema} cascade`);
    await Promise.all([s3.close(), smtp.stop()]);
  });

  test("a session opened on A is valid on B, and signing out on B ends it on A", async ({
    browser,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const staff = await staffOn(browser, a!);
    const onB = await staff.request.get(`${b}/admin/dashboard`, { maxRedirects: 0 });
    expect(onB.status()).toBe(200);
    const out = await staff.request.post(`${b}/signout`, {
      headers: { Origin: b! },
      form: {},
      maxRedirects: 0,
    });
    expect(out.status()).toBeLessThan(400);
    const onA = await staff.request.get(`${a}/admin/dashboard`, { maxRedirects: 0 });
    expect(onA.status()).toBe(302);
    await staff.close();
  });

  test("wrong passwords count across instances: after three on A and three on B the account waits", async ({
    request,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const attempt = (base: string) =>
      request.post(`${base}/signin`, {
        headers: { Origin: base },
        form: { username: ADMIN.username, password: "ไม่ใช่รหัสผ่านที่ถูกต้องแน่นอน" },
        maxRedirects: 0,
      });
    const statuses: number[] = [];
    for (const base of [a!, a!, a!, b!, b!, b!]) statuses.push((await attempt(base)).status());
    // Five failures are free; the sixth (counted from both instances) starts a wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await attempt(a!)).status()).toBe(429);
    await admin(`delete from ${schema}.sign_in_throttle`);
  });

  test("an image uploaded through A is processed once and served by B from the shared store", async ({
    browser,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const staff = await staffOn(browser, a!);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#2e7d5b" },
    })
      .png()
      .toBuffer();
    const upload = await staff.request.post(`${a}/admin/library/upload`, {
      headers: { Origin: a!, "X-File-Name": "two-instances.png", "Content-Type": "image/png" },
      data: png,
    });
    expect(upload.status()).toBe(201);
    const { media } = (await upload.json()) as { media: { id: number } };
    let thumbnail: string | null = null;
    await expect
      .poll(
        async () => {
          const states = await staff.request.get(`${b}/admin/library/status?ids=${media.id}`);
          const [state] = (
            (await states.json()) as { media: { status: string; thumbnail: string | null }[] }
          ).media;
          thumbnail = state?.thumbnail ?? null;
          return state?.status;
        },
        { timeout: 30_000 },
      )
      .toBe("ready");
    const served = await staff.request.get(`${b}${thumbnail}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);
    const jobs = new pg.Client({ connectionString: DATABASE });
    await jobs.connect();
    const { rows } = await jobs.query<{ status: string; attempts: number }>(
      `select status, attempts from ${schema}.jobs where payload::jsonb ->> 'mediaId' = $1`,
      [String(media.id)],
    );
    await jobs.end();
    expect(rows).toEqual([{ status: "done", attempts: 1 }]);
    await staff.close();
  });

  test("a message sent through instance A reaches staff connected to instance B", async ({
    browser,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const staff = await staffOn(browser, b!);
    const page = await staff.newPage();
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/events");
    await page.goto("/admin/dashboard");
    await stream;

    const visitor = await browser.newContext({ baseURL: a });
    const form = await visitor.newPage();
    await form.goto("/contact");
    await form.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill("ผู้ส่งผ่านเครื่องที่หนึ่ง");
    await form.getByLabel("เบอร์โทรศัพท์", { exact: true }).fill("02-123-4567");
    await form.getByLabel("หัวข้อ", { exact: true }).selectOption("ข้อเสนอแนะ");
    await form.getByLabel("ข้อความ", { exact: true }).fill("ทดสอบการแจ้งเตือนข้ามเครื่องแม่ข่าย");
    await form.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
    await form.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(form).toHaveURL(/\/contact\?sent=/);

    const toast = page.getByRole("status").filter({ hasText: "มีข้อความติดต่อใหม่: ข้อเสนอแนะ" });
    await expect(toast.first()).toBeVisible({ timeout: 2_000 });
    await expect(page.locator("[data-new-messages]")).toHaveAttribute("data-new-messages", "1");
    // Both instances run the job queue; the office is told once.
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    await form.waitForTimeout(3_000);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.rcptTo).toEqual(["office@example.go.th"]);
    await visitor.close();
    await staff.close();
  });

  test("an announcement published through A shows at once on B's cached pages", async ({
    browser,
    request,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    await request.get(`${b}/general`);
    expect((await request.get(`${b}/general`)).headers()["x-cache"]).toBe("HIT");

    const title = `ประกาศข้ามเครื่อง ${Date.now().toString(36)}`;
    const staff = await staffOn(browser, a!, ADMIN);
    const page = await staff.newPage();
    await draftAnnouncement(page, title);
    await pageReady(page);
    await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
    ).toBeVisible();
    await expect
      .poll(async () => (await (await request.get(`${b}/general`)).text()).includes(title), {
        timeout: 1_000,
        intervals: [50],
      })
      .toBe(true);
    await staff.close();
  });

  test("an emergency alert saved on A reaches B's cached pages within five seconds and leaves at its end time", async ({
    browser,
    request,
  }) => {
    const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);
    for (const path of ["/", "/news"]) {
      await request.get(`${b}${path}`);
      expect((await request.get(`${b}${path}`)).headers()["x-cache"]).toBe("HIT");
    }
    const text = `น้ำท่วมถนนสายหลัก งดเดินทาง ${Date.now().toString(36)}`;
    const staff = await staffOn(browser, a!, ADMIN);
    const page = await staff.newPage();
    await page.goto("/admin/settings/alert");
    await pageReady(page);
    await page.getByLabel("ระดับ").selectOption({ label: "ฉุกเฉิน" });
    await page.getByLabel("ข้อความประกาศ").fill(text);
    await page.getByLabel("ลิงก์รายละเอียด (ถ้ามี)").fill("/contact");
    // To the second, as the field takes it.
    const end = Math.floor((Date.now() + 20_000) / 1000) * 1000;
    await page
      .getByLabel(/^เวลาสิ้นสุด/)
      .fill(new Date(end + 7 * 3_600_000).toISOString().slice(0, 19));
    await page.getByRole("button", { name: "เผยแพร่ประกาศ" }).click();
    await expect(page.getByRole("status").filter({ hasText: "เผยแพร่ประกาศด่วนแล้ว" })).toBeVisible();
    const saved = Date.now();

    const shows = async (path: string) =>
      (await (await request.get(`${b}${path}`)).text()).includes(text);
    await expect.poll(() => shows("/"), { timeout: 5_000, intervals: [50] }).toBe(true);
    await expect.poll(() => shows("/news"), { timeout: 5_000, intervals: [50] }).toBe(true);
    console.log(`alert: on instance B's cached pages ${Date.now() - saved} ms after the save`);

    const reader = await browser.newPage({ baseURL: b });
    const errors: string[] = [];
    reader.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await reader.goto("/");
    // Plain HTML in the page that React hydrates around: no mismatch, nothing replaced.
    await pageReady(reader);
    await reader.locator("footer").getByRole("link", { name: "ติดต่อสำนักงาน" }).click();
    await expect(reader).toHaveURL(/\/contact$/);
    expect(errors).toEqual([]);
    await reader.goto("/");
    const alert = reader.getByRole("region", { name: "ประกาศด่วน" });
    await expect(alert).toContainText(`ฉุกเฉิน: ${text}`);
    await expect(alert.locator("p")).toHaveAttribute("aria-live", "assertive");
    await expect(alert.getByRole("link", { name: "อ่านรายละเอียด" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectAccessibleInEveryView(reader);

    await expect
      .poll(() => shows("/"), { timeout: end - Date.now() + 8_000, intervals: [250] })
      .toBe(false);
    const late = Date.now() - end;
    console.log(`alert: gone from instance B's cached pages ${late} ms after its end time`);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5_000);
    expect(await shows("/news")).toBe(false);
    await reader.close();
    await staff.close();
  });
});
