import { sql } from "kysely";
import type { Db } from "../client.server.ts";
import type { WordShares } from "./search-query.server.ts";

/**
 * What PostgreSQL's statistics say of the index: the share of items holding each word of
 * `document` (its most common ones; any other is taken as half as common as the rarest of those)
 * and each term of `head_terms`, and how many items there are.
 */
export type IndexStatistics = { words: WordShares; heads: WordShares; items: number };

const statisticsOf = new WeakMap<Db, { at: number; statistics: Promise<IndexStatistics> }>();
const STATISTICS_TTL_MS = 10 * 60_000;

/**
 * The index's statistics, read at most every STATISTICS_TTL_MS. Reading them takes about 30 ms at
 * 100,000 documents, so a search is never kept waiting for a reading once there is one: past
 * STATISTICS_TTL_MS the last is used while the next is read.
 */
export function indexStatistics(database: Db): Promise<IndexStatistics> {
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
