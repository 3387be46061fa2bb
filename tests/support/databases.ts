import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type Db } from "../../app/db/client.server.ts";
import { migrate } from "../../app/db/migrate.server.ts";

export type TestDatabase = {
  name: "sqlite" | "postgres";
  open: () => Promise<Db>;
  close: () => Promise<void>;
};

/**
 * The databases every repository test runs against: a fresh SQLite file always, and a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [sqliteDatabase()];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(postgresDatabase(url));
  return list;
}

function sqliteDatabase(): TestDatabase {
  let dir = "";
  let db: Db | undefined;
  return {
    name: "sqlite",
    async open() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
      db = createDb({ kind: "sqlite", file: path.join(dir, "test.db") });
      await migrate(db);
      return db;
    },
    async close() {
      await db?.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresDatabase(url: string): TestDatabase {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let db: Db | undefined;
  return {
    name: "postgres",
    async open() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const scoped = new URL(url);
      scoped.searchParams.set("options", `-c search_path=${schema}`);
      db = createDb({ kind: "postgres", url: scoped.toString() });
      await migrate(db);
      return db;
    },
    async close() {
      await db?.destroy();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Makes `db()` in domain modules use this database, for domain-level tests. */
export function useAsAppDatabase(database: Db): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for("sukhaphap.db")] = database;
}
