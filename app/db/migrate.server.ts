import { Migrator, type Migration } from "kysely/migration";
import { sql } from "kysely";
import { isPostgres, type Db } from "./client.server.ts";
import * as initial from "./migrations/001-initial.ts";
import * as auth from "./migrations/002-auth.ts";
import * as twoFactor from "./migrations/003-two-factor.ts";
import * as mediaJobs from "./migrations/004-media-jobs.ts";
import * as workflow from "./migrations/005-workflow.ts";
import * as previews from "./migrations/006-previews.ts";
import * as visibility from "./migrations/007-visibility.ts";
import * as search from "./migrations/008-search.ts";
import * as contact from "./migrations/009-contact.ts";

const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-auth": auth,
  "003-two-factor": twoFactor,
  "004-media-jobs": mediaJobs,
  "005-workflow": workflow,
  "006-previews": previews,
  "007-visibility": visibility,
  "008-search": search,
  "009-contact": contact,
};

/** Brings the schema up to date; safe to run from several instances at once. */
export async function migrate(database: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: name ours, so
  // a database holding several schemas (the test suite's) never finds another schema's tables.
  const schema = isPostgres(database)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(database)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
