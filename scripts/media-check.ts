import "../server/environment.ts";
import { parseArgs } from "node:util";
import { db } from "../app/db/client.server.ts";
import { mediaStorage } from "../app/domain/media/media-storage.server.ts";
import { checkMedia } from "../app/domain/media/media-check.server.ts";

/**
 * Compares the media table with the configured storage: reports missing objects, originals
 * whose size differs from the record and, with --deep, originals whose SHA-256 differs (every
 * original is read in full). Exits with 1 when anything is wrong.
 *
 *   npm run media:check -- --deep
 */
const { values } = parseArgs({ options: { deep: { type: "boolean", default: false } } });
const storage = mediaStorage();
const report = await checkMedia(db(), storage, { deep: values.deep });
await db().destroy();

console.log(
  `${report.records} media records, ${report.objects} objects checked in ${storage.kind} storage${values.deep ? " (SHA-256 of every original)" : ""}`,
);
for (const p of report.problems)
  console.error(`${p.problem}: media #${p.mediaId} ${p.key} (${p.detail})`);
if (report.unreferenced.length) {
  console.log(`${report.unreferenced.length} stored objects belong to no media record:`);
  for (const key of report.unreferenced.slice(0, 20)) console.log(`  ${key}`);
  if (report.unreferenced.length > 20) console.log("  …");
}
console.log(report.problems.length ? `${report.problems.length} problems` : "no problems found");
process.exit(report.problems.length ? 1 : 0);
