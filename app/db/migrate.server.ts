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
import * as searchHeads from "./migrations/010-search-heads.ts";
import * as consent from "./migrations/011-consent.ts";
import * as documents from "./migrations/012-documents.ts";
import * as captions from "./migrations/013-captions.ts";
import * as pendingUploads from "./migrations/014-pending-uploads.ts";
import * as pendingChanges from "./migrations/015-pending-changes.ts";
import * as executives from "./migrations/016-executives.ts";
import * as ita from "./migrations/017-ita.ts";
import * as itaReminders from "./migrations/018-ita-reminders.ts";
import * as imports from "./migrations/019-imports.ts";
import * as importRuns from "./migrations/020-import-runs.ts";
import * as searchMisses from "./migrations/021-search-misses.ts";
import * as searchSitePages from "./migrations/022-search-site-pages.ts";
import * as webVitals from "./migrations/023-web-vitals.ts";
import * as searchWordsInline from "./migrations/024-search-words-inline.ts";
import * as searchHeadTerms from "./migrations/025-search-head-terms.ts";

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
  "010-search-heads": searchHeads,
  "011-consent": consent,
  "012-documents": documents,
  "013-captions": captions,
  "014-pending-uploads": pendingUploads,
  "015-pending-changes": pendingChanges,
  "016-executives": executives,
  "017-ita": ita,
  "018-ita-reminders": itaReminders,
  "019-imports": imports,
  "020-import-runs": importRuns,
  "021-search-misses": searchMisses,
  "022-search-site-pages": searchSitePages,
  "023-web-vitals": webVitals,
  "024-search-words-inline": searchWordsInline,
  "025-search-head-terms": searchHeadTerms,
};

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which one: name ours, so
 * a database holding several schemas (the test suite's) never finds another schema's tables.
 */
async function migrator(database: Db): Promise<Migrator> {
  const schema = isPostgres(database)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(database)).rows[0]?.name
    : undefined;
  return new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** The migrations this code knows that the database has not run yet. */
export async function pendingMigrations(database: Db): Promise<string[]> {
  const known = await (await migrator(database)).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}

/** Brings the schema up to date; safe to run from several instances at once. */
export async function migrate(database: Db): Promise<string[]> {
  const { error, results } = await (await migrator(database)).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The migrations the database has run, in order. */
export async function appliedMigrations(database: Db): Promise<string[]> {
  const known = await (await migrator(database)).getMigrations();
  return known.filter((m) => m.executedAt).map((m) => m.name);
}

/** Brings the schema up to the named migration (a restore loads rows at the backup's level). */
export async function migrateTo(database: Db, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`unknown migration ${name}`);
  const { error } = await (await migrator(database)).migrateTo(name);
  if (error) throw error;
}

export function knownMigrations(): string[] {
  return Object.keys(migrations);
}
