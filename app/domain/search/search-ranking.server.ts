import { db } from "../../db/client.server.ts";
import { keysAmong, keysByRelevance, newestMatches } from "../../db/search/search-index.server.ts";
import {
  index,
  type Condition,
  type Match,
  type Scope,
  type Target,
} from "../../db/search/search-query.server.ts";
import type { ParsedQuery } from "../../lib/search-text.ts";

/**
 * What ranks above the rest, best first: the title holds the whole query as a phrase; the title
 * holds every chunk as a phrase; `alsoInTitle` (the query with a vocabulary term's other forms);
 * the summary, FAQ category or a file name holds the whole phrase; the title holds every word,
 * apart; every chunk appears as a phrase. A chunk the dictionary cuts into several words is one
 * word to the reader (ผู้บริหาร is ผู้ and บริหาร): a title holding them apart, as
 * ท่าบริหารร่างกายสำหรับผู้สูงอายุ does, comes after the summaries holding it. Each of these implies
 * the query's words (`parseQuery` keeps the runs, chunks and whole phrase to the same words), so
 * none needs them repeated.
 */
export function better(query: ParsedQuery, prefix: boolean, alsoInTitle?: Condition): Condition[] {
  const last = (i: number, of: unknown[]) => prefix && i === of.length - 1;
  const chunks = both(
    query.phrases.map((run, i, runs) => ({ phrase: run, prefix: last(i, runs) })),
  );
  const compound = query.phrases.some((chunk) => chunk.length > 1);
  const titleWords = both(
    query.runs.map((run, i, runs) => ({
      phrase: run,
      prefix: last(i, runs),
      field: "title" as const,
    })),
  );
  return [
    { phrase: query.all, prefix, field: "title" },
    ...(compound ? [inTitle(chunks)] : [titleWords]),
    ...(alsoInTitle ? [alsoInTitle] : []),
    { phrase: query.all, prefix, field: "side" },
    titleWords,
    chunks,
  ];
}

/**
 * The ranking as targets that follow one another: each of `above` (conditions that imply
 * `base`) without those before it, then the rest of `base`. Newest first within each.
 */
export function tiers(base: Condition, above: Condition[]): Target[] {
  const key = (c: Condition) => JSON.stringify(c);
  const distinct: Condition[] = [];
  for (const c of above) {
    // When a tier is the whole match, nothing is left below it.
    if (key(c) === key(base)) break;
    if (!distinct.some((d) => key(d) === key(c))) distinct.push(c);
  }
  return [...distinct, base].map((c, i) => ({ words: c, except: distinct.slice(0, i) }));
}

/**
 * The condition held by the title, summary or extra text (each of its phrases in one of them): an
 * item holding some of the words only in its body mentions them in passing (a flu-vaccine item
 * naming diabetics as a risk group) rather than being about them.
 */
export function inHead(condition: Condition): Condition {
  if ("phrase" in condition) return { ...condition, field: "head" };
  if ("some" in condition) return { some: condition.some.map(inHead) };
  return { every: condition.every.map(inHead) };
}

/**
 * Whether fields of words (an item's title, summary and extra text, as the index keeps them)
 * hold the condition, each phrase within one field: what `inHead` asks of the index, asked of a
 * few items already read.
 */
export function heldBy(condition: Condition, fields: string[][]): boolean {
  if ("some" in condition) return condition.some.some((c) => heldBy(c, fields));
  if ("every" in condition) return condition.every.every((c) => heldBy(c, fields));
  const { phrase, prefix } = condition;
  const same = (word: string, i: number) =>
    prefix && i === phrase.length - 1 ? word.startsWith(phrase[i]!) : word === phrase[i];
  return fields.some((words) =>
    words.some((_, at) => phrase.every((_, i) => same(words[at + i] ?? "", i))),
  );
}

/**
 * `tiers` with the items holding the words in their head (`inHead`) before any that hold them
 * only in the body: the answers, then the mentions in passing.
 */
export function answersFirst(base: Condition, above: Condition[]): Target[] {
  const inHeads = above.filter((c) => index(c) === "heads");
  const anywhere = above.filter((c) => index(c) === "words");
  return tiers(base, [...inHeads, inHead(base), ...anywhere]);
}

/** The condition with every phrase in it held by the title. */
export function inTitle(condition: Condition): Condition {
  if ("phrase" in condition) return { ...condition, field: "title" };
  if ("some" in condition) return { some: condition.some.map(inTitle) };
  return { every: condition.every.map(inTitle) };
}

/** Every one of the conditions: the condition itself when there is one, so equal ones compare equal. */
export function both(conditions: Condition[]): Condition {
  return conditions.length === 1 ? conditions[0]! : { every: conditions };
}

/**
 * Any of the conditions, without those that imply another: an item holding การฉีดวัคซีน holds
 * วัคซีน, so asking for both only makes the database read the posting lists of การ and ฉีด.
 */
export function anyOf(conditions: Condition[]): Condition {
  const kept = conditions.filter(
    (c, i) =>
      !conditions.some((other, j) => j !== i && implies(c, other) && (!implies(other, c) || j < i)),
  );
  return kept.length === 1 ? kept[0]! : { some: kept };
}

/** Whether every item holding `a` holds `b`, as far as plain phrases and words show it. */
function implies(a: Condition, b: Condition): boolean {
  if (!("phrase" in a) || a.prefix) return false;
  if ("every" in b) return b.every.every((part) => implies(a, part));
  if (!("phrase" in b) || b.prefix || (b.field ?? "any") !== (a.field ?? "any")) return false;
  const [p, q] = [a.phrase, b.phrase];
  return p.some((_, at) => q.every((word, k) => p[at + k] === word));
}

export type Window = { limit: number; offset: number };

/**
 * One page of ids when every match is known (newest first): each tier's members among them in
 * turn, the rest after. Tiers past the page are not looked at.
 */
export async function rankAmong(matches: Match[], ranked: Target[], window: Window) {
  const end = window.offset + window.limit;
  const order: Match[] = [];
  const placed = new Set<number>();
  const keys = matches.map((m) => m.key);
  for (const target of ranked.slice(0, -1)) {
    if (order.length >= end || !("words" in target)) break;
    const members = await keysAmong(db(), target.words, keys);
    for (const m of matches)
      if (members.has(m.key) && !placed.has(m.key)) {
        order.push(m);
        placed.add(m.key);
      }
  }
  if (order.length < end) {
    const base = ranked.at(-1)!;
    const byKey = new Map(matches.map((m) => [m.key, m]));
    const rest = "words" in base ? await keysByRelevance(db(), base.words, keys) : keys;
    for (const key of rest)
      if (order.length < end && !placed.has(key)) {
        order.push(byKey.get(key)!);
        placed.add(key);
      }
  }
  return order.slice(window.offset, end).map((m) => m.id);
}

/**
 * One page of ids over targets that follow one another, newest first within each; `sample` is
 * some of all the matches, to tell the database which tiers are rare.
 */
export async function pageOf(ranked: Target[], scope: Scope, window: Window, sample: Match[]) {
  const ids: number[] = [];
  const keys = sample.map((m) => m.key);
  let skip = window.offset;
  for (const target of ranked) {
    if (ids.length === window.limit) break;
    const page = await newestMatches(db(), target, scope, {
      limit: window.limit - ids.length,
      offset: skip,
      sample: keys,
    });
    if (page.length) {
      ids.push(...page.map((m) => m.id));
      skip = 0;
    } else if (skip) skip -= (await newestMatches(db(), target, scope, { limit: skip })).length;
  }
  return ids;
}

export function combinations<T>(list: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (list.length < size) return [];
  const [first, ...rest] = list;
  return [...combinations(rest, size - 1).map((c) => [first!, ...c]), ...combinations(rest, size)];
}
