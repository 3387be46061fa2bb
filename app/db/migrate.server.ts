import { Migrator, type Migration } from "kysely/migration";
import type { Db } from "./client.server.ts";
import * as initial from "./migrations/001-initial.ts";
import * as auth from "./migrations/002-auth.ts";

const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-auth": auth,
};

/** Brings the schema up to date; safe to run from several instances at once. */
export async function migrate(database: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
