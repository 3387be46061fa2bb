import { Readable } from "node:stream";
import type { Db } from "../../db/client.server.ts";
import { appliedMigrations, knownMigrations, migrate, migrateTo } from "../../db/migrate.server.ts";
import {
  DATA_TABLES,
  hasData,
  insertRows,
  resetSequences,
  summariseTables,
  tableDifferences,
  type Row,
  type TableName,
  type TableSummary,
} from "../../db/tables.server.ts";
import { reindexAll } from "../search/search-indexing.server.ts";
import { contentTypeOf } from "../../storage/content-type.server.ts";
import { checkMedia } from "../media/media-check.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import { readArchive, type ArchiveEntry } from "./archive.server.ts";
import { BACKUP_FORMAT, ENTRY, type BackupHeader, type MediaEntry } from "./backup.server.ts";

export type RestoreReport = {
  from: BackupHeader;
  tables: Record<string, TableSummary>;
  media: { objects: number; bytes: number };
  searchIndexed: number;
  /** Media records whose objects are missing or unreadable after the restore. */
  mediaProblems: number;
};

const INSERT_ROWS = 500;

/**
 * Restores a backup written by `writeBackup` into an empty database and a media store, which
 * may be of either kind (a SQLite backup restores into PostgreSQL and back). Media objects are
 * stored first and checked against their SHA-256; then all rows go in one transaction that is
 * committed only when every table's count and digest match the backup's. Then the schema is
 * brought up to this version and the search index rebuilt.
 *
 * A damaged or foreign archive, or a target that already holds a site, stops it with an Error
 * that says why in English: the command prints it on one line (`scripts/restore.ts`).
 */
export async function restoreBackup(
  file: string,
  database: Db,
  storage: MediaStorage,
  log: (message: string) => void = () => {},
): Promise<RestoreReport> {
  const entries = readArchive(file);
  const header = await readJson<BackupHeader>(await expectEntry(entries, ENTRY.header));
  if (header.format !== BACKUP_FORMAT)
    throw new Error(`backup format ${header.format}; this version reads format ${BACKUP_FORMAT}`);
  await prepareTarget(database, header.migrations);

  const stored = new Map<string, { byteSize: number; sha256: string }>();
  let entry = await nextEntry(entries);
  while (entry?.path.startsWith(ENTRY.mediaPrefix)) {
    const key = entry.path.slice(ENTRY.mediaPrefix.length);
    stored.set(
      key,
      await storage.put(key, Readable.from(entry.body), { contentType: contentTypeOf(key) }),
    );
    if (stored.size % 500 === 0) log(`${stored.size} media objects…`);
    entry = await nextEntry(entries);
  }
  if (entry?.path !== ENTRY.mediaList)
    throw new Error(`unexpected ${entry?.path ?? "end"} in the archive`);
  const media = await readJson<MediaEntry[]>(entry);
  const damaged = media.filter((m) => stored.get(m.key)?.sha256 !== m.sha256);
  if (damaged.length || stored.size !== media.length)
    throw new Error(
      `media differ from the backup's list: ${
        damaged
          .map((m) => m.key)
          .slice(0, 5)
          .join(", ") || `${stored.size} stored, ${media.length} listed`
      }`,
    );
  log(`media: ${media.length} objects stored and checked`);

  const tables = await database.transaction().execute(async (trx) => {
    let next = await nextEntry(entries);
    for (const { name } of DATA_TABLES) {
      if (next?.path !== ENTRY.tablePath(name))
        throw new Error(`expected ${ENTRY.tablePath(name)}, found ${next?.path ?? "the end"}`);
      const count = await loadTable(trx, name, next);
      if (count) log(`${name}: ${count} rows`);
      next = await nextEntry(entries);
    }
    if (next?.path !== ENTRY.tableList) throw new Error("the archive ends before its table list");
    const expected = await readJson<Record<string, TableSummary>>(next);
    await resetSequences(trx);
    const actual = await summariseTables(trx);
    const differences = tableDifferences(expected, actual);
    if (differences.length)
      throw new Error(`restored rows differ from the backup: ${differences.join("; ")}`);
    return actual;
  });

  await migrate(database);
  const searchIndexed = await reindexAll(database);
  const check = await checkMedia(database, storage);
  return {
    from: header,
    tables,
    media: { objects: media.length, bytes: media.reduce((sum, m) => sum + m.byteSize, 0) },
    searchIndexed,
    mediaProblems: check.problems.length,
  };
}

/**
 * Checks that the target holds no site and brings its schema to the source's level, so rows
 * load as they were written.
 */
export async function prepareTarget(database: Db, migrations: string[]): Promise<void> {
  const known = knownMigrations();
  const unknown = migrations.filter((m) => !known.includes(m));
  if (unknown.length)
    throw new Error(
      `the source comes from a newer version (migrations ${unknown.join(", ")}): restore it with that version`,
    );
  const applied = await appliedMigrations(database);
  const ahead = applied.filter((m) => !migrations.includes(m));
  if (ahead.length || (applied.length && (await hasData(database))))
    throw new Error(
      "the target already holds a site: restore into an empty data directory or a new database",
    );
  const last = migrations.at(-1);
  if (last) await migrateTo(database, last);
}

async function loadTable(trx: Db, table: TableName, entry: ArchiveEntry): Promise<number> {
  let batch: Row[] = [];
  let count = 0;
  let rest = "";
  const decoder = new TextDecoder();
  const flush = async () => {
    await insertRows(trx, table, batch);
    count += batch.length;
    batch = [];
  };
  for await (const chunk of entry.body) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      if (!line) continue;
      batch.push(JSON.parse(line) as Row);
      if (batch.length >= INSERT_ROWS) await flush();
    }
  }
  if ((rest + decoder.decode()).trim()) throw new Error(`${table}: the last row is cut off`);
  await flush();
  return count;
}

async function nextEntry(entries: AsyncGenerator<ArchiveEntry>): Promise<ArchiveEntry | null> {
  const { value, done } = await entries.next();
  return done ? null : value;
}

async function expectEntry(
  entries: AsyncGenerator<ArchiveEntry>,
  path: string,
): Promise<ArchiveEntry> {
  const entry = await nextEntry(entries);
  if (entry?.path !== path) throw new Error(`not a site backup: ${path} is not its first entry`);
  return entry;
}

async function readJson<T>(entry: ArchiveEntry): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as T;
}
