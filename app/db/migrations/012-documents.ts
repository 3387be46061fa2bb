import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";
import { rebuildSqliteTable } from "./sqlite-rebuild.ts";

const OLD_TYPES = "'news', 'multimedia', 'infographic', 'gallery', 'general', 'faq', 'page'";
const TYPES = `${OLD_TYPES}, 'document'`;

/**
 * Downloadable documents (the office's public-disclosure items, plans, reports, forms): a
 * content type of their own, filed by category in `subject`, with the date the document bears
 * (`document_date`, YYYY-MM-DD), which is not the day it went on the site.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("items").addColumn("document_date", "text").execute();
  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table items drop constraint items_type_check,
          add constraint items_type_check check (type in (${TYPES}))`,
      )
      .execute(db);
    return;
  }
  await rebuildSqliteTable(db, "items", (definition) =>
    definition.replace(`type in (${OLD_TYPES})`, `type in (${TYPES})`),
  );
}
