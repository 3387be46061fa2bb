import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";

// Thai vowel and tone marks are combining characters, which SQLite's unicode61 tokenizer would
// otherwise treat as separators inside a word.
export const THAI_MARKS =
  "\u0E31\u0E34\u0E35\u0E36\u0E37\u0E38\u0E39\u0E3A\u0E47\u0E48\u0E49\u0E4A\u0E4B\u0E4C\u0E4D\u0E4E";

/**
 * The search index: one row per item with its text already cut into words (space-separated),
 * plus the title and summary without tone marks for substring and similarity matching. SQLite
 * indexes the rows with FTS5 (words, and trigrams of the folded text), PostgreSQL with a
 * weighted tsvector and pg_trgm, both through GIN.
 *
 * On SQLite each row also carries, kept in step by a trigger on items, its place in publication
 * order (`key`, the FTS rowid: newest first is FTS5's own reverse order, which stops after a
 * page instead of sorting every match), its type and whether visitors may see it; the narrow
 * `search_filter` mirrors those so that filtering a match costs one small-table lookup.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema.createTable("search_documents");
  table = pg
    ? table.addColumn("item_id", "integer", (c) =>
        c.primaryKey().references("items.id").onDelete("cascade"),
      )
    : table
        .addColumn("key", "integer", (c) => c.primaryKey())
        .addColumn("item_id", "integer", (c) =>
          c.notNull().unique().references("items.id").onDelete("cascade"),
        )
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("visible", "integer", (c) => c.notNull());
  table = table
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("extra", "text", (c) => c.notNull())
    .addColumn("folded", "text", (c) => c.notNull());
  if (pg) table = table.addColumn("document", sql`tsvector`, (c) => c.notNull());
  await table.execute();

  if (pg) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index search_documents_document on search_documents using gin (document)`.execute(
      db,
    );
    await sql`create index search_documents_folded on search_documents using gin (folded public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql
    .raw(
      `create virtual table search_words using fts5(title, summary, body, extra,
        content='search_documents', content_rowid='key',
        tokenize="unicode61 remove_diacritics 0 tokenchars '${THAI_MARKS}'")`,
    )
    .execute(db);
  await sql`create virtual table search_trigrams using fts5(folded,
      content='search_documents', content_rowid='key', tokenize='trigram')`.execute(db);
  await sql`create table search_filter (key integer primary key, item_id integer not null,
      type text not null, visible integer not null)`.execute(db);
  // Minutes since 1970 times 2^24 plus the id: publication order, unique while ids stay below
  // 2^24, and below 2^53 (JavaScript's exact integers) for a thousand years.
  await sql`create view search_placement as select id as item_id,
      coalesce(unixepoch(published_at) / 60, 0) * 16777216 + id as key, type,
      status = 'published' and published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        and deleted_at is null and listed = 1 and type <> 'page' as visible
    from items`.execute(db);
  await sql`create trigger items_search_placement
    after update of type, status, published_at, deleted_at, listed on items begin
      update search_documents set (key, type, visible) =
        (select key, type, visible from search_placement where item_id = new.id)
      where item_id = new.id;
    end`.execute(db);
  await sql`create trigger search_documents_insert after insert on search_documents begin
      insert into search_words(rowid, title, summary, body, extra)
        values (new.key, new.title, new.summary, new.body, new.extra);
      insert into search_trigrams(rowid, folded) values (new.key, new.folded);
      insert into search_filter values (new.key, new.item_id, new.type, new.visible);
    end`.execute(db);
  await sql`create trigger search_documents_delete after delete on search_documents begin
      insert into search_words(search_words, rowid, title, summary, body, extra)
        values ('delete', old.key, old.title, old.summary, old.body, old.extra);
      insert into search_trigrams(search_trigrams, rowid, folded) values ('delete', old.key, old.folded);
      delete from search_filter where key = old.key;
    end`.execute(db);
  await sql`create trigger search_documents_update after update on search_documents begin
      insert into search_words(search_words, rowid, title, summary, body, extra)
        values ('delete', old.key, old.title, old.summary, old.body, old.extra);
      insert into search_trigrams(search_trigrams, rowid, folded) values ('delete', old.key, old.folded);
      delete from search_filter where key = old.key;
      insert into search_words(rowid, title, summary, body, extra)
        values (new.key, new.title, new.summary, new.body, new.extra);
      insert into search_trigrams(rowid, folded) values (new.key, new.folded);
      insert into search_filter values (new.key, new.item_id, new.type, new.visible);
    end`.execute(db);
}
