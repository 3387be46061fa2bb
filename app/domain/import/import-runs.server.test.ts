import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import { actorOf } from "../../lib/http.server.ts";
import type { Actor, IncomingFile } from "../../lib/request-context.ts";
import { enqueue, runDueJobs } from "../operations/jobs.server.ts";
import {
  IMPORT_JOB,
  IMPORT_SLICE,
  importRun,
  receiveExport,
  receiveUploads,
  removeImportRun,
  startImport,
} from "./import-runs.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-runs-"));
process.env.DATA_DIR = dataDir;
const FIXTURES = "tests/fixtures/wordpress";
const EXPORT = `${FIXTURES}/export.xml`;

const upload = (bytes: Buffer, name = "export.xml"): IncomingFile => ({
  body: Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>,
  declaredLength: bytes.length,
  name,
});
const kept = () => fs.readdirSync(path.join(dataDir, "imports"));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

for (const database of testDatabases()) {
  describe(`an import from the back-office on ${database.name}`, () => {
    let db: Db;
    let admin: Actor;
    let id: number;
    const items = async () =>
      Number(
        (
          await db
            .selectFrom("items")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = actorOf(new Request("http://localhost/"), await addStaff(db, "run.admin", "admin"));
    });
    afterAll(() => database.close());

    it("refuses what is not an export, and keeps nothing of it", async () => {
      const before = fs.existsSync(path.join(dataDir, "imports")) ? kept().length : 0;
      await expect(
        receiveExport(admin, upload(Buffer.from("<html><body>ข่าว</body></html>"), "notes.xml")),
      ).rejects.toMatchObject({ code: "import.not-wxr", status: 400 });
      await expect(receiveExport(admin, upload(Buffer.alloc(0)))).rejects.toMatchObject({
        status: 400,
      });
      expect(kept().length).toBe(before);
    });

    it("refuses a general user", async () => {
      const staff = actorOf(
        new Request("http://localhost/"),
        await addStaff(db, "run.staff", "staff"),
      );
      await expect(receiveExport(staff, upload(fs.readFileSync(EXPORT)))).rejects.toMatchObject({
        status: 403,
      });
    });

    it("keeps an uploaded export with its dry run, and writes nothing else", async () => {
      id = await receiveExport(admin, upload(fs.readFileSync(EXPORT)));
      const run = await importRun(id);
      expect(run).toMatchObject({ state: "ready", file_name: "export.xml", report: null });
      expect(run!.plan.items).toEqual({ planned: 20, created: 0, existing: 0 });
      expect(await items()).toBe(0);
    });

    it("takes a ZIP of the uploads folder, after which the dry run finds every file; refuses a hostile one", async () => {
      expect((await importRun(id))!.plan.files.missing).toHaveLength(8);
      await expect(
        receiveUploads(admin, id, upload(fs.readFileSync(`${FIXTURES}/hostile.zip`), "u.zip")),
      ).rejects.toMatchObject({ code: "import.not-zip", status: 400 });
      expect((await importRun(id))!.uploadsSize).toBeNull();
      await receiveUploads(admin, id, upload(fs.readFileSync(`${FIXTURES}/uploads.zip`), "u.zip"));
      const run = await importRun(id);
      expect(run!.plan.files.missing).toEqual([]);
      expect(run!.uploadsSize).toBe(fs.statSync(`${FIXTURES}/uploads.zip`).size);
      expect(fs.existsSync(path.join(dataDir, "..", "outside.txt"))).toBe(false);
    });

    it("refuses choices that name no category of the export or no place of this site", async () => {
      const refused: { categories: Record<string, string>; pages: string }[] = [
        { categories: { "no-such-category": "general" }, pages: "about" },
        { categories: { "pr-news": "news:nowhere" }, pages: "about" },
        { categories: {}, pages: "home" },
      ];
      for (const choices of refused)
        expect(await startImport(admin, id, choices)).toMatchObject({ ok: false, status: 400 });
      expect(await startImport(admin, 999_999, { categories: {}, pages: "about" })).toMatchObject({
        status: 404,
      });
      expect((await importRun(id))!.state).toBe("ready");
    });

    it("runs in the background with the choices made, and refuses a second start meanwhile", async () => {
      expect(
        await startImport(admin, id, { categories: { "pr-news": "general" }, pages: "policy" }),
      ).toEqual({ ok: true });
      expect(await startImport(admin, id, { categories: {}, pages: "about" })).toMatchObject({
        status: 409,
      });
      expect(await removeImportRun(admin, id)).toMatchObject({ status: 409 });
      // In parts of one file or item each: every part queues the next, and the report adds them up.
      IMPORT_SLICE.ms = 0;
      try {
        // 8 files and 20 items one a part, and the images' variants between them.
        expect(await runDueJobs()).toBeGreaterThanOrEqual(28);
      } finally {
        IMPORT_SLICE.ms = 2 * 60_000;
      }
      const run = await importRun(id);
      expect(run).toMatchObject({ state: "done", error: null });
      expect(run!.report!.items).toEqual({ planned: 20, created: 20, existing: 0 });
      expect(run!.report!.files).toMatchObject({ created: 8, missing: [] });
      expect(await items()).toBe(20);
      const pages = await db
        .selectFrom("items")
        .select("subject")
        .where("type", "=", "page")
        .execute();
      expect(new Set(pages.map((p) => p.subject))).toEqual(new Set(["policy"]));
    });

    it("is taken up again after a restart, and a second import of the same export adds nothing", async () => {
      const again = await receiveExport(admin, upload(fs.readFileSync(EXPORT)));
      // As a restart leaves a run: marked running, its job back in the queue.
      await db
        .updateTable("import_runs")
        .set({ state: "running" })
        .where("id", "=", again)
        .execute();
      await enqueue(IMPORT_JOB, { id: again });
      await runDueJobs();
      const run = await importRun(again);
      expect(run).toMatchObject({ state: "done" });
      expect(run!.report!.items).toEqual({ planned: 20, created: 0, existing: 20 });
      expect(await items()).toBe(20);
    });

    it("removes a finished run with its export; what it imported stays", async () => {
      expect(kept()).toEqual(expect.arrayContaining([`${id}.xml`, `${id}-uploads.zip`]));
      expect(await removeImportRun(admin, id)).toEqual({ ok: true });
      expect(kept()).not.toContain(`${id}.xml`);
      expect(kept()).not.toContain(`${id}-uploads.zip`);
      expect(await importRun(id)).toBeNull();
      expect(await items()).toBe(20);
    });
  });
}
