import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";
import { rebuildSqliteTable } from "./sqlite-rebuild.ts";

const OLD_TYPES =
  "'news', 'multimedia', 'infographic', 'gallery', 'general', 'faq', 'page', 'document'";
const TYPES = `${OLD_TYPES}, 'executive'`;

/**
 * The office's executives (name, position, photo, phone, e-mail, in the order staff give them):
 * a content type of their own, shown on the about pages. What a kind keeps beside the common
 * columns is in `details`, JSON (an executive's position, phone, e-mail and order).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("items").addColumn("details", "text").execute();
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
