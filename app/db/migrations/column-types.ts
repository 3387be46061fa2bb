import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** The few column types that differ between SQLite and PostgreSQL. */
export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id: { type: "serial" | "integer"; build: Build } = pg
    ? { type: "serial", build: (c) => c.primaryKey() }
    : { type: "integer", build: (c) => c.primaryKey().autoIncrement() };
  return { id, timestamp: pg ? ("timestamptz" as const) : ("text" as const) };
}
