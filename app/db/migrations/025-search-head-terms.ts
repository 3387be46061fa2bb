import { sql, type Kysely } from "kysely";
import { isPostgres } from "../client.server.ts";

/**
 * PostgreSQL: `head_terms`, every word of an item's title, summary and extra text and every two
 * words standing together there, marked with their field (`t|` for the title, `s|` for the
 * summary and extra text), without positions. Its GIN index answers a phrase in a title exactly,
 * without reading the rows: the index of `heads` keeps no positions, so every row holding the
 * words apart was read and checked (for วัคซีน HPV in titles at 100,000 documents, 5,362 rows for
 * 5 matches, 25–27 ms; now 2.3–3 ms). The column is computed from the words the index keeps, so
 * nothing writes it; adding it to 100,000 rows took 48 s, and its index 10 s. SQLite's FTS5
 * index already keeps positions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // A term longer than a tsvector takes (2,047 bytes) is left out: two long words of a row
  // indexed before words were cut to 200 characters make one.
  await sql`create function search_head_terms(title text, summary text, extra text)
    returns tsvector language sql immutable parallel safe as $$
      select coalesce(array_to_tsvector(array_agg(distinct term)), ''::tsvector)
      from (values ('t|', string_to_array(title, ' ')), ('s|', string_to_array(summary, ' ')),
          ('s|', string_to_array(extra, ' '))) as field(tag, words),
        lateral (
          select tag || words[i] as term from generate_subscripts(words, 1) as i
          where words[i] <> ''
          union all
          select tag || words[i] || ' ' || words[i + 1] from generate_subscripts(words, 1) as i
          where i < cardinality(words) and words[i] <> '' and words[i + 1] <> '') as terms
      where octet_length(term) < 2047
    $$`.execute(db);
  await sql`alter table search_documents add column head_terms tsvector
    generated always as (search_head_terms(title, summary, extra)) stored`.execute(db);
  await sql`create index search_documents_head_terms on search_documents
    using gin (head_terms)`.execute(db);
  await sql`analyze search_documents`.execute(db);
}
