import { sql, type Kysely } from "kysely";

/**
 * SQLite cannot change a table's CHECK constraints in place; this is its documented twelve-step
 * rebuild: a new table from the edited definition, the rows copied, the old one dropped and the
 * new one renamed, with the indexes, triggers and views that name it made again. Foreign keys
 * are off meanwhile (they can only be switched outside a transaction, and Kysely runs SQLite
 * migrations outside one) and checked before the commit.
 */
export async function rebuildSqliteTable(
  db: Kysely<any>,
  table: string,
  edit: (definition: string) => string,
): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_schema
    where tbl_name = ${table} or (type in ('view', 'trigger') and sql like ${`%${table}%`})
    order by rowid`.execute(db);
  const definition = schema.rows.find((r) => r.type === "table" && r.name === table)?.sql;
  if (!definition) throw new Error(`no table ${table}`);
  const edited = edit(definition);
  if (edited === definition) throw new Error(`the definition of ${table} did not change`);
  const dependents = schema.rows.filter(
    (r) => r.sql && (r.type === "index" || r.type === "trigger" || r.type === "view"),
  );
  const temporary = `${table}_rebuilt`;

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const view of dependents.filter((d) => d.type === "view"))
        await sql`drop view ${sql.id(view.name)}`.execute(db);
      await sql
        .raw(edited.replace(/^CREATE TABLE\s+("?)\w+\1/i, `CREATE TABLE "${temporary}"`))
        .execute(db);
      await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql!).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error(`foreign keys broken by rebuilding ${table}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
