import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

type Row = Record<string, unknown>;

/**
 * The browser-test server's database, read and written beside it to set up and check what tests
 * do: its SQLite file, or its PostgreSQL schema when the run is on PostgreSQL (E2E_DATABASE_URL).
 * Queries are written for SQLite with `?` placeholders and run as they are on both.
 */
export class SiteDb {
  private readonly query: (sql: string, params: SQLInputValue[]) => Row[];
  private readonly end: () => void;
  constructor() {
    const url = process.env.E2E_DATABASE_URL;
    if (url) {
      this.query = postgresQuery(url);
      // The connection's thread is the test worker's (postgresQuery), not this object's.
      this.end = () => {};
    } else {
      const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, "site.db"));
      db.exec("pragma busy_timeout = 5000");
      this.query = (sql, params) => {
        const statement = db.prepare(sql);
        if (statement.columns().length) return statement.all(...params) as Row[];
        const { lastInsertRowid } = statement.run(...params);
        return [{ id: Number(lastInsertRowid) }];
      };
      this.end = () => db.close();
    }
  }
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.query(sql, params)[0] as T | undefined;
  }
  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.query(sql, params) as T[];
  }
  count(sql: string, ...params: SQLInputValue[]): number {
    return Number(Object.values(this.get(sql, ...params) ?? { n: 0 })[0]);
  }
  /** Runs a statement; for an insert, the new row's id. */
  run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.query(sql, params)[0]?.id);
  }
  close() {
    this.end();
  }
}

type Query = (sql: string, params: SQLInputValue[]) => Row[];

/**
 * One thread per test worker and database: starting one (and loading pg in it) took about a
 * quarter of a second, longer than most tests' own queries. It ends with the test worker.
 */
const threads = new Map<string, Query>();

function postgresQuery(url: string): Query {
  let query = threads.get(url);
  if (!query) {
    query = postgresThread(url);
    threads.set(url, query);
  }
  return query;
}

/** PostgreSQL answered synchronously: a worker thread holds the connection, this thread waits. */
function postgresThread(url: string): Query {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL("./site-db-worker.ts", import.meta.url), {
    workerData: { url, signal },
  });
  worker.unref();
  return (sql, params) => {
    let n = 0;
    let text = sql.replace(/\?/g, () => `$${++n}`);
    // An insert answers its row's id, as on SQLite, unless it says what to return (no id column).
    if (/^\s*insert\b/i.test(text) && !/\breturning\b/i.test(text)) text += " returning id";
    const { port1, port2 } = new MessageChannel();
    Atomics.store(signal, 0, 0);
    worker.postMessage({ sql: text, params, reply: port2 }, [port2]);
    if (Atomics.wait(signal, 0, 0, 30_000) === "timed-out")
      throw new Error(`no answer from PostgreSQL in 30 s: ${text}`);
    const answer = receiveMessageOnPort(port1)?.message as
      { rows: Row[]; error?: undefined } | { error: string };
    port1.close();
    if (!answer || answer.error !== undefined) throw new Error(`${answer?.error}: ${text}`);
    return answer.rows;
  };
}
