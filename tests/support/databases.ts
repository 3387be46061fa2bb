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

/** Taken by each test file while it creates and migrates its PostgreSQL schema. */
const MIGRATION_LOCK = 7_470_001;

function postgresDatabase(url: string): TestDatabase {
  // Dropped after the whole run (schemas-teardown.ts), never while other files migrate.
  const schema = `test_${process.env.TEST_SCHEMA_RUN ?? "x"}_${randomBytes(6).toString("hex")}`;
  let db: Db | undefined;
  return {
    name: "postgres",
    async open() {
      // Kysely's migrator reads every schema's tables from the catalogue, and fails when another
      // file's schema or tables change during that read: test files create and migrate their
      // schemas one at a time (a session lock held on this connection while the migration runs).
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await admin.query(`create schema ${schema}`);
        const scoped = new URL(url);
        scoped.searchParams.set("options", `-c search_path=${schema}`);
        db = createDb({ kind: "postgres", url: scoped.toString() });
        await migrate(db);
        return db;
      } finally {
        await admin.end();
      }
    },
    async close() {
      await db?.destroy();
    },
  };
}

/** Makes `db()` in domain modules use this database, for domain-level tests. */
export function useAsAppDatabase(database: Db): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for("sukhaphap.db")] = database;
}
