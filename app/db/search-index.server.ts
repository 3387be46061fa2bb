import { sql, type RawBuilder } from "kysely";
import { isPostgres, type Db } from "./client.server.ts";
import type { ItemType } from "./schema.ts";

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
};

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
      "faq_categories.name as category",
    ])
    .orderBy("items.id");
  if (ids) query = query.where("items.id", "in", ids);
  const rows = await query.execute();
  const names = await database
    .selectFrom("item_media")
    .innerJoin("media", "media.id", "item_media.media_id")
    .select(["item_media.item_id", "media.original_name"])
    .where("item_media.role", "=", "attachment")
    .$if(Boolean(ids), (q) => q.where("item_media.item_id", "in", ids!))
    .orderBy("item_media.position")
    .execute();
  const byItem = new Map<number, string[]>();
  for (const n of names) byItem.set(n.item_id, [...(byItem.get(n.item_id) ?? []), n.original_name]);
  return rows.map((r) => ({ ...r, attachments: byItem.get(r.id) ?? [] }));
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
    await sql`insert into search_documents (item_id, title, summary, body, extra, folded, document)
      values (${row.item_id}, ${row.title}, ${row.summary}, ${row.body}, ${row.extra}, ${row.folded}, ${document})
      on conflict (item_id) do update set title = excluded.title, summary = excluded.summary,
        body = excluded.body, extra = excluded.extra, folded = excluded.folded,
        document = excluded.document`.execute(database);
    return;
  }
  await sql`delete from search_documents where item_id = ${itemId}`.execute(database);
  await sql`insert into search_documents (item_id, title, summary, body, extra, folded)
    values (${row.item_id}, ${row.title}, ${row.summary}, ${row.body}, ${row.extra}, ${row.folded})`.execute(
    database,
  );
}

export async function clearSearchIndex(database: Db): Promise<void> {
  await sql`delete from search_documents`.execute(database);
}

/**
 * How a query must match: all its runs of words (a quoted phrase is one run, any other word is a
 * run of one) or any of them. Items holding the query's chunks as phrases rank higher, so
 * ไข้เลือดออก written together comes before ไข้ … เลือด … ออก scattered. `prefix` lets the last
 * word be the start of a longer one (search as you type).
 */
export type Match = {
  runs: string[][];
  phrases: string[][];
  mode: "all" | "any";
  prefix: boolean;
};

/** Which items a search may show, and how many. */
export type Window = { types: ItemType[]; limit: number; offset: number; now: string };

export type Ranked = { id: number; type: ItemType };

/** The published, listed items a match finds, best first, with how many of each type there are. */
export async function searchPublished(
  database: Db,
  match: Match,
  window: Window,
): Promise<{ rows: Ranked[]; counts: Partial<Record<ItemType, number>> }> {
  const pg = isPostgres(database);
  const found = pg ? pgFound(match) : sqliteFound(match);
  const visible = sql`i.status = 'published' and i.published_at <= ${window.now}
    and i.deleted_at is null and i.listed = 1 and i.type <> 'page'`;
  const grouped = await sql<{ type: ItemType; n: number }>`select i.type, count(*) as n
    from ${found.from} join items i on i.id = ${found.id}
    where ${found.where} and ${visible} group by i.type`.execute(database);
  const counts: Partial<Record<ItemType, number>> = {};
  for (const g of grouped.rows) counts[g.type] = Number(g.n);
  const inTypes = window.types.filter((t) => counts[t]);
  if (inTypes.length === 0) return { rows: [], counts };
  const ranked = await sql<Ranked>`select i.id, i.type
    from ${found.from} join items i on i.id = ${found.id}
    where ${found.where} and ${visible} and i.type in (${sql.join(inTypes)})
    order by ${found.tier} desc, ${found.score}, i.published_at desc, i.id desc
    limit ${window.limit} offset ${window.offset}`.execute(database);
  return { rows: ranked.rows, counts };
}

/**
 * Item ids of one type whose title matches, among every item (drafts too), best first: the
 * back-office lists' search.
 */
export async function searchAll(
  database: Db,
  match: Match,
  options: { type: ItemType; limit: number },
): Promise<number[]> {
  const found = isPostgres(database) ? pgFound(match, true) : sqliteFound(match, true);
  const result = await sql<{ id: number }>`select i.id from ${found.from}
    join items i on i.id = ${found.id}
    where ${found.where} and i.type = ${options.type}
    order by ${found.tier} desc, ${found.score} limit ${options.limit}`.execute(database);
  return result.rows.map((r) => Number(r.id));
}

type Found = {
  from: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** Higher first: the title holds the whole query as a phrase, all its words, or the phrase. */
  tier: RawBuilder<unknown>;
  /** Lower first. */
  score: RawBuilder<unknown>;
};

// SQLite: FTS5 over the words. Every word is quoted, so nothing typed is read as FTS syntax.

const ftsWord = (word: string) => `"${word.replaceAll('"', '""')}"`;
const ftsPhrase = (words: string[], prefix = false) =>
  `${ftsWord(words.join(" "))}${prefix ? "*" : ""}`;

/** Each run as an FTS5 phrase (or tsquery phrase), the last one a prefix when asked. */
function each<T>(runs: string[][], prefix: boolean, phrase: (run: string[], prefix: boolean) => T) {
  return runs.map((run, i) => phrase(run, prefix && i === runs.length - 1));
}

function sqliteFound(match: Match, titleOnly = false): Found {
  const joiner = match.mode === "all" ? " AND " : " OR ";
  const expression = each(match.runs, match.prefix, ftsPhrase).join(joiner);
  const runs = titleOnly ? `title : (${expression})` : expression;
  const whole = ftsPhrase(match.phrases.flat(), match.prefix);
  const phrases = each(match.phrases, match.prefix, ftsPhrase).join(" AND ");
  const matching = (expression: string) =>
    sql`f.rowid in (select rowid from search_words where search_words match ${expression})`;
  return {
    from: sql`search_words f`,
    id: sql`f.rowid`,
    where: atLeast(
      sql`search_words match ${runs}`,
      match,
      each(match.runs, false, ftsPhrase).map(matching),
    ),
    tier: sql`(${matching(`title : (${whole})`)}) * 4
      + (${matching(`title : (${each(match.runs, match.prefix, ftsPhrase).join(" AND ")})`)}) * 2
      + (${matching(phrases)})`,
    score: sql`bm25(search_words, 10.0, 4.0, 1.0, 2.0)`,
  };
}

// PostgreSQL: a tsquery built from the same words, quoted as lexemes, so it means the same.

const lexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const tsPhrase = (words: string[], prefix: boolean, weight = "") =>
  `(${words
    .map((w, i) => {
      const label = `${prefix && i === words.length - 1 ? "*" : ""}${weight}`;
      return label ? `${lexeme(w)}:${label}` : lexeme(w);
    })
    .join(" <-> ")})`;
const inTitle = (words: string[], prefix: boolean) => tsPhrase(words, prefix, "A");

function pgFound(match: Match, titleOnly = false): Found {
  const joiner = match.mode === "all" ? " & " : " | ";
  const runs = each(match.runs, match.prefix, titleOnly ? inTitle : tsPhrase).join(joiner);
  const has = (expression: string) => sql`(d.document @@ ${expression}::tsquery)::int`;
  return {
    from: sql`search_documents d`,
    id: sql`d.item_id`,
    where: atLeast(
      sql`d.document @@ ${runs}::tsquery`,
      match,
      each(match.runs, false, tsPhrase).map(has),
    ),
    tier: sql`${has(inTitle(match.phrases.flat(), match.prefix))} * 4
      + ${has(each(match.runs, match.prefix, inTitle).join(" & "))} * 2
      + ${has(each(match.phrases, match.prefix, tsPhrase).join(" & "))}`,
    score: sql`-ts_rank(d.document, ${runs}::tsquery)`,
  };
}

/**
 * With `any`, at least half the runs (and two when there are several) must be there: a long word
 * the dictionary does not know is cut into scraps, and one scrap alone finds nonsense.
 */
function atLeast(where: RawBuilder<unknown>, match: Match, present: RawBuilder<unknown>[]) {
  if (match.mode === "all" || present.length < 2) return where;
  const needed = Math.max(2, Math.ceil(present.length / 2));
  const count = sql.join(
    present.map((p) => sql`(${p})`),
    sql` + `,
  );
  return sql`${where} and (${count}) >= ${needed}`;
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

/**
 * Items whose folded title and summary contain every given piece (each at least three
 * characters), newest first; the trigram index makes this fast.
 */
export async function containing(
  database: Db,
  pieces: string[],
  window: Window,
): Promise<Ranked[]> {
  const visible = sql`i.status = 'published' and i.published_at <= ${window.now}
    and i.deleted_at is null and i.listed = 1 and i.type in (${sql.join(window.types)})`;
  if (isPostgres(database)) {
    const likes = pieces.map((p) => sql`d.folded like ${likePattern(p)}`);
    const result = await sql<Ranked>`select i.id, i.type from search_documents d
      join items i on i.id = d.item_id where ${sql.join(likes, sql` and `)} and ${visible}
      order by i.published_at desc limit ${window.limit} offset ${window.offset}`.execute(database);
    return result.rows;
  }
  const expression = pieces.map(ftsWord).join(" AND ");
  const result = await sql<Ranked>`select i.id, i.type from search_trigrams t
    join items i on i.id = t.rowid where search_trigrams match ${expression} and ${visible}
    order by i.published_at desc limit ${window.limit} offset ${window.offset}`.execute(database);
  return result.rows;
}

/**
 * Published items that share the most three-letter pieces with the folded query, for a query
 * that is misspelt: at most `window.limit` candidates, with their folded text to score.
 */
export async function sharingTrigrams(
  database: Db,
  trigrams: string[],
  window: Window,
): Promise<(Ranked & { folded: string })[]> {
  if (trigrams.length === 0) return [];
  const visible = sql`i.status = 'published' and i.published_at <= ${window.now}
    and i.deleted_at is null and i.listed = 1 and i.type in (${sql.join(window.types)})`;
  const pg = isPostgres(database);
  const has = (t: string) =>
    pg ? sql`(d.folded like ${likePattern(t)})::int` : sql`(instr(d.folded, ${t}) > 0)`;
  const shared = sql.join(trigrams.map(has), sql` + `);
  // On SQLite the trigram index leads (CROSS JOIN keeps that order): starting from the items
  // would read every row before finding that none shares a piece.
  const [from, where] = pg
    ? [
        sql`search_documents d join items i on i.id = d.item_id`,
        sql.join(
          trigrams.map((t) => sql`d.folded like ${likePattern(t)}`),
          sql` or `,
        ),
      ]
    : [
        sql`search_trigrams t cross join search_documents d on d.item_id = t.rowid
          cross join items i on i.id = d.item_id`,
        sql`search_trigrams match ${trigrams.map(ftsWord).join(" OR ")}`,
      ];
  const result = await sql<Ranked & { folded: string }>`select i.id, i.type, d.folded
    from ${from} where (${where}) and ${visible}
    order by ${shared} desc, i.published_at desc limit ${window.limit}`.execute(database);
  return result.rows;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
