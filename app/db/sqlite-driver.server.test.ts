import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client.server.ts";
import { openSqlite, readSqliteFile } from "./sqlite-driver.server.ts";
import { snapshot } from "./tables.server.ts";
import { databaseUnavailable, sqliteConnectionLost } from "./unavailable.server.ts";

/**
 * A disk that returns the wrong bytes: the file overwritten in place, under a connection that
 * keeps (almost) nothing in memory, so that its next read meets them (SQLITE_CORRUPT); then the
 * right bytes put back.
 */
describe("the SQLite connection when its file fails", () => {
  let dir = "";
  let file = "";
  let db: Db;
  let good: Buffer;

  const rows = async (executor: Db = db) =>
    (await sql<{ n: number }>`select count(*) as n from t`.execute(executor)).rows[0]!.n;
  const breakFile = () => fs.writeFileSync(file, Buffer.alloc(good.length, 0x5a));
  const mendFile = () => fs.writeFileSync(file, good);
  /** The right bytes as a new file in its place (restored from a copy): a new connection's. */
  const restoreFile = () => {
    fs.writeFileSync(`${file}.restored`, good);
    fs.renameSync(`${file}.restored`, file);
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-driver-"));
    file = path.join(dir, "site.db");
    db = createDb({ kind: "sqlite", file });
    await sql`create table t (x text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 2000; i++)
        await sql`insert into t values (${"x".repeat(500)})`.execute(trx);
    });
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    await sql`pragma cache_size = 1`.execute(db);
    good = fs.readFileSync(file);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails while the file reads wrong, and reads the file put back in its place, on the same handle", async () => {
    expect(await rows()).toBe(2000);
    breakFile();
    const broken = await rows().catch((error: unknown) => error);
    expect(sqliteConnectionLost(broken)).toBe(true);
    // Opened again: the file is still not a database.
    const still = await rows().catch((error: unknown) => error);
    expect(databaseUnavailable(still)).toBe(true);
    expect(() => readSqliteFile(file)).toThrow();
    restoreFile();
    expect(await rows()).toBe(2000);
    expect(() => readSqliteFile(file)).not.toThrow();
  });

  it("opened again after a loss, a file that is not there is not made anew: the site waits for the real one", async () => {
    breakFile();
    expect(sqliteConnectionLost(await rows().catch((error: unknown) => error))).toBe(true);
    // The disk gone (unmounted): where the file was, nothing.
    fs.renameSync(file, `${file}.away`);
    const missing = await rows().catch((error: unknown) => error);
    expect(databaseUnavailable(missing)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    // The disk back, the file with it: read on the next query.
    fs.renameSync(`${file}.away`, file);
    mendFile();
    expect(await rows()).toBe(2000);
  });

  it("a transaction the failure broke runs nothing more, on the new connection or any, and leaves nothing", async () => {
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values ('in the transaction')`.execute(trx);
        breakFile();
        const lost = await sql`select sum(length(x)) from t`.execute(trx).catch((e: unknown) => e);
        expect(sqliteConnectionLost(lost)).toBe(true);
        mendFile();
        // A caller that goes on after the error: refused, not run outside the transaction.
        await sql`insert into t values ('after the failure')`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect(databaseUnavailable(outcome)).toBe(true);
    const left = await sql<{ n: number }>`
      select count(*) as n from t where x in ('in the transaction', 'after the failure')
    `.execute(db);
    expect(left.rows[0]!.n).toBe(0);
    expect(await rows()).toBe(2000);
    // And the next transaction runs as any.
    await db.transaction().execute((trx) => sql`insert into t values ('next')`.execute(trx));
    expect(await rows()).toBe(2001);
  });

  it("a ROLLBACK with no transaction open does nothing, so that it cannot hide the error before it", () => {
    const driver = openSqlite(path.join(dir, "other.db"));
    expect(() => driver.prepare("rollback").run([])).not.toThrow();
    driver.prepare("begin").run([]);
    driver.prepare("create table u (x)").run([]);
    driver.prepare("rollback").run([]);
    expect(driver.prepare("select count(*) as n from sqlite_schema").all([])).toEqual([{ n: 0 }]);
    driver.close();
  });

  it("a transaction holds the write lock from its start, so another process cannot write between its read and its write", async () => {
    const other = new DatabaseSync(file);
    try {
      await db.transaction().execute(async (trx) => {
        expect(await rows(trx)).toBe(2000);
        // Begun deferred, the other's write would go through here and this transaction's own
        // write would then fail at once with SQLITE_BUSY.
        expect(() => other.exec("insert into t values ('other')")).toThrow(/locked/);
        await sql`insert into t values ('mine')`.execute(trx);
      });
    } finally {
      other.close();
    }
    expect(await rows()).toBe(2001);
  });

  it("a backup's snapshot does not hold the write lock: another process writes meanwhile", async () => {
    const other = new DatabaseSync(file);
    try {
      const seen = await snapshot(db, async (trx) => {
        const before = await rows(trx);
        other.exec("insert into t values ('other')");
        return [before, await rows(trx)];
      });
      expect(seen).toEqual([2000, 2000]);
    } finally {
      other.close();
    }
    expect(await rows()).toBe(2001);
  });
});
