import "../server/environment.ts";
import { parseArgs } from "node:util";
import { db } from "../app/db/client.server.ts";
import { copyMedia } from "../app/storage/copy-media.server.ts";
import { createStorage, type StorageKind } from "../app/domain/media/media-storage.server.ts";

/**
 * Copies every media file from one storage back-end to another and checks each copy's SHA-256.
 * Both back-ends are set up from the same configuration (S3_*, DROPBOX_*, DATA_DIR); objects
 * already copied are skipped, so an interrupted run can be run again.
 *
 *   npm run media:migrate -- --from local --to s3
 */
const KINDS: StorageKind[] = ["local", "s3", "dropbox"];
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
const from = KINDS.find((k) => k === values.from);
const to = KINDS.find((k) => k === values.to);
if (!from || !to || from === to) {
  console.error(
    `usage: npm run media:migrate -- --from <kind> --to <other kind>  (${KINDS.join(", ")})`,
  );
  process.exit(2);
}

let source, target;
try {
  [source, target] = [createStorage(from), createStorage(to)];
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

let done = 0;
const report = await copyMedia(source, target, (key, outcome) => {
  if (outcome === "failed") console.error(`failed: ${key}`);
  if (++done % 100 === 0) console.log(`${done} objects…`);
});
console.log(
  `copied ${report.copied}, already there ${report.skipped}, failed ${report.failed.length}`,
);
for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
if (from === "dropbox" || to === "dropbox") await db().destroy();
process.exit(report.failed.length ? 1 : 0);
