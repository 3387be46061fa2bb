import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";

// Thai vowel and tone marks are combining characters, which SQLite's unicode61 tokenizer would
// otherwise treat as separators inside a word.
const THAI_MARKS =
  "\u0E31\u0E34\u0E35\u0E36\u0E37\u0E38\u0E39\u0E3A\u0E47\u0E48\u0E49\u0E4A\u0E4B\u0E4C\u0E4D\u0E4E";

/**
 * The search index: one row per item with its text already cut into words (space-separated),
 * plus the title and summary without tone marks for substring and similarity matching. SQLite
 * indexes the rows with FTS5 (words, and trigrams of the folded text), PostgreSQL with a
 * weighted tsvector and pg_trgm, both through GIN.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema
    .createTable("search_documents")
    .addColumn("item_id", "integer", (c) =>
      c.primaryKey().references("items.id").onDelete("cascade"),
    )
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
        content='search_documents', content_rowid='item_id',
        tokenize="unicode61 remove_diacritics 0 tokenchars '${THAI_MARKS}'")`,
    )
    .execute(db);
  await sql`create virtual table search_trigrams using fts5(folded, content='search_documents', content_rowid='item_id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger search_documents_insert after insert on search_documents begin
      insert into search_words(rowid, title, summary, body, extra)
        values (new.item_id, new.title, new.summary, new.body, new.extra);
      insert into search_trigrams(rowid, folded) values (new.item_id, new.folded);
    end`.execute(db);
  await sql`create trigger search_documents_delete after delete on search_documents begin
      insert into search_words(search_words, rowid, title, summary, body, extra)
        values ('delete', old.item_id, old.title, old.summary, old.body, old.extra);
      insert into search_trigrams(search_trigrams, rowid, folded)
        values ('delete', old.item_id, old.folded);
    end`.execute(db);
  await sql`create trigger search_documents_update after update on search_documents begin
      insert into search_words(search_words, rowid, title, summary, body, extra)
        values ('delete', old.item_id, old.title, old.summary, old.body, old.extra);
      insert into search_trigrams(search_trigrams, rowid, folded)
        values ('delete', old.item_id, old.folded);
      insert into search_words(rowid, title, summary, body, extra)
        values (new.item_id, new.title, new.summary, new.body, new.extra);
      insert into search_trigrams(rowid, folded) values (new.item_id, new.folded);
    end`.execute(db);
}
