import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { createDb } from "../../app/db/client.server.ts";
import { checkMedia } from "../../app/domain/media/media-check.server.ts";
import { localDiskStorage } from "../../app/storage/local.server.ts";
import { e2ePort } from "../../scripts/support/ports.ts";
import {
  saveAnnouncement,
  signInCookie,
  startApp,
  startPrivatePostgres,
  stopApp,
  type AppProcess,
} from "../support/app-process.ts";
import { ADMIN } from "./accounts.ts";

const PORT = e2ePort("faults");
const BODY = "<p>ข้อความเต็มของประกาศ ต้องอยู่ครบทุกตัวอักษรหลังเครื่องดับ</p>";

// Each test runs its own server processes on one port.
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

/** An upload whose body trickles in, so it is still arriving when the server dies. */
function slowUpload(base: string, cookie: string, image: Buffer, name: string) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await pause(25);
      if (sent >= image.length) return controller.close();
      controller.enqueue(image.subarray(sent, sent + 32_768));
      sent += 32_768;
    },
  });
  return fetch(`${base}/admin/library/upload`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "X-File-Name": name, "Content-Type": "image/png" },
    body,
    duplex: "half",
  } as RequestInit).then(
    (r) => r.status,
    () => 0,
  );
}

function uploadNow(base: string, cookie: string, image: Buffer, name: string) {
  return fetch(`${base}/admin/library/upload`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "X-File-Name": name, "Content-Type": "image/png" },
    body: new Uint8Array(image),
  });
}

function leftoverFiles(dataDir: string): string[] {
  const found: string[] = [];
  for (const dir of ["tmp", "media"]) {
    const root = path.join(dataDir, dir);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && (entry.name.startsWith("upload-") || entry.name.endsWith(".tmp")))
        found.push(path.join(entry.parentPath, entry.name));
  }
  return found;
}

test("killed (SIGKILL) during uploads and saves, the site restarts whole: no half item, no stray file", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fault-kill-"));
  const env = { DATA_DIR: dataDir };
  let app: AppProcess = await startApp(PORT, env, { fresh: true, accounts: [ADMIN] });
  try {
    const cookie = await signInCookie(app.base, ADMIN);
    const [big, small] = await Promise.all([noisyPng(1800, 1400), noisyPng(900, 700)]);

    // Finished uploads leave image jobs to run; slow ones are mid-body; saves keep coming.
    for (let i = 0; i < 3; i++)
      expect(
        (await uploadNow(app.base, cookie, await noisyPng(1200 + i, 900), `ok-${i}.png`)).status,
      ).toBe(201);
    const inFlight = [0, 1, 2].map((i) => slowUpload(app.base, cookie, big, `slow-${i}.png`));
    const acknowledged: { id: number; title: string }[] = [];
    let saving = true;
    const saver = (async () => {
      for (let i = 0; saving; i++) {
        const title = `ประกาศก่อนเครื่องดับ ${i}`;
        const id = await saveAnnouncement(app.base, cookie, {
          title,
          slug: `before-kill-${i}`,
          body: BODY,
        }).catch(() => null);
        if (id) acknowledged.push({ id, title });
        else if (!saving) break;
      }
    })();
    const quick = uploadNow(app.base, cookie, small, "quick.png").catch(() => null);
    await pause(1500);
    app.child.kill("SIGKILL");
    await app.exited;
    saving = false;
    await Promise.all([saver, quick, ...inFlight]);
    expect(acknowledged.length).toBeGreaterThan(0);

    app = await startApp(PORT, env);
    await expect
      .poll(
        () => {
          const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
          const row = db
            .prepare("select count(*) as n from media where status = 'processing'")
            .get() as { n: number };
          db.close();
          return row.n;
        },
        { timeout: 60_000 },
      )
      .toBe(0);
    await stopApp(app);

    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect(db.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
    const items = db
      .prepare("select id, title, body from items where slug like 'before-kill-%'")
      .all() as { id: number; title: string; body: string }[];
    for (const { id, title } of acknowledged)
      expect(items.find((i) => i.id === id)?.title, `item ${id}`).toBe(title);
    for (const item of items) expect(item.body).toBe(BODY);
    expect(db.prepare("select count(*) as n from pending_uploads").get()).toEqual({ n: 0 });
    db.close();

    expect(leftoverFiles(dataDir)).toEqual([]);
    const database = createDb({ kind: "sqlite", file: path.join(dataDir, "site.db") });
    const report = await checkMedia(database, localDiskStorage(path.join(dataDir, "media")));
    await database.destroy();
    expect(report.problems).toEqual([]);
    expect(report.unreferenced).toEqual([]);
    expect(report.records).toBeGreaterThanOrEqual(3);
  } finally {
    await stopApp(app, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with the disk full an upload gets a clear Thai error, nothing is corrupted, and it works once there is room", async () => {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), "fault-full-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", mount]);
  // A small disk of its own needs the right to mount (root, as in CI).
  if (mounted.status !== 0) {
    fs.rmSync(mount, { recursive: true, force: true });
    throw new Error(`mounting a 48 MB tmpfs failed: ${mounted.stderr.toString()}`);
  }
  let app: AppProcess | null = null;
  try {
    const dataDir = path.join(mount, "data");
    app = await startApp(PORT + 1, { DATA_DIR: dataDir }, { fresh: true, accounts: [ADMIN] });
    const cookie = await signInCookie(app.base, ADMIN);
    const image = await noisyPng(1800, 1400);
    const filler = path.join(mount, "filler");
    const free = () => {
      const stat = fs.statfsSync(mount);
      return stat.bavail * stat.bsize;
    };
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, free() - image.length / 2)));

    const refused = await uploadNow(app.base, cookie, image, "too-big-for-the-disk.png");
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { message: string }).message).toMatch(/พื้นที่จัดเก็บของเว็บไซต์เต็ม/);
    expect(leftoverFiles(dataDir)).toEqual([]);
    expect((await fetch(`${app.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${app.base}/general`)).status).toBe(200);

    fs.rmSync(filler);
    const accepted = await uploadNow(app.base, cookie, image, "after-room-was-made.png");
    expect(accepted.status).toBe(201);
    await stopApp(app);
    app = null;
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect(db.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
    expect(db.prepare("select count(*) as n from media").get()).toEqual({ n: 1 });
    db.close();
  } finally {
    if (app) await stopApp(app, "SIGKILL");
    spawnSync("umount", [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  }
});

test("PostgreSQL restarted under load: errors for a moment, then the site recovers by itself and keeps every acknowledged save", async () => {
  const postgres = await startPrivatePostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fault-pg-"));
  let app: AppProcess | null = null;
  try {
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query("create database site");
    await admin.end();
    const site = new pg.Client({ connectionString: postgres.url("site") });
    await site.connect();
    await site.query("create extension if not exists pg_trgm");
    await site.end();

    app = await startApp(
      PORT + 2,
      { DATA_DIR: dataDir, DATABASE_URL: postgres.url("site"), PAGE_CACHE_MB: "0" },
      { fresh: true, accounts: [ADMIN] },
    );
    const base = app.base;
    const cookie = await signInCookie(base, ADMIN);
    const outcomes: { at: number; ok: boolean; what: string }[] = [];
    const acknowledged: { id: number; title: string }[] = [];
    let running = true;
    const readers = [0, 1, 2, 3].map(async () => {
      while (running) {
        const status = await fetch(`${base}/general`).then(
          (r) => r.status,
          () => 0,
        );
        outcomes.push({ at: Date.now(), ok: status === 200, what: `read ${status}` });
      }
    });
    const writer = (async () => {
      for (let i = 0; running; i++) {
        const title = `ประกาศระหว่างฐานข้อมูลเริ่มใหม่ ${i}`;
        const id = await saveAnnouncement(base, cookie, {
          title,
          slug: `during-restart-${i}`,
          body: BODY,
        }).catch(() => null);
        outcomes.push({ at: Date.now(), ok: id !== null, what: "save" });
        if (id) acknowledged.push({ id, title });
        else await pause(100);
      }
    })();
    await pause(2000);
    const restartedAt = Date.now();
    postgres.restart();
    await pause(8000);
    running = false;
    await Promise.all([...readers, writer]);

    const before = outcomes.filter((o) => o.at < restartedAt);
    const settled = outcomes.filter((o) => o.at > Date.now() - 3000);
    expect(before.every((o) => o.ok)).toBe(true);
    expect(settled.length).toBeGreaterThan(10);
    expect(
      settled.filter((o) => !o.ok).map((o) => `${o.what} ${o.at - restartedAt} ms after`),
      "every request in the last 3 s succeeds",
    ).toEqual([]);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const check = new pg.Client({ connectionString: postgres.url("site") });
    await check.connect();
    const { rows } = await check.query<{ id: number; title: string }>(
      "select id, title from items where slug like 'during-restart-%'",
    );
    await check.end();
    for (const { id, title } of acknowledged)
      expect(rows.find((r) => Number(r.id) === id)?.title, `item ${id}`).toBe(title);
    expect(acknowledged.length).toBeGreaterThan(5);
  } finally {
    if (app) await stopApp(app);
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("SIGTERM lets an upload in flight finish, refuses new connections, and exits cleanly", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fault-term-"));
  const app = await startApp(PORT + 3, { DATA_DIR: dataDir }, { fresh: true, accounts: [ADMIN] });
  try {
    const cookie = await signInCookie(app.base, ADMIN);
    // About 3 s of trickling: still arriving when the server is told to stop.
    const upload = slowUpload(app.base, cookie, await noisyPng(1200, 900), "in-flight.png");
    await pause(700);
    const exitCode = new Promise<number | null>((done) =>
      app.child.once("exit", (code) => done(code)),
    );
    app.child.kill("SIGTERM");
    await pause(300);
    const during = await fetch(`${app.base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    expect(during, "no new connection while draining").toBe(0);
    expect(await upload).toBe(201);
    expect(await exitCode).toBe(0);
  } finally {
    await stopApp(app, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
