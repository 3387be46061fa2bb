import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { isPostgres, type Db } from "../../db/client.server.ts";
import { appliedMigrations } from "../../db/migrate.server.ts";
import {
  DATA_TABLES,
  readRows,
  snapshot,
  TableDigest,
  type TableSummary,
} from "../../db/tables.server.ts";
import { digesting } from "../../storage/digest.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import { ArchiveWriter } from "./archive.server.ts";

export const BACKUP_FORMAT = 1;

/** The first entry of every archive: what it holds and the schema its rows belong to. */
export type BackupHeader = {
  format: number;
  createdAt: string;
  database: "sqlite" | "postgres";
  migrations: string[];
};

export type MediaEntry = { key: string; byteSize: number; sha256: string };

export type BackupReport = {
  file: string;
  bytes: number;
  tables: Record<string, TableSummary>;
  media: { objects: number; bytes: number };
};

/**
 * Entries, in this order: `backup.json`, `media/<key>` for every stored object, `media.json`
 * (sizes and SHA-256), `tables/<table>.ndjson` (one row per line), `tables.json` (row counts
 * and digests). Media come first so a restore can store them before it touches the database.
 */
export const ENTRY = {
  header: "backup.json",
  mediaPrefix: "media/",
  mediaList: "media.json",
  tablePath: (table: string) => `tables/${table}.ndjson`,
  tableList: "tables.json",
};

/**
 * Writes a consistent online backup of the site to one .tar.gz file: every data table read in
 * one snapshot transaction (SQLite's readers do not block its writer; PostgreSQL at REPEATABLE
 * READ), then every media object. The rows are taken first: objects are stored before the rows
 * that point at them, so every object the rows need is already there when the media are read.
 */
export async function writeBackup(
  database: Db,
  storage: MediaStorage,
  file: string,
  log: (message: string) => void = () => {},
): Promise<BackupReport> {
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const archive = new ArchiveWriter(partial);
  try {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: isPostgres(database) ? "postgres" : "sqlite",
      migrations: await appliedMigrations(database),
    };
    const tables = await snapshot(database, (trx) => spoolTables(trx, spool, log));
    await addJson(archive, ENTRY.header, header);

    const media: MediaEntry[] = [];
    for await (const { key } of storage.list()) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed: no row points at it any more
      const digest = digesting();
      object.body.on("error", (error) => digest.stream.destroy(error));
      await archive.add(ENTRY.mediaPrefix + key, object.body.pipe(digest.stream), object.byteSize);
      media.push({ key, ...digest.result() });
      if (media.length % 500 === 0) log(`${media.length} media objects…`);
    }
    await addJson(archive, ENTRY.mediaList, media);

    for (const { name } of DATA_TABLES) {
      const spooled = path.join(spool, `${name}.ndjson`);
      const size = fs.statSync(spooled).size;
      await archive.add(ENTRY.tablePath(name), fs.createReadStream(spooled), size);
    }
    await addJson(archive, ENTRY.tableList, tables);
    await archive.finish();
    fs.renameSync(partial, file);
    return {
      file,
      bytes: fs.statSync(file).size,
      tables,
      media: { objects: media.length, bytes: media.reduce((sum, m) => sum + m.byteSize, 0) },
    };
  } catch (error) {
    archive.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(spool, { recursive: true, force: true });
  }
}

function addJson(archive: ArchiveWriter, entry: string, value: unknown): Promise<void> {
  const bytes = Buffer.from(JSON.stringify(value, null, 1));
  return archive.add(entry, bytes, bytes.length);
}

async function spoolTables(
  trx: Db,
  dir: string,
  log: (message: string) => void,
): Promise<Record<string, TableSummary>> {
  const summary: Record<string, TableSummary> = {};
  for (const { name } of DATA_TABLES) {
    const out = fs.createWriteStream(path.join(dir, `${name}.ndjson`));
    const digest = new TableDigest();
    for await (const rows of readRows(trx, name)) {
      digest.add(rows);
      const lines = rows.map((row) => JSON.stringify(row)).join("\n") + "\n";
      if (!out.write(lines)) await once(out, "drain");
    }
    out.end();
    await finished(out);
    summary[name] = { rows: digest.rows, sha256: digest.sha256() };
    if (digest.rows) log(`${name}: ${digest.rows} rows`);
  }
  return summary;
}
