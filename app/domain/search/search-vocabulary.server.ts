import { z } from "zod";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { STARTER_VOCABULARY } from "../../content/health-vocabulary.ts";
import { db } from "../../db/client.server.ts";
import type { Condition } from "../../db/search/search-query.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { formatCount } from "../../lib/format.ts";
import {
  distinct,
  foldTones,
  joinWords,
  STOP_WORDS,
  tokenize,
  type ParsedQuery,
} from "../../lib/search-text.ts";
import { soundKey } from "../../lib/thai-sound.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { contentCache } from "../content/content-cache.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { audit } from "../operations/audit.server.ts";
import { anyOf, both } from "./search-ranking.server.ts";
import { dice } from "./search-similar.server.ts";

/**
 * The office's health vocabulary: groups of terms that mean the same to a reader (โควิด, covid-19,
 * โควิด 19), stored under the settings key `search-vocabulary` as the terms were typed, the
 * shipped starter set until an administrator saves their own. A search for one term of a group
 * finds items holding any of them (`expandQuery`).
 */
const KEY = "search-vocabulary";

export const VOCABULARY_LIMITS = { groups: 1000, terms: 30, term: 80 } as const;

/**
 * A term as the search compares it: its words, as documents are cut into words, and the same
 * without tone marks, which a reader may slip on (ปั้มหัวใจ for ปั๊มหัวใจ).
 */
type Term = { words: string[]; folded: string[]; group: number };

/** A term as a misspelling is compared with it: its letters without tone marks, and as said. */
type Spelling = { words: string[]; group: number; letters: string; sound: string };

/**
 * The vocabulary ready for queries: the terms by their first word without tone marks, longest
 * first, and every term's spelling.
 */
export type Vocabulary = {
  groups: string[][][];
  byFirst: Map<string, Term[]>;
  spellings: Spelling[];
};

const storedSchema = z.array(z.array(z.string()));

/** The groups as an administrator last saved them, or the starter set. */
export async function vocabularyGroups(): Promise<string[][]> {
  const stored = storedSchema.safeParse((await readSettings(db())).get(KEY));
  return stored.success ? stored.data : STARTER_VOCABULARY.map((group) => [...group]);
}

export function compileVocabulary(groups: readonly (readonly string[])[]): Vocabulary {
  const byFirst = new Map<string, Term[]>();
  const spellings: Spelling[] = [];
  const compiled = groups.map((group, index) => {
    const seen = new Set<string>();
    const terms: string[][] = [];
    for (const term of group) {
      const words = tokenize(term);
      const key = words.join(" ");
      if (words.length === 0 || seen.has(key)) continue;
      seen.add(key);
      terms.push(words);
      const folded = words.map(foldTones);
      const list = byFirst.get(folded[0]!) ?? [];
      list.push({ words, folded, group: index });
      byFirst.set(folded[0]!, list);
      spellings.push({
        words,
        group: index,
        letters: folded.join(""),
        sound: soundKey(words.join("")),
      });
    }
    return terms;
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { groups: compiled, byFirst, spellings };
}

const compiledCache = contentCache<Vocabulary>({ maxEntries: 1, ttlMs: 5 * 60_000 });

/** The vocabulary searches use, kept until content or the vocabulary changes on any instance. */
export function searchVocabulary(): Promise<Vocabulary> {
  return compiledCache.get(db(), KEY, async () => compileVocabulary(await vocabularyGroups()));
}

/** A term of the vocabulary found in a query: the words typed and the group's other terms. */
export type FoundTerm = { typed: string[]; alternatives: string[][] };

export type Expansion = {
  /** Every quoted phrase, every found term or one of its group, every other word. */
  condition: Condition;
  /** The same, each of them apart. */
  parts: Condition[];
  /** The same with each found term as typed held as a phrase, as ranking looks for it. */
  phrased: Condition;
  found: FoundTerm[];
  /** The groups' terms, to mark them in results. */
  marks: string[][];
};

/** At most this many terms of a query are expanded, and this many alternatives each. */
const MAX_FOUND = 8;
const MAX_ALTERNATIVES = VOCABULARY_LIMITS.terms;

function termAt(folded: string[], at: number, vocabulary: Vocabulary): Term | undefined {
  return vocabulary.byFirst
    .get(folded[at]!)
    ?.find((term) => term.folded.every((word, k) => folded[at + k] === word));
}

/**
 * The query with each vocabulary term outside quotes (longest first, spaces between words not
 * counting, so "pm 2.5" and "pm2.5" are the same) widened to its group; null when it holds none.
 * `prefix`: the last word may be the start of a longer one, as in live results.
 */
export function expandQuery(
  query: ParsedQuery,
  vocabulary: Vocabulary,
  prefix = false,
): Expansion | null {
  const words = query.loose;
  const folded = words.map(foldTones);
  const found: FoundTerm[] = [];
  const rest: { word: string; last: boolean }[] = [];
  for (let at = 0; at < words.length;) {
    const term = found.length < MAX_FOUND ? termAt(folded, at, vocabulary) : undefined;
    if (!term) {
      rest.push({ word: words[at]!, last: at === words.length - 1 });
      at++;
      continue;
    }
    found.push({
      typed: words.slice(at, at + term.words.length),
      alternatives: vocabulary.groups[term.group]!.slice(0, MAX_ALTERNATIVES),
    });
    at += term.words.length;
  }
  if (found.length === 0) return null;
  const others = rest.filter(
    (r, i) => !STOP_WORDS.has(r.word) && rest.findIndex((o) => o.word === r.word) === i,
  );
  const partsWith = (typed: (words: string[]) => Condition): Condition[] => [
    ...query.quoted.map((phrase): Condition => ({ phrase })),
    ...found.map((f): Condition => anyOf([typed(f.typed), ...otherForms(f)])),
    ...others.map((r): Condition => ({ phrase: [r.word], prefix: prefix && r.last })),
  ];
  const parts = partsWith(asTyped);
  return {
    condition: both(parts),
    parts,
    phrased: both(partsWith((phrase) => ({ phrase }))),
    found,
    marks: distinct(found.flatMap((f) => f.alternatives)),
  };
}

/** The term as typed matches as it did without the vocabulary: each of its words, anywhere. */
function asTyped(words: string[]): Condition {
  return both([...new Set(words)].map((word): Condition => ({ phrase: [word] })));
}

/** The group's other terms, each as a phrase. */
function otherForms(found: FoundTerm): Condition[] {
  const typed = found.typed.join(" ");
  return found.alternatives
    .filter((words) => words.join(" ") !== typed)
    .map((phrase): Condition => ({ phrase }));
}

/** How close a spelling must come to a vocabulary term for the term to be offered. */
const CLOSE_TERM = 0.5;

/**
 * The vocabulary term whose spelling, tone marks and spaces aside, or whose sound comes closest
 * to what was typed (`folded`), with its group's terms and how close it came (0 to 1); null when
 * none comes close. Spelt as said (บัดทอง for บัตรทอง, เห็ดพิด for เห็ดพิษ), a term is as close
 * as spelt right.
 */
export function closestTerm(
  folded: string,
  vocabulary: Vocabulary,
): { score: number; found: FoundTerm } | null {
  // Longer than any term, a query is no misspelling of one (and would cost a pass per term).
  if (folded.length < 3 || folded.length > VOCABULARY_LIMITS.term) return null;
  const sound = soundKey(folded);
  let best: { score: number; found: FoundTerm } | null = null;
  for (const term of vocabulary.spellings) {
    const score = Math.max(dice(folded, term.letters), dice(sound, term.sound));
    if (score >= CLOSE_TERM && score > (best?.score ?? 0))
      best = {
        score,
        found: { typed: term.words, alternatives: vocabulary.groups[term.group]! },
      };
  }
  return best;
}

/** How a query is cut into words and widened, in words, for the back-office's test field. */
export async function describeExpansion(text: string, query: ParsedQuery): Promise<string[]> {
  if (!text.trim()) return [];
  const cut = `ตัดคำเป็น: ${[...query.quoted, query.loose].flat().join(" · ")}`;
  const expansion = expandQuery(query, await searchVocabulary());
  if (!expansion) return [cut, `“${text.trim()}” ไม่มีคำในคลังคำค้น ค้นหาตามคำที่พิมพ์เท่านั้น`];
  return [
    cut,
    ...expansion.found.map(
      (f) => `${joinWords(f.typed)} → ${f.alternatives.map((a) => joinWords(a)).join(" หรือ ")}`,
    ),
  ];
}

/** The groups as the back-office's text box shows them: one group a line, terms between commas. */
export function vocabularyText(groups: string[][]): string {
  return groups.map((group) => group.join(", ")).join("\n");
}

/**
 * The text box read back: each line a group of at least two terms, each term somewhere in one
 * group only, within the limits. Errors name the line, in Thai.
 */
export function readVocabularyText(text: string): { groups: string[][]; errors: string[] } {
  const groups: string[][] = [];
  const errors: string[] = [];
  const lineOf = new Map<string, number>();
  const lines = withoutBidiControls(text).split(/\r\n?|\n/);
  lines.forEach((line, index) => {
    const n = index + 1;
    const terms = line
      .split(/[,，、]/)
      .map((t) => t.replace(/\s+/g, " ").trim())
      .filter(Boolean);
    if (terms.length === 0) return;
    if (terms.length === 1) errors.push(`บรรทัดที่ ${n}: มีคำเดียว ต้องมีอย่างน้อยสองคำที่มีความหมายเดียวกัน`);
    if (terms.length > VOCABULARY_LIMITS.terms)
      errors.push(`บรรทัดที่ ${n}: มีได้ไม่เกิน ${VOCABULARY_LIMITS.terms} คำต่อบรรทัด`);
    for (const term of terms) {
      if (term.length > VOCABULARY_LIMITS.term)
        errors.push(`บรรทัดที่ ${n}: “${term.slice(0, 20)}…” ยาวเกิน ${VOCABULARY_LIMITS.term} ตัวอักษร`);
      const key = tokenize(term).join(" ");
      if (!key) errors.push(`บรรทัดที่ ${n}: “${term}” ไม่มีตัวอักษรหรือตัวเลขให้ค้นหา`);
      else if (lineOf.has(key) && lineOf.get(key) !== n)
        errors.push(`บรรทัดที่ ${n}: “${term}” อยู่ในบรรทัดที่ ${lineOf.get(key)} แล้ว คำหนึ่งอยู่ได้กลุ่มเดียว`);
      else lineOf.set(key, n);
    }
    groups.push(terms);
  });
  if (groups.length > VOCABULARY_LIMITS.groups)
    errors.push(`มีได้ไม่เกิน ${formatCount(VOCABULARY_LIMITS.groups)} บรรทัด`);
  return { groups, errors };
}

/** Saves the office's vocabulary from the text box: audited; searches use it at once everywhere. */
export async function saveVocabulary(
  actor: Actor,
  text: string,
): Promise<Result<{ groups: number }>> {
  await authorize(actor, "settings.manage", "search-vocabulary");
  const { groups, errors } = readVocabularyText(text);
  if (errors.length)
    return failure("vocabulary.invalid", { fields: { vocabulary: errors.slice(0, 10).join(" ") } });
  await writeSetting(db(), KEY, groups);
  await audit(
    actor.client,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `คลังคำค้นสุขภาพ ${formatCount(groups.length)} กลุ่ม`,
  );
  await pagesChanged("all");
  return { ok: true, groups: groups.length };
}
