import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/support/ports.ts";
import { signInCookie, startApp, stopApp, type AppProcess } from "../support/app-process.ts";
import { ADMIN, STAFF } from "./accounts.ts";
import { draftAnnouncement, pageReady } from "./helpers.ts";

/**
 * The site as `npm start` runs it on SQLite: several processes on one port and one database
 * file (WEB_WORKERS), each with its own page cache. Every request here opens a connection of its
 * own, which the kernel gives to one of the workers' sockets by a hash of its addresses: 24
 * connections all reach one worker once in eight million runs.
 */
test.describe.configure({ mode: "serial" });

const TOKEN = "metrics-token-for-the-workers-test";
let app: AppProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-e2e-"));
  app = await startApp(
    e2ePort("workers"),
    { DATA_DIR: dataDir, WEB_WORKERS: "2", METRICS_TOKEN: TOKEN, CONTACT_MIN_FILL_MS: "0" },
    { fresh: true, accounts: [ADMIN, STAFF] },
  );
});

test.afterAll(async () => {
  await stopApp(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A GET on a connection of its own: status, the page cache's word and the body. */
function fresh(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cache: string; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, cache: String(res.headers["x-cache"]), body }),
        );
      })
      .on("error", reject);
  });
}

/** The worker processes: the primary's children. */
function workers(): number[] {
  const out = execFileSync("ps", ["-o", "pid=", "--ppid", String(app.child.pid)], {
    encoding: "utf8",
  });
  return out.split("\n").filter(Boolean).map(Number);
}

test("each worker keeps its own cache; an announcement published through one shows at once through all", async ({
  browser,
}) => {
  expect(workers()).toHaveLength(2);
  const answers = [];
  for (let i = 0; i < 24; i++) answers.push(await fresh(`${app.base}/general`));
  expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
  // One render per worker, then each worker's own copy.
  expect(answers.filter((a) => a.cache === "MISS")).toHaveLength(2);

  const title = `ประกาศผ่านโพรเซสเดียว ${Date.now().toString(36)}`;
  const staff = await browser.newContext({ baseURL: app.base });
  const cookies = (await signInCookie(app.base, ADMIN)).split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.base };
  });
  await staff.addCookies(cookies);
  const page = await staff.newPage();
  await draftAnnouncement(page, title);
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  // No waiting: the very next readers, whichever worker they reach, see it.
  const after = [];
  for (let i = 0; i < 24; i++) after.push(await fresh(`${app.base}/general`));
  expect(after.map((a) => a.body.includes(title))).toEqual(Array(24).fill(true));
  await staff.close();
});

test("a second site started on the port the workers share is refused, as for one process", () => {
  const other = fs.mkdtempSync(path.join(os.tmpdir(), "workers-e2e-other-"));
  try {
    const { status, stdout, stderr } = spawnSync(process.execPath, ["server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: other,
        PORT: new URL(app.base).port,
        HOST: "127.0.0.1",
        WEB_WORKERS: "2",
        LOG_FORMAT: "text",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(status).toBe(1);
    expect(stdout + stderr).toContain("is already in use (is the site already running?)");
  } finally {
    fs.rmSync(other, { recursive: true, force: true });
  }
});

test("two editors on one item see each other whichever worker holds their connection", async () => {
  const [admin, staff] = [await signInCookie(app.base, ADMIN), await signInCookie(app.base, STAFF)];
  const presence = (cookie: string) => {
    const seen: string[] = [];
    const request = http.get(`${app.base}/admin/presence/1`, {
      agent: false,
      headers: { cookie, accept: "text/event-stream" },
    });
    request.on("response", (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => seen.push(chunk));
    });
    return { seen: () => seen.join(""), close: () => request.destroy() };
  };
  const first = presence(admin);
  const second = presence(staff);
  try {
    await expect.poll(first.seen, { timeout: 5_000 }).toContain(STAFF.firstName);
    await expect.poll(second.seen, { timeout: 5_000 }).toContain(ADMIN.firstName);
  } finally {
    first.close();
    second.close();
  }
});

test("metrics count every worker's answers, and a worker that dies is replaced while the others serve", async () => {
  const metrics = async () =>
    (await fresh(`${app.base}/metrics`, { authorization: `Bearer ${TOKEN}` })).body;
  const count = (text: string) =>
    [...text.matchAll(/^http_requests_total\{[^}]*route="news"[^}]*\} (\d+)/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  const before = count(await metrics());
  for (let i = 0; i < 6; i++) expect((await fresh(`${app.base}/news`)).status).toBe(200);
  expect(count(await metrics())).toBe(before + 6);

  const [victim] = workers();
  process.kill(victim!, "SIGKILL");
  // Its sockets closed with it; the kernel gives new connections to the other worker's.
  await expect.poll(() => workers().includes(victim!), { timeout: 5_000 }).toBe(false);
  for (let i = 0; i < 6; i++) expect((await fresh(`${app.base}/news`)).status).toBe(200);
  await expect.poll(() => workers().length, { timeout: 10_000 }).toBe(2);
  expect(workers()).not.toContain(victim);
});
