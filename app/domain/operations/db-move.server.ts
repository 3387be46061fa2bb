import type { Db } from "../../db/client.server.ts";
import { appliedMigrations, migrate } from "../../db/migrate.server.ts";
import {
  DATA_TABLES,
  insertRows,
  readRows,
  resetSequences,
  snapshot,
  summariseTables,
  TableDigest,
  tableDifferences,
  type TableSummary,
} from "../../db/tables.server.ts";
import { reindexAll } from "../search/search-indexing.server.ts";
import { prepareTarget } from "./restore.server.ts";

export type MoveReport = { tables: Record<string, TableSummary>; searchIndexed: number };

/**
 * Copies every data table from one database to an empty other (SQLite into PostgreSQL, or back)
 * from one snapshot of the source, in one transaction on the target that commits only when each
 * table's row count and digest match the source's; then rebuilds the target's search index.
 */
export async function moveDatabase(
  source: Db,
  target: Db,
  log: (message: string) => void = () => {},
): Promise<MoveReport> {
  await prepareTarget(target, await appliedMigrations(source));
  const tables = await snapshot(source, (reader) =>
    target.transaction().execute(async (writer) => {
      const expected: Record<string, TableSummary> = {};
      for (const { name } of DATA_TABLES) {
        const digest = new TableDigest();
        for await (const rows of readRows(reader, name)) {
          digest.add(rows);
          await insertRows(writer, name, rows);
        }
        expected[name] = { rows: digest.rows, sha256: digest.sha256() };
        if (digest.rows) log(`${name}: ${digest.rows} rows`);
      }
      await resetSequences(writer);
      const actual = await summariseTables(writer);
      const differences = tableDifferences(expected, actual);
      if (differences.length)
        throw new Error(`copied rows differ from the source: ${differences.join("; ")}`);
      return actual;
    }),
  );
  await migrate(target);
  return { tables, searchIndexed: await reindexAll(target) };
}
