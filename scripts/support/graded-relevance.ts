import { searchSite } from "../../app/domain/search/search.server.ts";
import type { GradedQuery, QueryKind } from "../../tests/search/graded-set.ts";

/**
 * Scores of the site search on the graded set (tests/search/graded-set.ts). For each query, with
 * `top` its first ten results, `answers` those of them the page shows as answers (above the
 * heading of the items that mention the words only in passing; all of them when there is none),
 * R the items judged relevant (grade 1 or 2) and g(i) the grade of the i-th result (0 when not
 * judged):
 *
 *   precision@5 = |R ∩ answers[0..5]| / min(5, |answers[0..5]|)   (0 when nothing is found; as
 *                 the regression set's figure, so a page showing only right answers scores 1)
 *   list P@5    = the same over top[0..5], as if the page had no such heading
 *   its ceiling = min(|R|, n) / n with n = min(5, |top|): the best list P@5 any order of as many
 *                 results can score; a query with two relevant items and five results scores 0.4
 *                 at best, so the mean ceiling bounds the list figure below 1
 *   recall@10   = |R ∩ top| / min(10, |R|)                  (1 when the first ten are all relevant)
 *   nDCG@10     = DCG / ideal DCG, DCG = Σ (2^g(i) − 1) / log2(i + 1) over i = 1…10, the ideal
 *                 from the judgments' grades, best first
 *
 * and a mustNot violation is a must-not item among the first ten.
 */

export const DEPTH = 10;
const PRECISION_AT = 5;

/** The first results of a query, best first, and how many of them are shown as answers. */
export type Shown = { top: string[]; answers: number };

export type Outcome = {
  query: GradedQuery;
  top: string[];
  precision: number;
  listPrecision: number;
  listCeiling: number;
  recall: number;
  ndcg: number;
  violations: string[];
};

/** The first ten results the site search gives for a query. */
export async function firstTen(query: string): Promise<Shown> {
  const { page } = await searchSite({ text: query, page: 1, pageSize: DEPTH });
  const answers = page.items.filter((item) => !item.passing);
  return {
    top: [...answers, ...page.items.filter((item) => item.passing)].map((item) => item.slug),
    answers: answers.length,
  };
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) =>
  grades.slice(0, DEPTH).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

export function score(query: GradedQuery, { top, answers }: Shown): Outcome {
  const grade = (slug: string) => query.relevant[slug] ?? 0;
  const relevant = Object.keys(query.relevant);
  const found = (list: string[]) => list.filter((slug) => grade(slug) > 0).length;
  const precision = (head: string[]) => (head.length === 0 ? 0 : found(head) / head.length);
  const ideal = dcg(Object.values(query.relevant).sort((a, b) => b - a));
  const shown = Math.min(PRECISION_AT, top.length);
  return {
    query,
    top,
    precision: precision(top.slice(0, Math.min(PRECISION_AT, answers))),
    listPrecision: precision(top.slice(0, PRECISION_AT)),
    listCeiling: shown === 0 ? 0 : Math.min(relevant.length, shown) / shown,
    recall: found(top.slice(0, DEPTH)) / Math.min(DEPTH, relevant.length),
    ndcg: ideal === 0 ? 0 : dcg(top.map(grade)) / ideal,
    violations: (query.mustNot ?? []).filter((slug) => top.slice(0, DEPTH).includes(slug)),
  };
}

export async function measure(set: GradedQuery[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const query of set) outcomes.push(score(query, await firstTen(query.query)));
  return outcomes;
}

type Summary = {
  queries: number;
  precision: number;
  listPrecision: number;
  listCeiling: number;
  recall: number;
  ndcg: number;
  /** Queries the search found nothing for. */
  zero: number;
  /** Queries with no relevant item among the first ten. */
  missed: number;
  violations: number;
  violated: number;
};

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export function summarize(outcomes: Outcome[]): Summary {
  return {
    queries: outcomes.length,
    precision: mean(outcomes.map((o) => o.precision)),
    listPrecision: mean(outcomes.map((o) => o.listPrecision)),
    listCeiling: mean(outcomes.map((o) => o.listCeiling)),
    recall: mean(outcomes.map((o) => o.recall)),
    ndcg: mean(outcomes.map((o) => o.ndcg)),
    zero: outcomes.filter((o) => o.top.length === 0).length,
    missed: outcomes.filter((o) => o.recall === 0).length,
    violations: outcomes.reduce((sum, o) => sum + o.violations.length, 0),
    violated: outcomes.filter((o) => o.violations.length > 0).length,
  };
}

const f3 = (n: number) => n.toFixed(3);

/** A result as printed: its slug with its grade (², ¹), ✗ for a must-not item; runs of
 * generated (bench-…) documents as one entry. */
function shown(outcome: Outcome): string {
  const parts: string[] = [];
  let generated = 0;
  const flush = () => {
    if (generated) parts.push(generated === 1 ? "(generated)" : `(generated ×${generated})`);
    generated = 0;
  };
  for (const slug of outcome.top) {
    if (slug.startsWith("bench-")) {
      generated++;
      continue;
    }
    flush();
    const grade = outcome.query.relevant[slug];
    const mark = outcome.violations.includes(slug) ? "✗" : grade === 2 ? "²" : grade ? "¹" : "";
    parts.push(slug + mark);
  }
  flush();
  return parts.join(", ") || "nothing";
}

export function report(outcomes: Outcome[], worst = 15): string[] {
  const all = summarize(outcomes);
  const lines = [
    `precision@5 ${f3(all.precision)} (${f3(all.listPrecision)} counting the mentions in passing, ` +
      `of at most ${f3(all.listCeiling)} with as many results), ` +
      `recall@10 ${f3(all.recall)}, nDCG@10 ${f3(all.ndcg)}; ` +
      `${all.zero} of ${all.queries} queries with no results, ${all.missed} with no relevant item ` +
      `in the first ${DEPTH}; ${all.violations} mustNot violations (in ${all.violated} queries)`,
    "",
    "kind             queries    P@5  list P@5   R@10  nDCG@10  no results  none relevant  mustNot",
  ];
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))] as QueryKind[];
  for (const kind of kinds) {
    const s = summarize(outcomes.filter((o) => o.query.kind === kind));
    lines.push(
      `${kind.padEnd(16)} ${String(s.queries).padStart(7)} ${f3(s.precision).padStart(6)} ` +
        `${f3(s.listPrecision).padStart(9)} ` +
        `${f3(s.recall).padStart(6)} ${f3(s.ndcg).padStart(8)} ${String(s.zero).padStart(11)} ` +
        `${String(s.missed).padStart(14)} ${String(s.violations).padStart(8)}`,
    );
  }
  lines.push("", `the ${worst} worst queries by nDCG@10 (² ¹ grades, ✗ must not):`);
  // Ties (many queries score 0) go to those that lose the most: must-not items shown, then the
  // most relevant items missed.
  const lost = (o: Outcome) => dcg(Object.values(o.query.relevant).sort((a, b) => b - a));
  const ordered = [...outcomes].sort(
    (a, b) =>
      a.ndcg - b.ndcg ||
      b.violations.length - a.violations.length ||
      a.recall - b.recall ||
      lost(b) - lost(a),
  );
  for (const o of ordered.slice(0, worst)) {
    const missing = Object.entries(o.query.relevant)
      .filter(([slug]) => !o.top.includes(slug))
      .sort((a, b) => b[1] - a[1])
      .map(([slug, grade]) => slug + (grade === 2 ? "²" : "¹"));
    const more = missing.length > 4 ? ` and ${missing.length - 4} more` : "";
    lines.push(
      `  ${f3(o.ndcg)} [${o.query.kind}] ${JSON.stringify(o.query.query)}: ${shown(o)}` +
        (missing.length ? `; missing ${missing.slice(0, 4).join(", ")}${more}` : ""),
    );
  }
  return lines;
}
