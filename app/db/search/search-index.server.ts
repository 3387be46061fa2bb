import { sql } from "kysely";
import { isPostgres, type Db } from "../client.server.ts";
import { indexStatistics } from "./index-statistics.server.ts";
import {
  fts,
  index,
  lexeme,
  headShare,
  pgFound,
  pgHeadCandidates,
  pgMatch,
  pgRank,
  sqliteFound,
  TABLES,
  type Condition,
  type Match,
  type Scope,
  type Target,
} from "./search-query.server.ts";

/** An item's text as the index keeps it: words in order, and the folded title and summary. */
export type IndexedText = {
  title: string[];
  summary: string[];
  body: string[];
  extra: string[];
  folded: string;
};

/** Puts an item's text in the index, replacing what was there. */
export async function writeSearchDocument(
  database: Db,
  itemId: number,
  text: IndexedText,
): Promise<void> {
  const row = {
    item_id: itemId,
    title: text.title.join(" "),
    summary: text.summary.join(" "),
    body: text.body.join(" "),
    extra: text.extra.join(" "),
    folded: text.folded,
  };
  if (isPostgres(database)) {
    const document = sql`${tsvectorLiteral(text)}::tsvector`;
    await sql`insert into search_documents (item_id, published_at, type, visible, title, summary,
        body, extra, folded, document, heads)
      select item_id, published_at, type, visible, ${row.title}, ${row.summary}, ${row.body},
        ${row.extra}, ${row.folded}, ${document}, ts_filter(${document}, '{a,b,c}')
      from search_placement where item_id = ${itemId}
      on conflict (item_id) do update set title = excluded.title, summary = excluded.summary,
        body = excluded.body, extra = excluded.extra, folded = excluded.folded,
        document = excluded.document, heads = excluded.heads`.execute(database);
    return;
  }
  await sql`delete from search_documents where item_id = ${itemId}`.execute(database);
  await sql`insert into search_documents
      (key, item_id, type, visible, title, summary, body, extra, folded)
    select key, item_id, type, visible, ${row.title}, ${row.summary}, ${row.body}, ${row.extra},
      ${row.folded}
    from search_placement where item_id = ${itemId}`.execute(database);
}

export async function clearSearchIndex(database: Db): Promise<void> {
  await sql`delete from search_documents`.execute(database);
}

/**
 * After a rebuild: SQLite merges each FTS5 index into one segment (a rebuild leaves hundreds of
 * small ones, which made queries at 100,000 documents about 1.7× slower). PostgreSQL's GIN
 * indexes need no such step.
 */
export async function compactSearchIndex(database: Db): Promise<void> {
  if (isPostgres(database)) return;
  for (const index of ["search_words", "search_heads", "search_trigrams"])
    await sql`insert into ${sql.table(index)}(${sql.id(index)}) values ('optimize')`.execute(
      database,
    );
}

/**
 * The matching items, newest first: `limit` of them after skipping `offset`. `sample`, the keys
 * of some items matching a wider query, lets PostgreSQL tell a rare condition from a common one.
 */
export async function newestMatches(
  database: Db,
  target: Target,
  scope: Scope,
  page: { limit: number; offset?: number; sample?: number[] },
): Promise<Match[]> {
  const { limit, offset = 0 } = page;
  const way =
    isPostgres(database) && "words" in target
      ? await pgWay(database, target.words, page.sample ?? [])
      : "plan";
  if (way === "gather") {
    // Its estimate of a phrase is that of its words together, so PostgreSQL would walk every
    // document in date order looking for a rare phrase of common words (250 ms for the title
    // วัคซีน HPV at 100,000 documents); taking every match from the GIN index and sorting
    // them takes 15 ms.
    const found = pgFound(target, scope);
    const result = await sql<Match>`with d as materialized (
        select d.item_id, d.type, d.published_at from ${found.from} where ${found.where})
      select ${found.key} as key, ${found.id} as id, ${found.type} as type from d
      order by ${found.newest} limit ${limit} offset ${offset}`.execute(database);
    return result.rows.map(toMatch);
  }
  const found = isPostgres(database)
    ? pgFound(target, scope, { walk: way === "walk" })
    : sqliteFound(target, scope);
  const result = await sql<Match>`select ${found.key} as key, ${found.id} as id,
      ${found.type} as type
    from ${found.from} where ${found.where}
    order by ${found.newest} limit ${limit} offset ${offset}`.execute(database);
  return result.rows.map(toMatch);
}

/** A condition met by fewer than one in RARE_SHARE of a sample of RARE_SAMPLE is rare. */
const RARE_SAMPLE = 200;
const RARE_SHARE = 50;
/** A condition on titles, summaries and extra text that this many items may hold is common. */
const COMMON_IN_HEADS = 500;

/**
 * How PostgreSQL is to find a condition's newest matches: `walk` every item in date order until
 * enough match, `gather` every match from a GIN index and sort them, or as its planner sees fit
 * (`plan`) when nothing tells. The `sample`, keys of items matching a wider query, tells a rare
 * condition. One on titles, summaries and extra text that the sample shows common is judged
 * again by how many items its terms in `head_terms` say may hold it, by their statistics (pairs
 * of words counted as they are), or counted when it holds a word begun: 1 in 20 of the matches
 * of ฝุ่น เด็ก had it in their titles, 99 items of 100,000, and walking to ten of them read
 * thousands of rows (22–50 ms against 2 ms gathered). PostgreSQL's own estimate of several terms
 * is that of terms found apart: it took the title pairs of ไข้เลือดออก, which stand together in
 * 4,831 titles, for 263 (the smaller of their shares says 4,831 or fewer).
 */
async function pgWay(
  database: Db,
  condition: Condition,
  sample: number[],
): Promise<"walk" | "gather" | "plan"> {
  let common: boolean | undefined;
  if (sample.length >= RARE_SAMPLE) {
    const seen = await keysAmong(database, condition, sample.slice(0, RARE_SAMPLE));
    common = seen.size * RARE_SHARE >= RARE_SAMPLE;
  }
  if (index(condition) === "heads" && common !== false) {
    const statistics = await indexStatistics(database);
    const share = headShare(condition, statistics.heads);
    common =
      share === null
        ? await heldByMany(database, condition)
        : share * statistics.items >= COMMON_IN_HEADS;
  }
  return common === undefined ? "plan" : common ? "walk" : "gather";
}

/** Whether COMMON_IN_HEADS items may hold a condition on titles, summaries and extra text, counted. */
async function heldByMany(database: Db, condition: Condition): Promise<boolean> {
  const result = await sql<{ n: number }>`select count(*) as n from (select 1
    from search_documents d where ${pgHeadCandidates(condition)} limit ${COMMON_IN_HEADS}) as d`.execute(
    database,
  );
  return Number(result.rows[0]?.n ?? 0) >= COMMON_IN_HEADS;
}

/**
 * `cap` matching items, or all of them, newest first, when there are fewer. PostgreSQL takes
 * the first `cap` it finds and sorts those: ordering every match of a common word by date
 * before stopping cost more than the rest of a search.
 */
export async function matchesUpTo(
  database: Db,
  target: Target,
  scope: Scope,
  cap: number,
): Promise<Match[]> {
  if (!isPostgres(database)) return newestMatches(database, target, scope, { limit: cap });
  const found = pgFound(target, scope, { shares: (await indexStatistics(database)).words });
  const first = async (runner: Db) => {
    const result = await sql<Match>`select ${found.key} as key, ${found.id} as id,
        ${found.type} as type
      from (select d.item_id, d.type, d.published_at from ${found.from} where ${found.where}
        limit ${cap}) as d
      order by ${found.newest}`.execute(runner);
    return result.rows.map(toMatch);
  };
  if (!("pieces" in target)) return first(database);
  // A LIKE costs 20–60 µs a row at 100,000 documents, which PostgreSQL does not count: for the
  // first 100 rows holding ไขเลื it walked 842 rows (47 ms) rather than ask the trigram index
  // (10 ms).
  return database.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return first(trx);
  });
}

const toMatch = (r: Match): Match => ({ key: Number(r.key), id: Number(r.id), type: r.type });

/** Which of these matches' keys also satisfy `condition`. */
export async function keysAmong(
  database: Db,
  condition: Condition,
  keys: number[],
): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  const result = isPostgres(database)
    ? // Wrapped so that it cannot use the GIN index: reading these rows by key is the quick way,
      // but PostgreSQL misjudges a phrase of common words as rare and would read every match.
      await sql<{ key: number }>`select item_id as key from search_documents d
        where item_id = any(${keys}) and coalesce(${pgMatch(condition)}, false)`.execute(database)
    : // FTS5 seeks to a rowid range cheaply but evaluates `rowid in (…)` one row at a time.
      await sql<{ key: number }>`select rowid as key from ${sql.table(TABLES[index(condition)])}
        where ${sql.table(TABLES[index(condition)])} match ${fts(condition)}
          and rowid between ${Math.min(...keys)} and ${Math.max(...keys)}`.execute(database);
  const wanted = new Set(keys);
  return new Set(result.rows.map((r) => Number(r.key)).filter((k) => wanted.has(k)));
}

/**
 * These matches' keys, the best match for `condition` first: the database's own measure of how
 * often and how densely an item holds the words (BM25 in SQLite, ts_rank by length in PostgreSQL).
 */
export async function keysByRelevance(
  database: Db,
  condition: Condition,
  keys: number[],
): Promise<number[]> {
  if (keys.length === 0) return [];
  const table = sql.table(TABLES[index(condition)]);
  const result = isPostgres(database)
    ? await sql<{ key: number }>`select item_id as key from search_documents d
        where item_id = any(${keys})
        order by ${pgRank(condition)} desc, item_id desc`.execute(database)
    : await sql<{ key: number }>`select rowid as key from ${table}
        where ${table} match ${fts(condition)}
          and rowid between ${Math.min(...keys)} and ${Math.max(...keys)}
        order by bm25(${table}), rowid desc`.execute(database);
  const wanted = new Set(keys);
  return result.rows.map((r) => Number(r.key)).filter((k) => wanted.has(k));
}

/** The words of these items' titles, summaries and extra text, as the index keeps them. */
export async function headWords(
  database: Db,
  ids: number[],
): Promise<{ id: number; title: string; summary: string; extra: string }[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ id: number; title: string; summary: string; extra: string }>`select
      item_id as id, title, summary, extra
    from search_documents where item_id in (${sql.join(ids)})`.execute(database);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_WORD = 255;

/** The words of each field as a weighted tsvector literal, with a gap between fields. */
function tsvectorLiteral(text: IndexedText): string {
  const positions = new Map<string, string[]>();
  let at = 1;
  for (const [words, weight] of [
    [text.title, "A"],
    [text.summary, "B"],
    [text.extra, "C"],
    [text.body, "D"],
  ] as const) {
    for (const word of words) {
      const list = positions.get(word) ?? [];
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${Math.min(at, MAX_POSITION)}${weight}`);
      positions.set(word, list);
      at += 1;
    }
    at += 10;
  }
  return [...positions].map(([word, list]) => `${lexeme(word)}:${list.join(",")}`).join(" ");
}

/** A fact about how the index was built (`search_state`), or null. */
export async function readIndexState(database: Db, key: string): Promise<string | null> {
  const row = await database
    .selectFrom("search_state")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function writeIndexState(database: Db, key: string, value: string): Promise<void> {
  await database
    .insertInto("search_state")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
