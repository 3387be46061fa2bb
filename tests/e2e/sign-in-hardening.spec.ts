import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort, startApp, stopApp } from "../support/app-process.ts";
import { STAFF } from "./accounts.ts";
import { pageReady } from "./helpers.ts";

const BASE = process.env.E2E_BASE_URL!;
const ORIGIN = { Origin: BASE };

/** Return locations a probe sends, as typed into the query string or the form (decoded). */
const HOSTILE = [
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/admin\r\nSet-Cookie: session=stolen",
  "/%09/evil.example",
  "%2F%2Fevil.example",
  "https://evil.example/",
  "javascript:alert(document.domain)",
  "///evil.example",
  "/.//evil.example",
  "/\u202e/elpmaxe.live",
  "/\u0000/evil.example",
  "／／evil.example",
  `/${"a".repeat(5000)}`,
];

function onThisSite(location: string | undefined): void {
  expect(location, "a Location header").toBeTruthy();
  expect(new URL(location!, BASE).origin).toBe(BASE);
  expect(location).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
}

test("sign-in and cookie choices with a hostile return location stay on this site, never a 500", async ({
  playwright,
}) => {
  const context = await playwright.request.newContext({ baseURL: BASE });
  for (const next of HOSTILE) {
    const signIn = await context.post("/signin", {
      headers: ORIGIN,
      form: { username: STAFF.username, password: STAFF.password, next },
      maxRedirects: 0,
    });
    expect(signIn.status(), JSON.stringify(next)).toBe(302);
    onThisSite(signIn.headers()["location"]);
    // Already signed in, the page itself sends the visitor on; an address holding a NUL is
    // refused by the server before any page (decision 0022), and leads nowhere.
    const page = await context.get(`/signin?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    if (next.includes("\u0000")) {
      expect(page.status(), JSON.stringify(next)).toBe(400);
      expect(page.headers()["location"]).toBeUndefined();
    } else {
      expect(page.status(), JSON.stringify(next)).toBe(302);
      onThisSite(page.headers()["location"]);
    }
    const consent = await context.post("/consent", {
      headers: ORIGIN,
      form: { choice: "none", back: next },
      maxRedirects: 0,
    });
    expect(consent.status(), JSON.stringify(next)).toBe(302);
    onThisSite(consent.headers()["location"]);
  }
  await context.dispose();
});

test("in the browser, signing in from a link with /<tab>/evil.example as next lands on the dashboard", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/signin?next=${encodeURIComponent("/\t/evil.example")}`);
  await pageReady(page);
  await page.getByLabel("ชื่อผู้ใช้", { exact: true }).fill(STAFF.username);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/admin/dashboard`);
  await context.close();
});

test("signing in again ends the session the browser came with", async ({ playwright }) => {
  const context = await playwright.request.newContext({ baseURL: BASE });
  const signIn = () =>
    context.post("/signin", {
      headers: ORIGIN,
      form: { username: STAFF.username, password: STAFF.password },
      maxRedirects: 0,
    });
  const session = async () =>
    (await context.storageState()).cookies.find((c) => c.name === "session")!.value;
  expect((await signIn()).status()).toBe(302);
  const first = await session();
  expect((await signIn()).status()).toBe(302);
  expect(await session()).not.toBe(first);
  const old = await fetch(`${BASE}/admin/dashboard`, {
    headers: { Cookie: `session=${first}` },
    redirect: "manual",
  });
  expect(old.status, "the first session no longer opens the back-office").toBe(302);
  expect(old.headers.get("location")).toMatch(/^\/signin\?/);
  await context.dispose();
});

test("a bogus first-administrator or password link is a 404 that says so in Thai", async ({
  page,
}) => {
  for (const link of ["/setup/not-a-token", "/set-password/not-a-token"]) {
    const response = await page.goto(link);
    expect(response?.status(), link).toBe(404);
    await expect(page.getByRole("alert")).toContainText("ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว");
  }
});

/** Where the throttle test's server keeps its data: a SQLite file, or a PostgreSQL schema. */
type Store = {
  env: Record<string, string>;
  create: () => Promise<void>;
  failedChecks: () => Promise<number>;
  drop: () => Promise<void>;
};

function sqliteStore(dataDir: string): Store {
  return {
    env: {},
    async create() {},
    async failedChecks() {
      const db = new DatabaseSync(path.join(dataDir, "site.db"));
      const row = db
        .prepare("select count(*) as n from audit_log where action = 'sign-in-failed'")
        .get() as { n: number };
      db.close();
      return row.n;
    },
    async drop() {},
  };
}

function postgresStore(url: string): Store {
  const schema = `e2e_throttle_${randomBytes(4).toString("hex")}`;
  const query = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: scoped.toString() },
    async create() {
      await query(`create schema ${schema}`);
    },
    async failedChecks() {
      const result = await query(
        `select count(*)::int as n from ${schema}.audit_log where action = 'sign-in-failed'`,
      );
      return (result.rows[0] as { n: number }).n;
    },
    async drop() {
      await query(`drop schema if exists ${schema} cascade`);
    },
  };
}

const DATABASE = process.env.TEST_DATABASE_URL;
const stores: [string, (dataDir: string) => Store][] = [
  ["sqlite", sqliteStore],
  ...(DATABASE ? [["postgres", () => postgresStore(DATABASE)] as [string, () => Store]] : []),
];

for (const [label, makeStore] of stores) {
  test(
    `on ${label}, ten parallel wrong passwords after five failures get at most one check, and each 429 says when to retry`,
    { tag: "@own-server" },
    async () => {
      test.setTimeout(120_000);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "throttle-e2e-"));
      const store = makeStore(dataDir);
      await store.create();
      const app = await startApp(
        await freePort(),
        { DATA_DIR: dataDir, ...store.env },
        { fresh: true, accounts: [STAFF] },
      );
      try {
        const guess = (password: string) =>
          fetch(`${app.base}/signin`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: app.base },
            body: new URLSearchParams({ username: STAFF.username, password }),
          });
        for (let i = 0; i < 5; i++) expect((await guess(`ผิดครั้งที่ ${i}`)).status).toBe(401);
        const sent = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => guess(`ผิดพร้อมกัน ${i}`)),
        );
        // One check now; another only once its wait (1 s, then 2 s, 4 s…) has passed, which a
        // machine busy enough to take that long over ten requests lets happen.
        const seconds = (Date.now() - sent) / 1000;
        const checks = 1 + Math.floor(Math.log2(seconds + 1));
        const statuses = answers.map((a) => a.status);
        expect(
          statuses.filter((s) => s === 401).length,
          `${statuses.join(" ")} in ${seconds} s`,
        ).toBeLessThanOrEqual(checks);
        expect(
          statuses.every((s) => s === 401 || s === 429),
          statuses.join(" "),
        ).toBe(true);
        for (const answer of answers.filter((a) => a.status === 429)) {
          expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
          expect(await answer.text()).toContain("ลองใหม่");
        }
        expect(await store.failedChecks(), "password checks recorded").toBeLessThanOrEqual(6);
      } finally {
        await stopApp(app);
        await store.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
}
