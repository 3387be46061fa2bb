import "../server/environment.ts";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "../app/db/client.server.ts";
import { writeBackup } from "../app/domain/operations/backup.server.ts";
import { mediaStorage } from "../app/domain/media/media-storage.server.ts";

/**
 * Writes a consistent backup of the running site (database rows and media) to one .tar.gz file;
 * the site keeps serving meanwhile. SECRET_KEY and the rest of the configuration are not in it.
 *
 *   npm run backup -- [--out backups/site.tar.gz]
 */
const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const file = path.resolve(values.out ?? path.join("backups", `sukhaphap-${stamp}.tar.gz`));
fs.mkdirSync(path.dirname(file), { recursive: true });
if (fs.existsSync(file)) {
  console.error(`${file} already exists (มีไฟล์นี้อยู่แล้ว)`);
  process.exit(2);
}

const started = performance.now();
try {
  const report = await writeBackup(db(), mediaStorage(), file, (m) => console.log(m));
  const rows = Object.values(report.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `backup written: ${file}\n  ${rows} rows in ${Object.keys(report.tables).length} tables, ` +
      `${report.media.objects} media objects (${(report.media.bytes / 1e6).toFixed(1)} MB), ` +
      `archive ${(report.bytes / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`backup failed (สำรองข้อมูลไม่สำเร็จ): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db().destroy();
}
