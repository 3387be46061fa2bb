import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * An import started from the back-office: the export it reads (kept under DATA_DIR/imports
 * until the run is deleted), the choices made after its dry run, and how far it has come, so
 * the page shows its progress and a restart carries it on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { id, timestamp } = columnTypes(db);
  await db.schema
    .createTable("import_runs")
    .addColumn("id", id.type, id.build)
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("mapping", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("progress", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("plan_report", "text", (c) => c.notNull())
    .addColumn("report", "text")
    .addColumn("error", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
}
