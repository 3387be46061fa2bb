import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/app-process.ts";
import { testDatabases } from "../../tests/support/databases.ts";
import { createDb, type Db } from "./client.server.ts";
import { databaseUnavailable, sqliteConnectionLost } from "./unavailable.server.ts";

/** What a call threw (it must throw). */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("SQLite errors, as node:sqlite throws them", () => {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "unavailable-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a file that cannot be opened, or is not a database, is the database away and a lost connection", async () => {
    const missing = await thrown(() => new DatabaseSync(path.join(dir, "no-such-dir", "x.db")));
    expect(missing).toMatchObject({ errcode: 14 });
    const garbage = path.join(dir, "garbage.db");
    fs.writeFileSync(garbage, Buffer.alloc(8192, 0x5a));
    const notADatabase = await thrown(() =>
      new DatabaseSync(garbage).exec("PRAGMA journal_mode = WAL"),
    );
    expect(notADatabase).toMatchObject({ errcode: 26 });
    for (const error of [missing, notADatabase]) {
      expect(databaseUnavailable(error)).toBe(true);
      expect(sqliteConnectionLost(error)).toBe(true);
    }
  });

  it("a lock held past the wait, or a file that can no longer be written, is the database away on a sound connection", async () => {
    const file = path.join(dir, "locked.db");
    const holder = new DatabaseSync(file);
    holder.exec("PRAGMA journal_mode = WAL; create table t (x)");
    holder.exec("BEGIN IMMEDIATE");
    const other = new DatabaseSync(file);
    other.exec("PRAGMA busy_timeout = 0");
    const busy = await thrown(() => other.exec("insert into t values (1)"));
    holder.exec("ROLLBACK");
    const readOnly = new DatabaseSync(file, { readOnly: true });
    const refused = await thrown(() => readOnly.exec("insert into t values (1)"));
    for (const db of [holder, other, readOnly]) db.close();
    expect(busy).toMatchObject({ errcode: 5 });
    expect(refused).toMatchObject({ errcode: 8 });
    for (const error of [busy, refused]) {
      expect(databaseUnavailable(error)).toBe(true);
      expect(sqliteConnectionLost(error)).toBe(false);
    }
  });

  it("a query the database refuses is a fault of ours, not the database away", async () => {
    const db = new DatabaseSync(":memory:");
    db.exec("create table t (x unique not null)");
    db.exec("insert into t values (1)");
    const errors = [
      await thrown(() => db.exec("insert into t values (1)")),
      await thrown(() => db.exec("insert into t values (null)")),
      await thrown(() => db.exec("select * from no_such_table")),
      await thrown(() => db.exec("selec 1")),
      new Error("something else"),
      null,
      "a string",
    ];
    db.close();
    for (const error of errors) expect(databaseUnavailable(error), String(error)).toBe(false);
  });

  it("looks through what an error wraps", async () => {
    const missing = await thrown(() => new DatabaseSync(path.join(dir, "none", "x.db")));
    expect(databaseUnavailable(new Error("saving failed", { cause: missing }))).toBe(true);
    expect(databaseUnavailable(new AggregateError([new Error("x"), missing]))).toBe(true);
  });
});

describe("PostgreSQL and its connections, as node-postgres fails them", () => {
  const servers: net.Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));

  /** A TCP server on a free port that does `what` with each connection. */
  async function fakeServer(what: (socket: net.Socket) => void): Promise<number> {
    const server = net.createServer(what);
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return (server.address() as net.AddressInfo).port;
  }

  it("a server that is not there, that hangs up or that never answers is the database away", async () => {
    const refused = createDb({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await freePort()}/site`,
    });
    const errors = [await thrown(() => sql`select 1`.execute(refused))];
    await refused.destroy();
    const hangsUp = await fakeServer((socket) => socket.destroy());
    const silent = await fakeServer(() => undefined);
    for (const [port, timeout] of [
      [hangsUp, 0],
      [silent, 200],
    ] as const) {
      const pool = new pg.Pool({
        connectionString: `postgres://postgres@127.0.0.1:${port}/site`,
        connectionTimeoutMillis: timeout,
      });
      errors.push(await thrown(() => pool.query("select 1")));
      await pool.end();
    }
    expect(errors.map((e) => String((e as Error).message ?? e))).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/Connection terminated/),
      expect.stringMatching(/timeout/),
    ]);
    for (const error of errors) expect(databaseUnavailable(error)).toBe(true);
  });

  it("the SQLSTATEs of a server shutting down, starting, out of room or turned standby are the database away", () => {
    for (const code of [
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
      "53300",
      "53100",
      "58030",
      "25006",
    ])
      expect(databaseUnavailable(Object.assign(new Error("x"), { code })), code).toBe(true);
    for (const code of ["23505", "42P01", "42601", "40001", "57014", "22P02"])
      expect(databaseUnavailable(Object.assign(new Error("x"), { code })), code).toBe(false);
  });
});

for (const database of testDatabases().filter((d) => d.name === "postgres")) {
  describe("a real PostgreSQL server", () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
    });
    afterAll(() => database.close());

    it("a connection the server ends (as a shutdown does) is the database away; a refused query is not", async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const client = new pg.Client({ connectionString: url });
      const killer = new pg.Client({ connectionString: url });
      client.on("error", () => undefined);
      await Promise.all([client.connect(), killer.connect()]);
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      await killer.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await killer.end();
      const ended = await thrown(async () => {
        // The server's notice may arrive before or after the next query goes out.
        for (let i = 0; i < 50; i++) await client.query("select 1");
      });
      await client.end().catch(() => undefined);
      expect(databaseUnavailable(ended)).toBe(true);

      const refused = [
        await thrown(() => sql`select * from no_such_table`.execute(db)),
        await thrown(() => sql`selec 1`.execute(db)),
        await thrown(() => sql`select 1 / 0`.execute(db)),
      ];
      for (const error of refused) expect(databaseUnavailable(error)).toBe(false);
    });
  });
}
