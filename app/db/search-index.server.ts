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
  await sql`insert into search_documents
      (key, item_id, type, visible, title, summary, body, extra, folded)
    select key, item_id, type, visible, ${row.title}, ${row.summary}, ${row.body}, ${row.extra},
      ${row.folded}
    from search_placement where item_id = ${itemId}`.execute(database);
}

export async function clearSearchIndex(database: Db): Promise<void> {
  await sql`delete from search_documents`.execute(database);
}

/** Where a phrase must be: the title, the summary or extra text (FAQ category, file names), anywhere. */
export type Field = "title" | "side" | "any";

/**
 * What an item's words must hold: a phrase (its last word may be the start of a longer one),
 * every one of several conditions but none of `except`, or some of several.
 */
export type Condition =
  | { phrase: string[]; prefix?: boolean; field?: Field }
  | { every: Condition[]; except?: Condition[] }
  | { some: Condition[] };

/** What to look for: words in the word index, or pieces of the folded title and summary. */
export type Target = { words: Condition } | { pieces: string[]; some?: boolean };

/** Which items may match: these types, published and listed unless `anyStatus`. */
export type Scope = { types: ItemType[]; now: string; anyStatus?: boolean };

/** How many of the newest `cap` matching items are of each type. */
export async function countByType(
  database: Db,
  target: Target,
  scope: Scope,
  cap: number,
): Promise<Partial<Record<ItemType, number>>> {
  const found = isPostgres(database) ? pgFound(target, scope) : sqliteFound(target, scope);
  const result = await sql<{ type: ItemType; n: number }>`select type, count(*) as n
    from (select ${found.type} as type from ${found.from} where ${found.where}
      order by ${found.newest} limit ${cap}) as matches
    group by type`.execute(database);
  return Object.fromEntries(result.rows.map((r) => [r.type, Number(r.n)]));
}

/** Ids of the matching items, newest first. */
export async function pageMatches(
  database: Db,
  target: Target,
  scope: Scope,
  limit: number,
  offset: number,
): Promise<number[]> {
  const found = isPostgres(database) ? pgFound(target, scope) : sqliteFound(target, scope);
  const result = await sql<{ id: number }>`select ${found.id} as id from ${found.from}
    where ${found.where} order by ${found.newest} limit ${limit} offset ${offset}`.execute(
    database,
  );
  return result.rows.map((r) => Number(r.id));
}

/** The folded title and summary of these items. */
export async function foldedTexts(
  database: Db,
  ids: number[],
): Promise<{ id: number; folded: string }[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ id: number; folded: string }>`select item_id as id, folded
    from search_documents where item_id in (${sql.join(ids)})`.execute(database);
  return result.rows.map((r) => ({ id: Number(r.id), folded: r.folded }));
}

type Found = {
  from: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  type: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  newest: RawBuilder<unknown>;
};

// SQLite: an FTS5 expression does the matching, in the index's own order, newest first; the
// narrow search_filter says each match's item, type and visibility. Every word is quoted, so
// nothing typed is read as FTS syntax.

const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;
const COLUMNS: Record<Field, string> = {
  title: "title",
  side: "{summary extra}",
  any: "{title summary body extra}",
};

function fts(condition: Condition): string {
  if ("phrase" in condition)
    return `${COLUMNS[condition.field ?? "any"]} : ${ftsString(condition.phrase.join(" "))}${condition.prefix ? " *" : ""}`;
  if ("some" in condition) return `(${condition.some.map(fts).join(" OR ")})`;
  const every = `(${condition.every.map(fts).join(" AND ")})`;
  return condition.except?.length
    ? `(${every} NOT (${condition.except.map(fts).join(" OR ")}))`
    : every;
}

function sqliteFound(target: Target, scope: Scope): Found {
  const [table, expression] =
    "words" in target
      ? ["search_words", fts(target.words)]
      : ["search_trigrams", target.pieces.map(ftsString).join(target.some ? " OR " : " AND ")];
  return {
    from: sql`${sql.table(table)} f cross join search_filter s on s.key = f.rowid`,
    id: sql`s.item_id`,
    type: sql`s.type`,
    where: sql`${sql.table(table)} match ${expression} and s.type in (${sql.join(scope.types)})
      ${scope.anyStatus ? sql`` : sql`and s.visible = 1`}`,
    newest: sql`f.rowid desc`,
  };
}

// PostgreSQL: the same condition as a tsquery of quoted lexemes, the same pieces as LIKE
// patterns (the trigram index serves both), visibility from the items.

const lexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const WEIGHTS: Record<Field, string> = { title: "A", side: "BC", any: "" };

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
  const every = condition.every.map(tsquery).join(" & ");
  return condition.except?.length
    ? `(${every} & !(${condition.except.map(tsquery).join(" | ")}))`
    : `(${every})`;
}

function pgFound(target: Target, scope: Scope): Found {
  const matching =
    "words" in target
      ? sql`d.document @@ ${tsquery(target.words)}::tsquery`
      : sql`(${sql.join(
          target.pieces.map((p) => sql`d.folded like ${likePattern(p)}`),
          target.some ? sql` or ` : sql` and `,
        )})`;
  const placed = scope.anyStatus
    ? sql`true`
    : sql`i.status = 'published' and i.published_at <= ${scope.now} and i.deleted_at is null
        and i.listed = 1`;
  return {
    from: sql`search_documents d join items i on i.id = d.item_id`,
    id: sql`d.item_id`,
    type: sql`i.type`,
    where: sql`${matching} and ${placed} and i.type in (${sql.join(scope.types)})`,
    newest: sql`i.published_at desc nulls last, i.id desc`,
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
