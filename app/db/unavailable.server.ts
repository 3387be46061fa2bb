import { log } from "../lib/log.server.ts";

/**
 * Which errors of the two database drivers mean that the database cannot be reached, read or
 * written just now (a server stopped or restarting, a connection cut, a disk that fails, a lock
 * held past the wait), as opposed to a query the database refused (a constraint, a syntax error,
 * a missing table), which is a fault of ours. The one place that tells the two apart: the server
 * answers the first with a 503 and `Retry-After` (decision 0040), the second with a 500.
 */

/** SQLite's primary result codes (the low byte of node:sqlite's `errcode`) that mean "not now". */
const SQLITE_UNAVAILABLE = new Set([
  5, // SQLITE_BUSY: another connection held the lock past busy_timeout
  8, // SQLITE_READONLY: the file or its file system can no longer be written
  10, // SQLITE_IOERR: the disk failed a read or a write
  11, // SQLITE_CORRUPT: what was read is not the database (a failing disk, a file replaced)
  13, // SQLITE_FULL: the disk is full
  14, // SQLITE_CANTOPEN: the file cannot be opened
  15, // SQLITE_PROTOCOL: the locking protocol failed (a file system that lost its locks)
  26, // SQLITE_NOTADB: the file is not a database (yet again)
]);

/** Of those, the ones after which this connection is not to be trusted: opened again before use. */
const SQLITE_LOST = new Set([10, 11, 14, 26]);

/**
 * PostgreSQL's SQLSTATE classes and codes: connection exceptions (08), insufficient resources
 * (53: disk full, out of memory, too many connections), the server shutting down, crashed or
 * starting (57P01–57P03), system and I/O errors (58), and a transaction refused because the
 * server became a read-only standby (25006, during a failover).
 */
const PG_UNAVAILABLE = /^(08|53|58)...$|^57P0[123]$|^25006$/;

/** Node's socket errors when the server's address does not answer or drops the connection. */
const SOCKET_UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** What node-postgres says, without a code, of a connection that is gone or never came. */
const PG_CONNECTION_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Query read timeout/;

type Fields = {
  code?: unknown;
  errcode?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

/** The error and what it wraps (`cause`, an AggregateError's `errors`), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<Fields> {
  if (depth > 4 || typeof error !== "object" || error === null) return;
  const fields = error as Fields;
  yield fields;
  if (fields.cause !== undefined) yield* chain(fields.cause, depth + 1);
  if (Array.isArray(fields.errors))
    for (const inner of fields.errors) yield* chain(inner, depth + 1);
}

function sqliteCode(error: Fields): number | null {
  return error.code === "ERR_SQLITE_ERROR" && typeof error.errcode === "number"
    ? error.errcode & 0xff
    : null;
}

function unavailableItself(error: Fields): boolean {
  const sqlite = sqliteCode(error);
  if (sqlite !== null) return SQLITE_UNAVAILABLE.has(sqlite);
  const code = typeof error.code === "string" ? error.code : "";
  if (PG_UNAVAILABLE.test(code) || SOCKET_UNAVAILABLE.has(code)) return true;
  // A PostgreSQL server on a Unix socket that is not there.
  if (code === "ENOENT" && error.syscall === "connect") return true;
  return typeof error.message === "string" && !code && PG_CONNECTION_MESSAGE.test(error.message);
}

/** Whether the database cannot be reached, read or written now: worth trying again shortly. */
export function databaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) if (unavailableItself(link)) return true;
  return false;
}

/** Whether a SQLite connection that failed so is to be closed and the file opened anew. */
export function sqliteConnectionLost(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = sqliteCode(link);
    if (code !== null && SQLITE_LOST.has(code)) return true;
  }
  return false;
}

/**
 * Logs work done in the background that failed (a view counted, a search that found nothing, the
 * job queue's poll): one short line while the database is away, as every reader's page or every
 * poll meets it then, and the fault with its stack otherwise.
 */
export function logBackgroundFailure(error: unknown, what: string): void {
  if (!databaseUnavailable(error)) return void log().error({ err: error }, what);
  const reason = error instanceof Error ? error.message : String(error);
  log().warn({ reason }, `${what}: database unavailable`);
}
