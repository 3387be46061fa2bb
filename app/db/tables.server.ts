import { createHash } from "node:crypto";
import { sql } from "kysely";
import { isPostgres, type Db } from "./client.server.ts";
import type { Database } from "./schema.ts";

export type TableName = keyof Database;
export type Row = Record<string, unknown>;

/**
 * Every table that holds the site's data, each with its primary key, parents before children so
 * rows can be loaded in this order with foreign keys on. The search index is left out: it is
 * rebuilt from the items, and its tables differ between SQLite and PostgreSQL. `serial`: the id
 * comes from a sequence on PostgreSQL.
 */
export const DATA_TABLES: { name: TableName; key: string[]; serial?: true }[] = [
  { name: "users", key: ["id"], serial: true },
  { name: "media", key: ["id"], serial: true },
  { name: "faq_categories", key: ["id"], serial: true },
  { name: "items", key: ["id"], serial: true },
  { name: "item_media", key: ["item_id", "role", "position"] },
  { name: "item_views", key: ["item_id", "day", "visitor"] },
  { name: "settings", key: ["key"] },
  { name: "sessions", key: ["id"] },
  { name: "sign_in_throttle", key: ["key"] },
  { name: "setup_tokens", key: ["id"] },
  { name: "audit_log", key: ["id"], serial: true },
  { name: "user_totp", key: ["user_id"] },
  { name: "recovery_codes", key: ["id"], serial: true },
  { name: "jobs", key: ["id"], serial: true },
  { name: "item_revisions", key: ["id"], serial: true },
  { name: "item_redirects", key: ["type", "old_slug"] },
  { name: "item_previews", key: ["id"] },
  { name: "item_pending_changes", key: ["item_id"] },
  { name: "contact_messages", key: ["id"], serial: true },
  { name: "contact_message_events", key: ["id"], serial: true },
  { name: "rate_limits", key: ["key"] },
  { name: "consent_records", key: ["id"], serial: true },
  { name: "pending_uploads", key: ["key", "owner"] },
  { name: "ita_items", key: ["id"], serial: true },
  { name: "ita_evidence", key: ["id"], serial: true },
  { name: "ita_reminders", key: ["ita_item_id", "due"] },
  { name: "import_sources", key: ["source", "key"] },
  { name: "redirects", key: ["from_path"] },
  { name: "search_misses", key: ["day", "query"] },
  { name: "web_vitals", key: ["day", "page_kind", "metric", "bucket"] },
];

const PAGE_ROWS = 1000;

/**
 * The table's rows in pages, by primary key (keyset paging, so a large table costs one index walk).
 * Run inside a transaction for a consistent snapshot of several tables.
 */
export async function* readRows(database: Db, table: TableName): AsyncGenerator<Row[]> {
  const key = DATA_TABLES.find((t) => t.name === table)!.key;
  const keyTuple = sql.join(key.map((k) => sql.ref(k)));
  let after: unknown[] | null = null;
  for (;;) {
    let query = database.selectFrom(table).selectAll().limit(PAGE_ROWS);
    for (const k of key) query = query.orderBy(sql.ref(k));
    if (after) query = query.where(sql<boolean>`(${keyTuple}) > (${sql.join(after)})`);
    const rows = (await query.execute()) as Row[];
    if (rows.length) yield rows;
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = key.map((k) => last[k]);
  }
}

/** Inserts rows as they are, ids included, in statements well under both databases' limits. */
export async function insertRows(database: Db, table: TableName, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const perStatement = Math.max(1, Math.floor(20_000 / Object.keys(rows[0]!).length));
  try {
    for (let i = 0; i < rows.length; i += perStatement)
      await database
        .insertInto(table)
        .values(rows.slice(i, i + perStatement) as never)
        .execute();
  } catch (error) {
    throw new Error(`${table}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Sets each PostgreSQL id sequence past the highest id, after rows were loaded with their ids. */
export async function resetSequences(database: Db): Promise<void> {
  if (!isPostgres(database)) return;
  for (const { name } of DATA_TABLES.filter((t) => t.serial))
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false)
      from ${sql.table(name)}`.execute(database);
}

/**
 * A digest of a table's contents that does not depend on row order or on the database: each
 * row as JSON with sorted keys, hashed; the sorted row hashes hashed again.
 */
export class TableDigest {
  rows = 0;
  private readonly hashes: string[] = [];

  add(rows: Row[]): void {
    for (const row of rows) {
      const sorted = Object.keys(row)
        .sort()
        .map((k) => [k, row[k]]);
      this.hashes.push(createHash("sha256").update(JSON.stringify(sorted)).digest("hex"));
      this.rows++;
    }
  }

  sha256(): string {
    const all = createHash("sha256");
    for (const hash of this.hashes.sort()) all.update(hash);
    return all.digest("hex");
  }
}

export type TableSummary = { rows: number; sha256: string };

/** Counts and digests of every data table; run inside `snapshot` for a consistent view. */
export async function summariseTables(database: Db): Promise<Record<string, TableSummary>> {
  const summary: Record<string, TableSummary> = {};
  for (const { name } of DATA_TABLES) {
    const digest = new TableDigest();
    for await (const rows of readRows(database, name)) digest.add(rows);
    summary[name] = { rows: digest.rows, sha256: digest.sha256() };
  }
  return summary;
}

/** The tables whose count or digest differ, described for a person. */
export function tableDifferences(
  expected: Record<string, TableSummary>,
  actual: Record<string, TableSummary>,
): string[] {
  return DATA_TABLES.flatMap(({ name }) => {
    const [e, a] = [expected[name], actual[name]];
    if (!e || !a) return [`${name}: missing`];
    if (e.rows !== a.rows) return [`${name}: ${a.rows} rows, ${e.rows} expected`];
    return e.sha256 === a.sha256 ? [] : [`${name}: same ${a.rows} rows, different contents`];
  });
}

/** Runs the reads in one read-only transaction: on PostgreSQL at REPEATABLE READ, one snapshot. */
export async function snapshot<T>(database: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  // SQLite: a deferred read transaction, which does not hold the write lock (transactions
  // otherwise begin immediate, see sqlite-driver.server.ts).
  if (!isPostgres(database))
    return database.connection().execute(async (connection) => {
      await sql`begin deferred`.execute(connection);
      try {
        const result = await read(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  return database
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(read);
}

/** Whether any data table holds a row: restoring or moving needs an empty target. */
export async function hasData(database: Db): Promise<boolean> {
  for (const { name } of DATA_TABLES) {
    const row = await database
      .selectFrom(name)
      .select(sql`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
