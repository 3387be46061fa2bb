import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Vitest's global setup. Test files make PostgreSQL schemas named `test_<run>_…` and leave them;
 * they are dropped here once every file has finished, since Kysely's migrator (which reads every
 * schema's tables from the catalogue) fails when a schema changes while it reads; files migrate
 * one at a time for the same reason (`tests/support/databases.ts`).
 */
export default function setup() {
  const run = randomBytes(4).toString("hex");
  process.env.TEST_SCHEMA_RUN = run;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where nspname like $1",
        [`test\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
