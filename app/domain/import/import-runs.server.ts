import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { db } from "../../db/client.server.ts";
import {
  deleteImportRun,
  findImportRun,
  insertImportRun,
  listImportRuns,
  updateImportRun,
} from "../../db/import/import-sources.server.ts";
import type { ImportRun } from "../../db/schema.ts";
import { AppError, failure, type Result } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { log } from "../../lib/log.server.ts";
import type { Actor, IncomingFile } from "../../lib/request-context.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { actorOfAccount } from "../accounts/command-line-actor.server.ts";
import { cleanFileName } from "../media/upload-receive.server.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";
import { zipSource, type UploadsSource } from "./uploads-source.server.ts";
import { importWordPress, type ImportReport } from "./wordpress-import.server.ts";
import { PAGE_GROUPS, TARGETS, type Mapping, type Target } from "./wordpress-plan.server.ts";

/** A WordPress export of 10,000 posts is about 60 MB; a decade of a busy site fits in this. */
export const EXPORT_MAX_BYTES = 512 * 2 ** 20;
/** A ZIP of the uploads folder: years of photos and documents. */
export const UPLOADS_MAX_BYTES = 8 * 2 ** 30;
export const IMPORT_JOB = "wordpress-import";
/**
 * A job imports for this long, then queues the rest: images' variants get their turn between and
 * no job outlives its lock. (Tests shorten it.)
 */
export const IMPORT_SLICE = { ms: 2 * 60_000 };

export type ImportProgress = { done?: number; total?: number; what?: string };
export type ImportRunView = Omit<ImportRun, "mapping" | "progress" | "plan_report" | "report"> & {
  mapping: Mapping;
  progress: ImportProgress;
  plan: ImportReport;
  report: ImportReport | null;
  /** The size of its uploads ZIP; null without one. */
  uploadsSize: number | null;
};

const exportFile = (id: number) => path.join(config().dataDir, "imports", `${id}.xml`);
const uploadsFile = (id: number) => path.join(config().dataDir, "imports", `${id}-uploads.zip`);
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : null);

/** The run's uploads ZIP, opened, when it has one. */
async function uploadsOf(id: number): Promise<UploadsSource | undefined> {
  return fs.existsSync(uploadsFile(id)) ? await zipSource(uploadsFile(id)) : undefined;
}

function view(run: ImportRun): ImportRunView {
  return {
    ...run,
    mapping: JSON.parse(run.mapping) as Mapping,
    progress: JSON.parse(run.progress) as ImportProgress,
    plan: JSON.parse(run.plan_report) as ImportReport,
    report: run.report ? (JSON.parse(run.report) as ImportReport) : null,
    uploadsSize: sizeOf(uploadsFile(run.id)),
  };
}

export async function importRuns(): Promise<ImportRunView[]> {
  return (await listImportRuns(db())).map(view);
}

export async function importRun(id: number): Promise<ImportRunView | null> {
  const run = await findImportRun(db(), id);
  return run ? view(run) : null;
}

/** Streams an uploaded body to `file`, refusing it past `limit` bytes; returns its size. */
async function receive(incoming: IncomingFile, file: string, limit: number): Promise<number> {
  if (!incoming.body) throw new AppError("upload.missing");
  const tooLarge = () =>
    new AppError("upload.too-large", {
      message: `ไฟล์ใหญ่เกินกำหนด (ไม่เกิน ${formatBytes(limit)})`,
    });
  if (incoming.declaredLength > limit) throw tooLarge();
  let size = 0;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await pipeline(
    Readable.fromWeb(incoming.body as WebReadableStream<Uint8Array>),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > limit ? tooLarge() : null, chunk);
      },
    }),
    fs.createWriteStream(file, { flags: "wx" }),
  );
  if (size === 0) throw new AppError("upload.empty");
  return size;
}

/**
 * Takes a WordPress export uploaded in the back-office: kept under DATA_DIR/imports, read once
 * as a dry run (refused, and not kept, when it is not an export), and recorded as a run that
 * waits for the administrator's choices.
 */
export async function receiveExport(actor: Actor, incoming: IncomingFile): Promise<number> {
  await authorize(actor, "settings.manage", "wordpress-import");
  const temp = path.join(config().dataDir, "imports", `upload-${randomBytes(8).toString("hex")}`);
  try {
    const size = await receive(incoming, temp, EXPORT_MAX_BYTES);
    const plan = await importWordPress(actor, { file: temp, dryRun: true });
    const id = await insertImportRun(db(), {
      file_name: cleanFileName(incoming.name),
      byte_size: size,
      state: "ready",
      plan_report: JSON.stringify(plan),
      created_by: actor.user.id,
    });
    await fs.promises.rename(temp, exportFile(id));
    return id;
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/**
 * Takes a ZIP of the site's uploads folder for a run (in place of one it had): checked as a ZIP,
 * and the dry run made again, so its report says which files are still missing.
 */
export async function receiveUploads(
  actor: Actor,
  id: number,
  incoming: IncomingFile,
): Promise<void> {
  await authorize(actor, "settings.manage", "wordpress-import");
  const run = await importRun(id);
  if (!run) throw new AppError("import.not-found");
  if (run.state === "queued" || run.state === "running") throw new AppError("import.running");
  const temp = `${uploadsFile(id)}.${randomBytes(6).toString("hex")}`;
  try {
    await receive(incoming, temp, UPLOADS_MAX_BYTES);
    const uploads = await zipSource(temp);
    try {
      const plan = await importWordPress(actor, { file: exportFile(id), dryRun: true, uploads });
      await updateImportRun(db(), id, { plan_report: JSON.stringify(plan) });
    } finally {
      await uploads.close();
    }
    await fs.promises.rename(temp, uploadsFile(id));
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/** Starts (or starts again) an import with the choices made on its dry-run report. */
export async function startImport(
  actor: Actor,
  id: number,
  choices: { categories: Record<string, string>; pages: string; authorAccounts?: boolean },
): Promise<Result> {
  await authorize(actor, "settings.manage", "wordpress-import");
  const run = await importRun(id);
  if (!run) return failure("import.not-found");
  if (run.state === "queued" || run.state === "running") return failure("import.running");
  const known = new Set(run.plan.categories.map((c) => c.slug));
  const wrong = Object.entries(choices.categories).find(
    ([slug, target]) => !known.has(slug) || !TARGETS.has(target),
  );
  if (wrong || !PAGE_GROUPS.has(choices.pages)) return failure("request.invalid");
  const mapping: Mapping = {
    categories: choices.categories as Record<string, Target>,
    pages: choices.pages as Mapping["pages"],
    authors: choices.authorAccounts ? "accounts" : "bylines",
  };
  await db()
    .transaction()
    .execute(async (trx) => {
      await updateImportRun(trx, id, {
        state: "queued",
        mapping: JSON.stringify(mapping),
        progress: "{}",
        report: null,
        error: null,
      });
      await enqueue(IMPORT_JOB, { id }, { database: trx });
    });
  return { ok: true };
}

/** Removes a run that is not under way, with its export. What it imported stays. */
export async function removeImportRun(actor: Actor, id: number): Promise<Result> {
  await authorize(actor, "settings.manage", "wordpress-import");
  const run = await findImportRun(db(), id);
  if (!run) return failure("import.not-found");
  if (run.state === "queued" || run.state === "running") return failure("import.running");
  await deleteImportRun(db(), id);
  await fs.promises.rm(exportFile(id), { force: true });
  await fs.promises.rm(uploadsFile(id), { force: true });
  return { ok: true };
}

/**
 * One run's reports added up: what each part made; as there before the run, what the latest part
 * found made less what the earlier parts made.
 */
function combined(earlier: ImportReport | null, part: ImportReport): ImportReport {
  if (!earlier) return part;
  const add = <T extends { created: number; existing: number }>(before: T, now: T): T => ({
    ...now,
    created: before.created + now.created,
    existing: Math.max(0, now.existing - before.created),
  });
  return {
    ...part,
    items: add(earlier.items, part.items),
    files: add(earlier.files, part.files),
    redirects: earlier.redirects + part.redirects,
    accounts: [...earlier.accounts, ...part.accounts],
    problems: [...earlier.problems, ...part.problems],
  };
}

async function runImport(payload: unknown): Promise<void> {
  const { id } = payload as { id: number };
  const run = await importRun(id);
  if (!run || (run.state !== "queued" && run.state !== "running")) return;
  const actor = await actorOfAccount(run.created_by, "นำเข้าจาก WordPress");
  await updateImportRun(db(), id, { state: "running" });
  let saved = Promise.resolve();
  let last = 0;
  const uploads = await uploadsOf(id);
  try {
    const part = await importWordPress(actor, {
      file: exportFile(id),
      uploads,
      mapping: run.mapping,
      until: Date.now() + IMPORT_SLICE.ms,
      progress(done, total, what) {
        if (Date.now() - last < 1000) return;
        last = Date.now();
        const progress = JSON.stringify({ done, total, what });
        saved = saved.then(() => updateImportRun(db(), id, { progress }));
      },
    });
    await saved;
    const report = combined(run.report, part);
    if (!part.complete) {
      await db()
        .transaction()
        .execute(async (trx) => {
          await updateImportRun(trx, id, { report: JSON.stringify(report) });
          await enqueue(IMPORT_JOB, { id }, { database: trx });
        });
      return;
    }
    await updateImportRun(db(), id, {
      state: "done",
      report: JSON.stringify(report),
      progress: "{}",
    });
  } catch (error) {
    await saved.catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    log().error({ err: error, run: id }, "WordPress import failed");
    await updateImportRun(db(), id, { error: message.slice(0, 1000) });
    throw error;
  } finally {
    await uploads?.close();
  }
}

registerJob(IMPORT_JOB, runImport, async (payload) => {
  await updateImportRun(db(), (payload as { id: number }).id, { state: "failed" });
});
