import { sql, type RawBuilder } from "kysely";
import type { ItemType } from "../schema.ts";

/**
 * Where a phrase must be: the title; the summary or extra text (FAQ category, file names); any
 * of those (`head`, all but the body); anywhere.
 */
export type Field = "title" | "side" | "head" | "any";

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

export type Found = {
  from: RawBuilder<unknown>;
  key: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  type: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  newest: RawBuilder<unknown>;
};

/** The index a condition needs: the small one of titles, summaries and extra text, if it will do. */
export function index(condition: Condition): WordIndex {
  const fields = (c: Condition): Field[] =>
    "phrase" in c ? [c.field ?? "any"] : ("every" in c ? c.every : c.some).flatMap(fields);
  return fields(condition).includes("any") ? "words" : "heads";
}

export type WordIndex = "words" | "heads";

/** Conditions grouped by the index each needs. */
export function byIndex(conditions: Condition[]): [WordIndex, Condition[]][] {
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
  head: "{title summary extra}",
  any: "{title summary body extra}",
};

export const TABLES = { words: "search_words", heads: "search_heads" } as const;

export function fts(condition: Condition): string {
  if ("phrase" in condition)
    return `${COLUMNS[condition.field ?? "any"]} : ${ftsString(condition.phrase.join(" "))}${condition.prefix ? " *" : ""}`;
  if ("some" in condition) return `(${condition.some.map(fts).join(" OR ")})`;
  return `(${condition.every.map(fts).join(" AND ")})`;
}

export function sqliteFound(target: Target, scope: Scope): Found {
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

export const lexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const WEIGHTS: Record<Field, string> = { title: "A", side: "BC", head: "ABC", any: "" };
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

export function pgMatch(condition: Condition): RawBuilder<unknown> {
  return sql`${COLUMN[index(condition)]} @@ ${tsquery(condition)}::tsquery`;
}

/** How `head_terms` marks the words of each field a phrase of titles, summaries and extra text may be in. */
const TAGS: Record<Exclude<Field, "any">, string[]> = {
  title: ["t|"],
  side: ["s|"],
  head: ["t|", "s|"],
};

/**
 * A condition on titles, summaries and extra text as a query of `head_terms` (migration 025),
 * which holds each word there and each two words standing together, marked with their field.
 * Its GIN index answers the query without reading a row, except for a phrase of three words or
 * more, of which it holds only the pairs (`pairsOnly`: the rows found are to be checked).
 */
function headTerms(condition: Condition): HeadTerms {
  if ("phrase" in condition) {
    const { phrase, prefix = false, field = "any" } = condition;
    if (field === "any") throw new Error("a condition on the whole item has no head terms");
    const terms = (tag: string): HeadTerms => ({
      all:
        phrase.length === 1
          ? [{ term: tag + phrase[0], prefix }]
          : phrase.slice(1).map((word, i) => ({
              term: `${tag}${phrase[i]} ${word}`,
              prefix: prefix && i === phrase.length - 2,
            })),
    });
    return { any: TAGS[field].map(terms) };
  }
  return "every" in condition
    ? { all: condition.every.map(headTerms) }
    : { any: condition.some.map(headTerms) };
}

/** Terms of `head_terms`: all of them, any of them, or one (the start of a longer one, when `prefix`). */
type HeadTerms = { term: string; prefix: boolean } | { all: HeadTerms[] } | { any: HeadTerms[] };

function headQuery(terms: HeadTerms): string {
  if ("term" in terms) return `${lexeme(terms.term)}${terms.prefix ? ":*" : ""}`;
  if ("all" in terms) return `(${terms.all.map(headQuery).join(" & ")})`;
  return `(${terms.any.map(headQuery).join(" | ")})`;
}

/** Whether a condition holds a phrase of three words or more, which `head_terms` holds only as pairs. */
function pairsOnly(condition: Condition): boolean {
  if ("phrase" in condition) return condition.phrase.length > 2;
  return ("every" in condition ? condition.every : condition.some).some(pairsOnly);
}

/**
 * The items whose `head_terms` hold the condition's words and pairs: all that meet it, and for a
 * phrase of three words or more, some that hold its pairs apart.
 */
export function pgHeadCandidates(condition: Condition): RawBuilder<unknown> {
  return sql`d.head_terms @@ ${headQuery(headTerms(condition))}::tsquery`;
}

function pgHeadMatch(condition: Condition): RawBuilder<unknown> {
  const found = pgHeadCandidates(condition);
  return pairsOnly(condition) ? sql`${found} and coalesce(${pgMatch(condition)}, false)` : found;
}

/**
 * At most the share of items holding a condition on titles, summaries and extra text, by the
 * shares of its terms in `head_terms` (those of two words standing together counted as they are);
 * null when it holds a word begun, whose share is not known.
 */
export function headShare(condition: Condition, shares: WordShares): number | null {
  const share = (terms: HeadTerms): number | null => {
    if ("term" in terms) return terms.prefix ? null : shares(terms.term);
    const parts = ("all" in terms ? terms.all : terms.any).map(share);
    if (parts.some((p) => p === null)) return null;
    const known = parts as number[];
    return "all" in terms
      ? Math.min(...known)
      : Math.min(
          1,
          known.reduce((a, b) => a + b, 0),
        );
  };
  return share(headTerms(condition));
}

/** The share of indexed items holding a word, by PostgreSQL's statistics of the index. */
export type WordShares = (word: string) => number;

/** What a condition makes the GIN index read: the posting lists of all its words. */
function indexCost(condition: Condition, shares: WordShares): number {
  if ("phrase" in condition) return condition.phrase.reduce((sum, w) => sum + shares(w), 0);
  const parts = "every" in condition ? condition.every : condition.some;
  return parts.reduce((sum, c) => sum + indexCost(c, shares), 0);
}

/**
 * Every part of a condition, the one whose words are rarest found through the GIN index and the
 * others checked on the rows it finds. Asked for all of them, the index merges the posting lists
 * of every word, and ผู้, สูง, อายุ and คน of the elderly group are in most documents.
 */
function pgMatchRarest(condition: Condition, shares: WordShares): RawBuilder<unknown> {
  if (!("every" in condition) || condition.every.length < 2) return pgMatch(condition);
  const costs = condition.every.map((c) => indexCost(c, shares));
  const rarest = costs.indexOf(Math.min(...costs));
  const others = condition.every.filter((_, i) => i !== rarest);
  const rest = others.length === 1 ? others[0]! : { every: others };
  return sql`${pgMatch(condition.every[rarest]!)} and coalesce(${pgMatch(rest)}, false)`;
}

/** How well an item holds the condition's words, by how often against its length (larger is better). */
export function pgRank(condition: Condition): RawBuilder<unknown> {
  return sql`ts_rank(${COLUMN[index(condition)]}, ${tsquery(condition)}::tsquery, 1)`;
}

/**
 * How PostgreSQL is to meet the words (through `head_terms` when they are to be in titles,
 * summaries or extra text): `walk`, checked row by row in date order, never looked up in an
 * index, for a condition known to be common (PostgreSQL takes a phrase of common words for a
 * rare one, and would gather and sort all of its thousands of matches to show the newest ten);
 * `shares`, only the rarest part of the condition through the index.
 */
export type PgPlan = { walk?: boolean; shares?: WordShares };

export function pgFound(target: Target, scope: Scope, plan: PgPlan = {}): Found {
  let matching: RawBuilder<unknown>;
  if ("pieces" in target) {
    matching = sql`(${sql.join(
      target.pieces.map((p) => sql`d.folded like ${likePattern(p)}`),
      target.some ? sql` or ` : sql` and `,
    )})`;
  } else {
    const except = byIndex(target.except ?? []).map(([, list]) => pgMatch({ some: list }));
    const words =
      index(target.words) === "heads" && !plan.walk
        ? pgHeadMatch(target.words)
        : plan.shares
          ? pgMatchRarest(target.words, plan.shares)
          : pgMatch(target.words);
    matching = sql.join([words, ...except.map((m) => sql`not ${m}`)], sql` and `);
    if (plan.walk) matching = sql`coalesce(${matching}, false)`;
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

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
