import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import { createDb, type Db } from "../../db/client.server.ts";
import { appliedMigrations } from "../../db/migrate.server.ts";
import { seedDemoRows } from "./seed.server.ts";
import { storeDemoFiles } from "./seed-files.server.ts";
import { hasData, snapshot, summariseTables } from "../../db/tables.server.ts";
import { ensureSitePages } from "../site/site-pages.server.ts";
import { digestOf } from "../../storage/digest.server.ts";
import { localDiskStorage } from "../../storage/local.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import { writeBackup } from "./backup.server.ts";
import { moveDatabase } from "./db-move.server.ts";
import { restoreBackup } from "./restore.server.ts";

/** Rows in the site's tables; a database never migrated has none. */
async function holdsSite(database: Db): Promise<boolean> {
  return (await appliedMigrations(database)).length > 0 && (await hasData(database));
}

async function storedObjects(storage: MediaStorage): Promise<Record<string, string>> {
  const objects: Record<string, string> = {};
  for await (const { key } of storage.list())
    objects[key] = (await digestOf((await storage.get(key))!.body)).sha256;
  return objects;
}

/** A site in a directory of its own, as a restore target would be: SQLite file and media. */
function emptySite(root: string): { db: Db; storage: MediaStorage } {
  fs.mkdirSync(root, { recursive: true });
  return {
    db: createDb({ kind: "sqlite", file: path.join(root, "site.db") }),
    storage: localDiskStorage(path.join(root, "media")),
  };
}

/** The demo's files, encoded once for every database here (minutes of image work on 2 cores). */
const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-demo-"));
let demoFiles: ReturnType<typeof storeDemoFiles> | undefined;

/** The whole demo site, as a fresh start makes it: its files copied in, its rows written anew. */
async function seedDemoSite(database: Db, mediaDir: string): Promise<MediaStorage> {
  demoFiles ??= storeDemoFiles(localDiskStorage(demoDir), () => {});
  const stored = await demoFiles;
  fs.cpSync(demoDir, mediaDir, { recursive: true });
  await seedDemoRows(database, stored);
  return localDiskStorage(mediaDir);
}

afterAll(() => fs.rmSync(demoDir, { recursive: true, force: true }));

for (const database of testDatabases()) {
  describe(`backup and restore from ${database.name}`, () => {
    let source: Db;
    let sourceMedia: MediaStorage;
    let dir: string;
    let archive: string;
    const targets: Db[] = [];

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
      source = await database.open();
      useAsAppDatabase(source);
      sourceMedia = await seedDemoSite(source, path.join(dir, "source-media"));
      await ensureSitePages();
      await addStaff(source, "somchai", "admin");
      archive = path.join(dir, "site.tar.gz");
    }, 300_000);

    afterAll(async () => {
      await Promise.all(targets.map((t) => t.destroy()));
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("writes one archive that a restore into an empty directory reproduces exactly", async () => {
      const backup = await writeBackup(source, sourceMedia, archive);
      expect(fs.existsSync(`${archive}.partial`)).toBe(false);
      expect(backup.tables.items!.rows).toBeGreaterThan(40);
      expect(backup.media.objects).toBeGreaterThan(20);

      const target = emptySite(path.join(dir, "restored"));
      targets.push(target.db);
      const restored = await restoreBackup(archive, target.db, target.storage);

      const [before, after] = await Promise.all([
        snapshot(source, summariseTables),
        snapshot(target.db, summariseTables),
      ]);
      expect(after).toEqual(before);
      expect(await storedObjects(target.storage)).toEqual(await storedObjects(sourceMedia));
      expect(restored.mediaProblems).toBe(0);
      expect(restored.searchIndexed).toBe(backup.tables.items!.rows);
      const search = await sql<{ n: number }>`select count(*) as n from search_documents`.execute(
        target.db,
      );
      expect(Number(search.rows[0]!.n)).toBe(restored.searchIndexed);

      const next = await target.db
        .insertInto("faq_categories")
        .values({ slug: "after-restore", name: "หลังกู้คืน", position: 99 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const highest = await source
        .selectFrom("faq_categories")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Number(highest.id));
    });

    it("refuses a target that already holds a site, and keeps it as it was", async () => {
      const target = emptySite(path.join(dir, "restored"));
      targets.push(target.db);
      await expect(restoreBackup(archive, target.db, target.storage)).rejects.toThrow(
        /already holds a site/,
      );
    });

    it("leaves the target empty when the archive is cut short", async () => {
      const cut = path.join(dir, "cut.tar.gz");
      const bytes = fs.readFileSync(archive);
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.98)));
      const target = emptySite(path.join(dir, "from-cut"));
      targets.push(target.db);
      await expect(restoreBackup(cut, target.db, target.storage)).rejects.toThrow();
      expect(await holdsSite(target.db)).toBe(false);
    });

    it("refuses a file that is not a site backup", async () => {
      const other = path.join(dir, "other.tar.gz");
      fs.writeFileSync(other, "not an archive");
      const target = emptySite(path.join(dir, "from-other"));
      targets.push(target.db);
      await expect(restoreBackup(other, target.db, target.storage)).rejects.toThrow();
      expect(await holdsSite(target.db)).toBe(false);
    });

    if (database.name === "sqlite" && process.env.TEST_DATABASE_URL) {
      it("moves the SQLite site into PostgreSQL with counts and digests equal", async () => {
        const [postgres] = testDatabases().filter((d) => d.name === "postgres");
        const target = await postgres!.open();
        try {
          const moved = await moveDatabase(source, target);
          expect(moved.tables).toEqual(await snapshot(source, summariseTables));
          expect(moved.searchIndexed).toBe(moved.tables.items!.rows);
          await expect(moveDatabase(source, target)).rejects.toThrow(/already holds a site/);
        } finally {
          await postgres!.close();
        }
      });
    }
  });
}
