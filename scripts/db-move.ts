import "../server/environment.ts";
import { parseArgs } from "node:util";
import { createDb, db } from "../app/db/client.server.ts";
import { moveDatabase } from "../app/domain/operations/db-move.server.ts";

/**
 * Copies the configured database (normally the SQLite file) into an empty PostgreSQL database,
 * with every table's row count and digest compared. Stop the site first: what is written after
 * the copy starts stays behind. Media stay where they are (see media:migrate). Afterwards set
 * DATABASE_URL to the new database and start the site.
 *
 *   npm run db:move -- --to postgres://user@host:5432/site
 */
const { values } = parseArgs({ options: { to: { type: "string" } } });
if (!values.to?.startsWith("postgres://") && !values.to?.startsWith("postgresql://")) {
  console.error("usage: npm run db:move -- --to postgres://user@host:5432/database");
  process.exit(2);
}

const target = createDb({ kind: "postgres", url: values.to });
const started = performance.now();
try {
  const report = await moveDatabase(db(), target, (m) => console.log(m));
  const rows = Object.values(report.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `moved ${rows} rows in ${Object.keys(report.tables).length} tables; counts and digests match; ` +
      `${report.searchIndexed} items indexed for search; ${((performance.now() - started) / 1000).toFixed(1)} s\n` +
      `now set DATABASE_URL=${new URL(values.to).origin}${new URL(values.to).pathname} and start the site`,
  );
} catch (error) {
  console.error(`move failed (ย้ายฐานข้อมูลไม่สำเร็จ): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await Promise.all([db().destroy(), target.destroy()]);
}
