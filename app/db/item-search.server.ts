import { sql } from "kysely";
import { isPostgres, type Db } from "./client.server.ts";
import {
  CARD_COLUMNS,
  nowIso,
  pageCount,
  toCards,
  visible,
  type ItemCard,
  type Page,
} from "./items.server.ts";
import type { ItemType } from "./schema.ts";

export type SearchResult = { page: Page<ItemCard>; counts: Partial<Record<ItemType, number>> };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Plain substring search over title, summary and body (the Thai-aware engine replaces it). */
export async function searchPublished(
  database: Db,
  options: { text: string; type?: ItemType; page: number; pageSize: number },
): Promise<SearchResult> {
  const pattern = likePattern(options.text.normalize("NFC"));
  const op = isPostgres(database) ? sql.raw("ilike") : sql.raw("like");
  const base = visible(database.selectFrom("items"), nowIso())
    .where("items.type", "!=", "page")
    .where((eb) =>
      eb.or(
        (["items.title", "items.summary", "items.body"] as const).map(
          (column) => sql<boolean>`${sql.ref(column)} ${op} ${pattern} escape '\\'`,
        ),
      ),
    );
  const grouped = await base
    .select(["items.type", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("items.type")
    .execute();
  const counts: SearchResult["counts"] = {};
  for (const g of grouped) counts[g.type] = Number(g.n);
  const filtered = options.type ? base.where("items.type", "=", options.type) : base;
  const total = options.type
    ? (counts[options.type] ?? 0)
    : grouped.reduce((s, g) => s + Number(g.n), 0);
  const rows = await filtered
    .select(CARD_COLUMNS)
    .select(
      sql<number>`case when ${sql.ref("items.title")} ${op} ${pattern} escape '\\' then 0 else 1 end`.as(
        "rank",
      ),
    )
    .orderBy("rank")
    .orderBy("items.published_at", "desc")
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    counts,
    page: {
      items: await toCards(database, rows),
      page: options.page,
      pageSize: options.pageSize,
      total,
      pages: pageCount(total, options.pageSize),
    },
  };
}

/** Resolves a bare slug from a search hit to the published item it names. */
export async function findPublishedBySlug(
  database: Db,
  slug: string,
): Promise<Pick<ItemCard, "type" | "subject" | "slug"> | null> {
  const row = await visible(database.selectFrom("items"), nowIso())
    .where("items.slug", "=", slug)
    .select(["items.type", "items.subject", "items.slug"])
    .orderBy("items.published_at", "desc")
    .executeTakeFirst();
  return row ?? null;
}
