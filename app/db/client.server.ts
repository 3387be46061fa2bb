import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { config, type Config } from "../lib/config.server.ts";
import { log } from "../lib/log.server.ts";
import type { Database } from "./schema.ts";
import { openSqlite, readSqliteFile } from "./sqlite-driver.server.ts";

export type Db = Kysely<Database>;

const INT8 = 20;
const TIMESTAMPTZ = 1184;

export function createDb(database: Config["database"]): Db {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A server that does not answer (not one that refuses, which fails at once) is waited for
      // this long, then the request gets the 503 of a database away (decision 0040).
      connectionTimeoutMillis: 10_000,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          if (oid === INT8) return (v: string) => Number(v);
          if (oid === TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A connection cut by the server (a restart, a failover) is dropped from the pool and the
    // next query opens a new one; its query in flight fails. Unheard, the error event of a client
    // (idle in the pool, or checked out between two statements) would end the process.
    const lost = (error: Error) => log().warn(`database connection lost: ${error.message}`);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(database.file) }),
  });
}

/**
 * Throws unless the database answers now (readiness): a query through the shared handle, and on
 * SQLite the file opened and read afresh, since the shared connection answers `select 1` and the
 * pages it holds in memory even when the disk beneath it no longer reads (decision 0040).
 */
export async function checkDatabase(database: Db, target: Config["database"]): Promise<void> {
  await sql`select 1`.execute(database);
  if (target.kind === "sqlite") readSqliteFile(target.file);
}

export function isPostgres(database: Db): boolean {
  return database.getExecutor().adapter instanceof PostgresAdapter;
}

const globalKey = Symbol.for("sukhaphap.db");
type Holder = { [globalKey]?: Db };

/** The process-wide database handle, shared by the server and any bundled copy of this module. */
export function db(): Db {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createDb(config().database);
  return holder[globalKey];
}
