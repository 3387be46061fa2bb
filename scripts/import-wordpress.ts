import "../server/environment.ts";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { db } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";
import { searchWordList } from "../app/domain/search/search-words.server.ts";
import { keepWordsInSearch } from "../app/lib/search-text.ts";
import { commandLineActor } from "../app/domain/accounts/command-line-actor.server.ts";
import {
  importWordPress,
  type ImportReport,
} from "../app/domain/import/wordpress-import.server.ts";
import {
  folderSource,
  zipSource,
  type UploadsSource,
} from "../app/domain/import/uploads-source.server.ts";
import type { Mapping } from "../app/domain/import/wordpress-plan.server.ts";
import { runDueJobs } from "../app/domain/operations/jobs.server.ts";
import { isAppError } from "../app/lib/app-error.ts";

const USAGE = `usage: npm run import:wordpress -- <export.xml> [--uploads <wp-content/uploads folder, or a ZIP of it>]
         [--dry-run] [--map <mapping.json>] [--as <administrator's username>] [--author-accounts]
         [--no-wait]

  --author-accounts  make each author a general user owning their posts, who signs in only once
                     an administrator sends a set-password link (else authors are bylines only)

  --no-wait   leave the images' web sizes to the site's background worker instead of making
              them before the command ends (a running site makes them; otherwise its next start)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      uploads: { type: "string" },
      "dry-run": { type: "boolean" },
      map: { type: "string" },
      as: { type: "string" },
      "no-wait": { type: "boolean" },
      "author-accounts": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help || positionals.length !== 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const [file] = positionals as [string];
for (const [what, where] of [
  ["export", file],
  ["uploads folder", values.uploads],
  ["mapping", values.map],
] as const) {
  if (where !== undefined && !fs.existsSync(where)) {
    console.error(`${what} not found (ไม่พบไฟล์): ${where}`);
    process.exit(2);
  }
}

function readMapping(file: string): Mapping {
  let mapping: unknown;
  let reason = "";
  try {
    mapping = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    reason = `: ${(error as Error).message}`;
  }
  if (typeof mapping === "object" && mapping !== null && !Array.isArray(mapping))
    return mapping as Mapping;
  console.error(`mapping is not a JSON object (ไฟล์จับคู่ต้องเป็นออบเจกต์ JSON): ${file}${reason}`);
  process.exit(2);
}
const mapping = values.map ? readMapping(values.map) : {};
if (values["author-accounts"]) mapping.authors = "accounts";

function print(report: ImportReport, seconds: number) {
  const verb = report.dryRun ? "would import" : "imported";
  console.log(
    `${report.source}: ${verb} ${report.items.planned - report.items.existing} of ${report.items.planned} posts and pages ` +
      `(${report.items.existing} there from an earlier run), ${report.files.planned - report.files.existing - report.files.missing.length} of ${report.files.planned} files, ` +
      `${report.redirects} old addresses; ${seconds.toFixed(1)} s`,
  );
  console.log("categories:");
  for (const c of report.categories) console.log(`  ${c.name} (${c.slug}) → ${c.target}`);
  const lists = [
    ["staff accounts made (บัญชีที่สร้าง)", report.accounts],
    ["missing files (ไม่พบไฟล์)", report.files.missing.map((f) => f)],
    ["skipped (ไม่นำเข้า)", report.skipped.map((s) => `${s.title}: ${s.reason}`)],
    ["notices", report.notices.map((n) => `${n.title}: ${n.notice}`)],
    ["to check (ต้องตรวจ)", report.problems.map((p) => `${p.title}: ${p.problem}`)],
  ] as const;
  for (const [label, lines] of lists) {
    if (!lines.length) continue;
    console.log(`${label}: ${lines.length}`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

const started = performance.now();
let uploads: UploadsSource | undefined;
try {
  await migrate(db());
  // Imported items are indexed as the site cuts words: with the office's words kept whole.
  keepWordsInSearch(await searchWordList());
  const actor = await commandLineActor("npm run import:wordpress", values.as);
  if (values.uploads)
    uploads = fs.statSync(values.uploads).isDirectory()
      ? folderSource(values.uploads)
      : await zipSource(values.uploads);
  let last = "";
  const report = await importWordPress(actor, {
    file,
    uploads,
    mapping,
    dryRun: values["dry-run"] ?? false,
    progress(done, total, what) {
      const line = `${what} ${done + 1}/${total}`;
      if (process.stdout.isTTY && line !== last) process.stdout.write(`\r${line}   `);
      last = line;
    },
  });
  if (process.stdout.isTTY) process.stdout.write("\r");
  print(report, (performance.now() - started) / 1000);
  if (!report.dryRun && !values["no-wait"]) {
    // The images' variants are made now, so the imported pages show them at once.
    const from = performance.now();
    const jobs = await runDueJobs();
    console.log(`variants: ${jobs} jobs, ${((performance.now() - from) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error(
    `import failed (นำเข้าไม่สำเร็จ): ${isAppError(error) ? error.message : (error as Error).message}`,
  );
  process.exitCode = isAppError(error) ? 2 : 1;
} finally {
  await uploads?.close();
  await db().destroy();
}
