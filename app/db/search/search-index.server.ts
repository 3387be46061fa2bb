import { sql } from "kysely";
import { keywordsOf, parseDetails } from "../../content/editor-fields.ts";
import { kindOfType, PAGE_GROUPS, type ItemType } from "../../content/kinds.ts";
import { findDocumentCategory, findSubject, isPageGroup } from "../../content/types.ts";
import { isPostgres, type Db } from "../client.server.ts";
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
  type WordShares,
} from "./search-query.server.ts";

/** An item's text as the index keeps it: words in order, and the folded title and summary. */
export type IndexedText = {
  title: string[];
  summary: string[];
  body: string[];
  extra: string[];
  folded: string;
};

/** What the text of an item is made of, before analysis. */
export type ItemText = {
  id: number;
  title: string;
  summary: string;
  body: string;
  attachments: string[];
  category: string | null;
  keywords: string[];
  /** Where it is filed, as readers name the place (เกี่ยวกับเรา, สาระสุขภาพ, ผู้บริหาร), and an executive's position. */
  filed: string[];
};

/** The name of the place an item is filed under: its page group, subject or category, else its kind's list (มัลติมีเดีย, ประกาศทั่วไป). */
function placeLabel(type: ItemType, subject: string | null): string {
  if (type === "page") return isPageGroup(subject) ? PAGE_GROUPS[subject].label : "";
  const filed =
    type === "news"
      ? findSubject(subject)
      : type === "document"
        ? findDocumentCategory(subject)
        : undefined;
  return filed ? filed.label : kindOfType(type).label;
}

/** The searchable text of items (all of them when `ids` is omitted), in id order. */
export async function itemTexts(database: Db, ids?: number[]): Promise<ItemText[]> {
  if (ids && ids.length === 0) return [];
  let query = database
    .selectFrom("items")
    .leftJoin("faq_categories", "faq_categories.id", "items.faq_category_id")
    .select([
      "items.id",
      "items.title",
      "items.summary",
      "items.body",
      "items.details",
      "items.type",
      "items.subject",
      "faq_categories.name as category",
    ])
    .orderBy("items.id");
  if (ids) query = query.where("items.id", "in", ids);
  const [rows, names] = await Promise.all([
    query.execute(),
    database
      .selectFrom("item_media")
      .innerJoin("media", "media.id", "item_media.media_id")
      .select(["item_media.item_id", "media.original_name"])
      .where("item_media.role", "=", "attachment")
      .$if(Boolean(ids), (q) => q.where("item_media.item_id", "in", ids!))
      .orderBy("item_media.position")
      .execute(),
  ]);
  const byItem = new Map<number, string[]>();
  for (const n of names) byItem.set(n.item_id, [...(byItem.get(n.item_id) ?? []), n.original_name]);
  return rows.map(({ details, type, subject, ...r }) => {
    const parsed = parseDetails(details);
    return {
      ...r,
      // A kind shown inside other pages shows no body there: none is searched either.
      body: kindOfType(type).shownOn ? "" : r.body,
      attachments: byItem.get(r.id) ?? [],
      keywords: keywordsOf(parsed),
      filed: [placeLabel(type, subject), parsed.position ?? ""].filter(Boolean),
    };
  });
}

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

/**
 * What PostgreSQL's statistics say of the index: the share of items holding each word of
 * `document` (its most common ones; any other is taken as half as common as the rarest of those)
 * and each term of `head_terms`, and how many items there are.
 */
type IndexStatistics = { words: WordShares; heads: WordShares; items: number };

const statisticsOf = new WeakMap<Db, { at: number; statistics: Promise<IndexStatistics> }>();
const STATISTICS_TTL_MS = 10 * 60_000;

/**
 * The index's statistics, read at most every STATISTICS_TTL_MS. Reading them takes about 30 ms at
 * 100,000 documents, so a search is never kept waiting for a reading once there is one: past
 * STATISTICS_TTL_MS the last is used while the next is read.
 */
function indexStatistics(database: Db): Promise<IndexStatistics> {
  const kept = statisticsOf.get(database);
  if (kept && Date.now() - kept.at < STATISTICS_TTL_MS) return kept.statistics;
  const statistics = readIndexStatistics(database);
  if (!kept) {
    statistics.catch(() => statisticsOf.delete(database));
    statisticsOf.set(database, { at: Date.now(), statistics });
    return statistics;
  }
  kept.at = Date.now();
  statistics.then(
    () => statisticsOf.set(database, { at: Date.now(), statistics }),
    () => undefined,
  );
  return kept.statistics;
}

async function readIndexStatistics(database: Db): Promise<IndexStatistics> {
  const { rows } = await sql<{ field: string; word: string; share: number; least: number }>`select
      s.attname as field, u.word, u.share,
      s.most_common_elem_freqs[array_length(s.most_common_elems, 1) + 1] as least
    from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(word, share)
    where s.tablename = 'search_documents' and s.attname in ('document', 'head_terms')
      and s.schemaname = current_schema() and u.word is not null`.execute(database);
  const items = await sql<{ n: number }>`select greatest(reltuples, 0) as n from pg_class
    where oid = to_regclass('search_documents')`.execute(database);
  const sharesOf = (field: string, others: number): WordShares => {
    const own = rows.filter((r) => r.field === field);
    const known = new Map(own.map((r) => [r.word, Number(r.share)]));
    const other = own.length ? Number(own[0]!.least) * others : 0;
    return (word) => known.get(word) ?? other;
  };
  return {
    words: sharesOf("document", 1 / 2),
    // Not among the most common, a term of `head_terms` is taken for a rare one: the 1% of
    // items or fewer that may hold it are gathered in a few milliseconds.
    heads: sharesOf("head_terms", 0),
    items: Number(items.rows[0]?.n ?? 0),
  };
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
