import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { sqliteConnectionLost } from "./unavailable.server.ts";

/** Kysely emits the same SQL text for the same query shape, so prepared statements are reused. */
const STATEMENT_CACHE_SIZE = 200;

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;
// Kysely begins a transaction deferred. One that reads and then writes fails at once with
// SQLITE_BUSY when another process (a worker, a script) wrote in between; begun immediate, it
// takes the write lock first and waits for it as long as busy_timeout allows.
const BEGIN = /^\s*begin\s*;?\s*$/i;

/**
 * The file only if it exists (`mode=rw`): a file missing after a loss (a disk not mounted again
 * yet, a volume detached) is SQLITE_CANTOPEN, tried again later, not an empty database made in
 * its place that the connection would then keep.
 */
function existing(file: string): string | URL {
  if (file === ":memory:") return file;
  const url = pathToFileURL(file);
  url.searchParams.set("mode", "rw");
  return url;
}

/** Opens the file, made when missing only at the first open (a new site), not `again`. */
function connect(file: string, again = false): DatabaseSync {
  const raw = new DatabaseSync(again ? existing(file) : file);
  try {
    raw.exec("PRAGMA journal_mode = WAL");
    raw.exec("PRAGMA foreign_keys = ON");
    raw.exec("PRAGMA busy_timeout = 5000");
    raw.exec("PRAGMA synchronous = NORMAL");
  } catch (error) {
    raw.close();
    throw error;
  }
  return raw;
}

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects.
 *
 * A connection whose file failed (an I/O error, a file that reads as corrupt or cannot be opened:
 * a failing disk, decision 0040) is closed, and the next statement opens the file again, so the
 * site comes back by itself once the file can be read again. The statements left of a transaction
 * that failed so fail the same way until Kysely's ROLLBACK ends it: none of them runs on the new
 * connection outside the transaction. A ROLLBACK with no transaction open (SQLite rolls back by
 * itself after an I/O error or a full disk) does nothing, so it cannot hide the error it follows.
 */
export function openSqlite(file: string): SqliteDatabase {
  let raw: DatabaseSync | null = connect(file);
  let closed = false;
  /** What broke the connection inside a transaction, until that transaction's ROLLBACK. */
  let brokenTransaction: unknown = null;
  const cache = new Map<string, StatementSync>();

  const current = (): DatabaseSync => {
    if (closed) throw new Error("the SQLite database is closed");
    raw ??= connect(file, true);
    return raw;
  };

  const guard = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (raw && sqliteConnectionLost(error)) {
        const old = raw;
        raw = null;
        cache.clear();
        if (old.isOpen && old.isTransaction) brokenTransaction = error;
        try {
          old.close();
        } catch {
          // Closing what the disk no longer serves may fail too; the handle is dropped either way.
        }
      }
      throw error;
    }
  };

  const prepared = (sql: string): StatementSync => {
    const db = current();
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = db.prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  };

  const nothing = (): SqliteStatement => ({
    reader: false,
    all: () => [],
    run: () => ({ changes: 0, lastInsertRowid: 0 }),
    iterate: () => [][Symbol.iterator](),
  });

  return {
    close() {
      closed = true;
      const open = raw;
      raw = null;
      cache.clear();
      open?.close();
    },
    prepare(sql: string): SqliteStatement {
      if (ROLLBACK.test(sql)) {
        const inTransaction = brokenTransaction === null && raw?.isTransaction;
        brokenTransaction = null;
        if (!inTransaction) return nothing();
      } else if (brokenTransaction !== null) {
        throw brokenTransaction;
      }
      const stmt = guard(() => prepared(BEGIN.test(sql) ? "begin immediate" : sql));
      return {
        reader: stmt.columns().length > 0,
        all: (params) => guard(() => stmt.all(...bind(params))),
        run: (params) => guard(() => stmt.run(...bind(params))),
        iterate: (params) =>
          guarded(
            guard(() => stmt.iterate(...bind(params))),
            guard,
          ),
      };
    },
  };
}

/**
 * Opens the file afresh, reads its schema and closes it: whether the file can be read now, for
 * readiness. The shared connection cannot tell, as it answers from the pages it holds in memory
 * (decision 0040).
 */
export function readSqliteFile(file: string): void {
  const probe = new DatabaseSync(file, { readOnly: true });
  try {
    probe.prepare("select count(*) from sqlite_schema").get();
  } finally {
    probe.close();
  }
}

/** An iterator whose every step is guarded, as a statement's rows are read one at a time. */
function* guarded<T>(rows: Iterator<T>, guard: <R>(work: () => R) => R): IterableIterator<T> {
  for (;;) {
    const step = guard(() => rows.next());
    if (step.done) return;
    yield step.value;
  }
}

function bind(params: ReadonlyArray<unknown>): SQLInputValue[] {
  return params.map((p) => {
    if (typeof p === "boolean") return p ? 1 : 0;
    if (p instanceof Date) return p.toISOString();
    if (p === undefined) return null;
    return p as SQLInputValue;
  });
}
