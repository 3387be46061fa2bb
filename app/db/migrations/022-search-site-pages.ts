import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";

/**
 * The site's own pages (about the office, its policies) are found by search like every other
 * published item: they have had addresses of their own since the registry of kinds, and readers
 * look for them (เกี่ยวกับเรา, อำนาจหน้าที่, นโยบายความเป็นส่วนตัว). `search_placement` no longer
 * hides them; rows already indexed take the new visibility (on SQLite the update's trigger moves
 * `search_filter` along).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace view search_placement as select id as item_id, published_at, type,
        (status = 'published' and published_at <= now() and deleted_at is null
          and listed = 1)::integer as visible
      from items`.execute(db);
  } else {
    await sql`drop view search_placement`.execute(db);
    await sql`create view search_placement as select id as item_id,
        (268435456 - coalesce(unixepoch(published_at) / 60, 0)) * 16777216 + 16777215 - id as key,
        type,
        status = 'published' and published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          and deleted_at is null and listed = 1 as visible
      from items`.execute(db);
  }
  await sql`update search_documents set visible =
      (select visible from search_placement p where p.item_id = search_documents.item_id)
    where type = 'page'`.execute(db);
}
