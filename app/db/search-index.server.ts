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

/** Where a phrase must be: the title, the summary or extra text (FAQ category, file names), anywhere. */
export type Field = "title" | "side" | "any";

/**
 * What an item's words must hold: a phrase (its last word may be the start of a longer one),
 * every one of several conditions, or some of them.
 */
export type Condition =
  | { phrase: string[]; prefix?: boolean; field?: Field }
  | { every: Condition[] }
  | { some: Condition[] };

/** What to look for: words (but none of `except`), or pieces of the folded title and summary. */
export type Target =
  { words: Condition; except?: Condition[] } | { pieces: string[]; some?: boolean };

/** Which items may match: these types, and only what visitors may see unless `anyStatus`. */
export type Scope = { types: ItemType[]; anyStatus?: boolean };

/** A matching item: its place in the index (`key`), its id and its type. */
export type Match = { key: number; id: number; type: ItemType };

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
  const sample = (page.sample ?? []).slice(0, RARE_SAMPLE);
  if (isPostgres(database) && "words" in target && sample.length === RARE_SAMPLE) {
    const seen = await keysAmong(database, target.words, sample);
    if (seen.size * RARE_SHARE < sample.length) {
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
  }
  const found = isPostgres(database) ? pgFound(target, scope) : sqliteFound(target, scope);
  const result = await sql<Match>`select ${found.key} as key, ${found.id} as id,
      ${found.type} as type
    from ${found.from} where ${found.where}
    order by ${found.newest} limit ${limit} offset ${offset}`.execute(database);
  return result.rows.map(toMatch);
}

/** A condition met by fewer than one in RARE_SHARE of a sample of RARE_SAMPLE is rare. */
const RARE_SAMPLE = 200;
const RARE_SHARE = 50;

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
  const found = pgFound(target, scope);
  const result = await sql<Match>`select ${found.key} as key, ${found.id} as id,
      ${found.type} as type
    from (select d.item_id, d.type, d.published_at from ${found.from} where ${found.where}
      limit ${cap}) as d
    order by ${found.newest}`.execute(database);
  return result.rows.map(toMatch);
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

/** The words of these items' titles and summaries, as the index keeps them. */
export async function headWords(
  database: Db,
  ids: number[],
): Promise<{ id: number; title: string; summary: string }[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ id: number; title: string; summary: string }>`select item_id as id,
      title, summary
    from search_documents where item_id in (${sql.join(ids)})`.execute(database);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

type Found = {
  from: RawBuilder<unknown>;
  key: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  type: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  newest: RawBuilder<unknown>;
};

/** The index a condition needs: the small one of titles, summaries and extra text, if it will do. */
function index(condition: Condition): WordIndex {
  const fields = (c: Condition): Field[] =>
    "phrase" in c ? [c.field ?? "any"] : ("every" in c ? c.every : c.some).flatMap(fields);
  return fields(condition).includes("any") ? "words" : "heads";
}

type WordIndex = "words" | "heads";

/** Conditions grouped by the index each needs. */
function byIndex(conditions: Condition[]): [WordIndex, Condition[]][] {
  return (["words", "heads"] as const)
    .map((i): [WordIndex, Condition[]] => [i, conditions.filter((c) => index(c) === i)])
    .filter(([, list]) => list.length > 0);
}

// SQLite: an FTS5 expression does the matching, in the index's own order, newest first; the
// narrow search_filter says each match's item, type and visibility. A condition on titles,
// summaries and extra text alone goes to the small search_heads index. Every word is quoted, so
// nothing typed is read as FTS syntax.

const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;
const COLUMNS: Record<Field, string> = {
  title: "title",
  side: "{summary extra}",
  any: "{title summary body extra}",
};

const TABLES = { words: "search_words", heads: "search_heads" } as const;

function fts(condition: Condition): string {
  if ("phrase" in condition)
    return `${COLUMNS[condition.field ?? "any"]} : ${ftsString(condition.phrase.join(" "))}${condition.prefix ? " *" : ""}`;
  if ("some" in condition) return `(${condition.some.map(fts).join(" OR ")})`;
  return `(${condition.every.map(fts).join(" AND ")})`;
}

function sqliteFound(target: Target, scope: Scope): Found {
  const visible = scope.anyStatus ? sql`` : sql`and s.visible = 1`;
  const filtered = (table: string, expression: string, extra = sql``): Found => ({
    from: sql`${sql.table(table)} f cross join search_filter s on s.key = f.rowid`,
    key: sql`f.rowid`,
    id: sql`s.item_id`,
    type: sql`s.type`,
    where: sql`${sql.table(table)} match ${expression} and s.type in (${sql.join(scope.types)})
      ${visible} ${extra}`,
    newest: sql`f.rowid`,
  });
  if ("pieces" in target)
    return filtered(
      "search_trigrams",
      target.pieces.map(ftsString).join(target.some ? " OR " : " AND "),
    );
  const own = index(target.words);
  let expression = fts(target.words);
  const others: RawBuilder<unknown>[] = [];
  for (const [other, except] of byIndex(target.except ?? [])) {
    const some = except.map(fts).join(" OR ");
    if (other === own) expression = `(${expression} NOT (${some}))`;
    else
      others.push(sql`and f.rowid not in (select rowid from ${sql.table(TABLES[other])}
        where ${sql.table(TABLES[other])} match ${some})`);
  }
  return filtered(TABLES[own], expression, sql.join(others, sql` `));
}

// PostgreSQL: the same condition as a tsquery of quoted lexemes over the `document` or the
// `heads` tsvector, the same pieces as LIKE patterns (the trigram index serves both).

const lexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const WEIGHTS: Record<Field, string> = { title: "A", side: "BC", any: "" };
const COLUMN = { words: sql`d.document`, heads: sql`d.heads` };

function tsquery(condition: Condition): string {
  if ("phrase" in condition) {
    const { phrase, prefix, field = "any" } = condition;
    const words = phrase.map((w, i) => {
      const label = `${prefix && i === phrase.length - 1 ? "*" : ""}${WEIGHTS[field]}`;
      return label ? `${lexeme(w)}:${label}` : lexeme(w);
    });
    return `(${words.join(" <-> ")})`;
  }
  if ("some" in condition) return `(${condition.some.map(tsquery).join(" | ")})`;
  return `(${condition.every.map(tsquery).join(" & ")})`;
}

function pgMatch(condition: Condition): RawBuilder<unknown> {
  return sql`${COLUMN[index(condition)]} @@ ${tsquery(condition)}::tsquery`;
}

function pgFound(target: Target, scope: Scope): Found {
  let matching: RawBuilder<unknown>;
  if ("pieces" in target) {
    matching = sql`(${sql.join(
      target.pieces.map((p) => sql`d.folded like ${likePattern(p)}`),
      target.some ? sql` or ` : sql` and `,
    )})`;
  } else {
    const except = byIndex(target.except ?? []).map(([, list]) => pgMatch({ some: list }));
    matching = sql.join([pgMatch(target.words), ...except.map((m) => sql`not ${m}`)], sql` and `);
  }
  return {
    from: sql`search_documents d`,
    key: sql`d.item_id`,
    id: sql`d.item_id`,
    type: sql`d.type`,
    where: sql`${matching} and d.type in (${sql.join(scope.types)})
      ${scope.anyStatus ? sql`` : sql`and d.visible = 1`}`,
    newest: sql`d.published_at desc nulls last, d.item_id desc`,
  };
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

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
