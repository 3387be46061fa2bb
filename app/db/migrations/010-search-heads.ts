import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";
import { THAI_MARKS } from "./008-search.ts";

/**
 * A second, small index over the title, summary and extra words: "the title holds this phrase"
 * over the full index went through every body holding those words (38 ms for วัคซีน ผู้สูงอายุ
 * at 100,000 documents on SQLite, 1.3 s on PostgreSQL, which had to decompress each body's
 * tsvector to check its weights).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

/**
 * SQLite: the second index is an FTS5 table, `search_heads`. Keys in ascending order are now
 * newest first: FTS5 walks a position list forwards about twice as fast as backwards (5.5 ms
 * against 2.7 ms for the 848 matches of pm 2.5 เชียงใหม่).
 */
async function sqlite(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    "items_search_placement",
    "search_documents_insert",
    "search_documents_delete",
    "search_documents_update",
  ])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop view search_placement`.execute(db);
  // 2^28 minus the minutes since 1970 (newest smallest, for five centuries), times 2^24, plus
  // 2^24 - 1 minus the id (the latest item of a minute first): unique while ids stay below 2^24,
  // and below 2^53, JavaScript's exact integers.
  await sql`create view search_placement as select id as item_id,
      (268435456 - coalesce(unixepoch(published_at) / 60, 0)) * 16777216 + 16777215 - id as key,
      type,
      status = 'published' and published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        and deleted_at is null and listed = 1 and type <> 'page' as visible
    from items`.execute(db);
  await sql`update search_documents set key =
      (select key from search_placement p where p.item_id = search_documents.item_id)`.execute(db);
  await sql
    .raw(
      `create virtual table search_heads using fts5(title, summary, extra,
        content='search_documents', content_rowid='key',
        tokenize="unicode61 remove_diacritics 0 tokenchars '${THAI_MARKS}'")`,
    )
    .execute(db);
  for (const index of ["search_words", "search_trigrams", "search_heads"])
    await sql`insert into ${sql.table(index)}(${sql.id(index)}) values ('rebuild')`.execute(db);
  await sql`delete from search_filter`.execute(db);
  await sql`insert into search_filter select key, item_id, type, visible
    from search_documents`.execute(db);

  await sql`create trigger items_search_placement
    after update of type, status, published_at, deleted_at, listed on items begin
      update search_documents set (key, type, visible) =
        (select key, type, visible from search_placement where item_id = new.id)
      where item_id = new.id;
    end`.execute(db);
  const added = `
      insert into search_words(rowid, title, summary, body, extra)
        values (new.key, new.title, new.summary, new.body, new.extra);
      insert into search_heads(rowid, title, summary, extra)
        values (new.key, new.title, new.summary, new.extra);
      insert into search_trigrams(rowid, folded) values (new.key, new.folded);
      insert into search_filter values (new.key, new.item_id, new.type, new.visible);`;
  const removed = `
      insert into search_words(search_words, rowid, title, summary, body, extra)
        values ('delete', old.key, old.title, old.summary, old.body, old.extra);
      insert into search_heads(search_heads, rowid, title, summary, extra)
        values ('delete', old.key, old.title, old.summary, old.extra);
      insert into search_trigrams(search_trigrams, rowid, folded)
        values ('delete', old.key, old.folded);
      delete from search_filter where key = old.key;`;
  const trigger = (name: string, event: string, body: string) =>
    sql
      .raw(`create trigger ${name} after ${event} on search_documents begin ${body} end`)
      .execute(db);
  await trigger("search_documents_insert", "insert", added);
  await trigger("search_documents_delete", "delete", removed);
  await trigger("search_documents_update", "update", removed + added);
}

/**
 * PostgreSQL: the second index is a `heads` tsvector (the document's title, summary and extra
 * weights, GIN-indexed). Each row also carries its item's publication time, type and visibility,
 * kept by a trigger on items as on SQLite, so a search reads one table in date order instead of
 * joining the items: "the newest 1,000 holding วัคซีน" went from 209 ms to 15 ms at 100,000.
 */
async function postgres(db: Kysely<any>): Promise<void> {
  await sql`alter table search_documents add column published_at timestamptz,
      add column type text, add column visible integer, add column heads tsvector`.execute(db);
  await sql`create view search_placement as select id as item_id, published_at, type,
      (status = 'published' and published_at <= now() and deleted_at is null and listed = 1
        and type <> 'page')::integer as visible
    from items`.execute(db);
  await sql`update search_documents d set (published_at, type, visible) =
      (select published_at, type, visible from search_placement p where p.item_id = d.item_id),
      heads = ts_filter(document, '{a,b,c}')`.execute(db);
  await sql`alter table search_documents alter column type set not null,
      alter column visible set not null, alter column heads set not null`.execute(db);
  await sql`create index search_documents_newest
    on search_documents (published_at desc nulls last, item_id desc)`.execute(db);
  await sql`create index search_documents_heads on search_documents using gin (heads)`.execute(db);
  // Checking a body's words means decompressing its tsvector; lz4 does that faster than pglz.
  const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4
    from pg_settings where name = 'default_toast_compression'`.execute(db);
  if (rows[0]?.lz4)
    await sql`alter table search_documents alter column document set compression lz4`.execute(db);
  await sql`create function search_documents_place() returns trigger language plpgsql as $$
    begin
      update search_documents d set (published_at, type, visible) =
        (select published_at, type, visible from search_placement p where p.item_id = new.id)
      where d.item_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger items_search_placement
    after update of type, status, published_at, deleted_at, listed on items
    for each row execute function search_documents_place()`.execute(db);
}
