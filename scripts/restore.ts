import "../server/environment.ts";
import fs from "node:fs";
import { db } from "../app/db/client.server.ts";
import { restoreBackup } from "../app/domain/operations/restore.server.ts";
import { mediaStorage } from "../app/domain/media/media-storage.server.ts";

/**
 * Restores a backup from `npm run backup` into the configured database and media storage, which
 * must hold no site yet (a new DATA_DIR, or a new PostgreSQL database). The site must not be
 * running against them meanwhile.
 *
 *   DATA_DIR=./restored npm run restore -- backups/sukhaphap-2026-11-24T08-00-00.tar.gz
 */
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error("usage: npm run restore -- <backup .tar.gz> (ระบุไฟล์สำรองข้อมูล)");
  process.exit(2);
}

const started = performance.now();
try {
  const report = await restoreBackup(file, db(), mediaStorage(), (m) => console.log(m));
  const rows = Object.values(report.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `restored the backup of ${report.from.createdAt} (${report.from.database}): ${rows} rows and ` +
      `${report.media.objects} media objects, counts and SHA-256 checked; ` +
      `${report.searchIndexed} items indexed for search; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (report.mediaProblems) {
    console.error(`${report.mediaProblems} media records lack objects: run npm run media:check`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`restore failed (กู้คืนข้อมูลไม่สำเร็จ): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db().destroy();
}
