import type { Db } from "../client.server.ts";
import type { FileRef } from "../media/media.server.ts";
import { attachmentsOf } from "../content/documents.server.ts";
import { nowIso } from "../content/items.server.ts";
import type { ItaEvidence, ItaItem, ItaItemsTable, ItaEvidenceTable, ItemType } from "../schema.ts";
import { sql, type Insertable, type Updateable } from "kysely";
import { likePattern } from "../search/search-query.server.ts";

export type { ItaEvidence, ItaItem };

/** The years that have items, newest first. */
export async function itaYears(database: Db): Promise<number[]> {
  const rows = await database
    .selectFrom("ita_items")
    .select("year")
    .distinct()
    .orderBy("year", "desc")
    .execute();
  return rows.map((r) => Number(r.year));
}

export async function itaItemsOfYear(database: Db, year: number): Promise<ItaItem[]> {
  return database
    .selectFrom("ita_items")
    .selectAll()
    .where("year", "=", year)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export async function findItaItem(database: Db, id: number): Promise<ItaItem | null> {
  return (
    (await database.selectFrom("ita_items").selectAll().where("id", "=", id).executeTakeFirst()) ??
    null
  );
}

export async function findItaItemByCode(
  database: Db,
  year: number,
  code: string,
): Promise<ItaItem | null> {
  return (
    (await database
      .selectFrom("ita_items")
      .selectAll()
      .where("year", "=", year)
      .where("code", "=", code)
      .executeTakeFirst()) ?? null
  );
}

export async function evidenceOf(database: Db, itaItemIds: number[]): Promise<ItaEvidence[]> {
  if (!itaItemIds.length) return [];
  return database
    .selectFrom("ita_evidence")
    .selectAll()
    .where("ita_item_id", "in", itaItemIds)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** A page or document of the site that evidence points at, with what decides its state. */
export type EvidenceTarget = {
  id: number;
  type: ItemType;
  subject: string | null;
  slug: string;
  title: string;
  status: string;
  publishedAt: string | null;
  updatedAt: string;
  documentDate: string | null;
  submitted: boolean;
  deleted: boolean;
  files: FileRef[];
};

const TARGET_COLUMNS = [
  "items.id",
  "items.type",
  "items.subject",
  "items.slug",
  "items.title",
  "items.status",
  "items.published_at",
  "items.updated_at",
  "items.document_date",
  "items.submitted_at",
  "items.deleted_at",
] as const;

type TargetRow = {
  id: number;
  type: ItemType;
  subject: string | null;
  slug: string;
  title: string;
  status: string;
  published_at: string | null;
  updated_at: string;
  document_date: string | null;
  submitted_at: string | null;
  deleted_at: string | null;
};

async function withFiles(database: Db, rows: TargetRow[]): Promise<EvidenceTarget[]> {
  const files = await attachmentsOf(
    database,
    rows.map((r) => r.id),
  );
  const now = nowIso();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    subject: r.subject,
    slug: r.slug,
    title: r.title,
    status: r.published_at && r.published_at > now ? "scheduled" : r.status,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    documentDate: r.document_date,
    submitted: r.submitted_at !== null,
    deleted: r.deleted_at !== null,
    files: files.get(r.id) ?? [],
  }));
}

export async function evidenceTargets(database: Db, ids: number[]): Promise<EvidenceTarget[]> {
  if (!ids.length) return [];
  const rows = await database
    .selectFrom("items")
    .select(TARGET_COLUMNS)
    .where("items.id", "in", ids)
    .execute();
  return withFiles(database, rows);
}

/**
 * Documents of a category whose title holds the phrase, dated within the days given, newest
 * first: published and waiting for review alike (the caller tells them apart).
 */
export async function matchingDocuments(
  database: Db,
  rule: { category: string; keyword: string; first: string; last: string },
): Promise<EvidenceTarget[]> {
  let query = database
    .selectFrom("items")
    .select(TARGET_COLUMNS)
    .where("items.type", "=", "document")
    .where("items.subject", "=", rule.category)
    .where("items.deleted_at", "is", null)
    .where("items.document_date", ">=", rule.first)
    .where("items.document_date", "<=", rule.last);
  if (rule.keyword) query = query.where(titleHolds(rule.keyword));
  const rows = await query
    .orderBy("items.document_date", "desc")
    .orderBy("items.id", "desc")
    .limit(100)
    .execute();
  return withFiles(database, rows);
}

/** The item's title holds the text (any `%`, `_` or `\\` in it taken as itself). */
function titleHolds(text: string) {
  return sql<boolean>`items.title like ${likePattern(text)} escape '\\'`;
}

/** The newest publishing day of a kind's public items within the days given, if any. */
export async function newestPublished(
  database: Db,
  type: ItemType,
  range: { first: string; last: string },
): Promise<string | null> {
  const row = await database
    .selectFrom("items")
    .select((eb) => eb.fn.max("items.published_at").as("newest"))
    .where("items.type", "=", type)
    .where("items.status", "=", "published")
    .where("items.deleted_at", "is", null)
    .where("items.published_at", "<=", nowIso())
    .where("items.published_at", ">=", range.first)
    .where("items.published_at", "<", `${range.last}T23:59:59.999Z`)
    .executeTakeFirst();
  return row?.newest ? String(row.newest) : null;
}

/** Items of the site staff can choose as evidence, whose title holds each of the words given. */
export async function evidenceCandidates(
  database: Db,
  words: string,
  types: readonly ItemType[],
): Promise<{ id: number; type: ItemType; title: string; documentDate: string | null }[]> {
  let query = database
    .selectFrom("items")
    .select(["items.id", "items.type", "items.title", "items.document_date"])
    .where("items.type", "in", types)
    .where("items.deleted_at", "is", null);
  for (const chunk of words.split(/\s+/).filter(Boolean)) query = query.where(titleHolds(chunk));
  const rows = await query.orderBy("items.updated_at", "desc").limit(30).execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    documentDate: r.document_date,
  }));
}

export async function insertItaItem(database: Db, row: Insertable<ItaItemsTable>): Promise<number> {
  const inserted = await database
    .insertInto("ita_items")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateItaItem(
  database: Db,
  id: number,
  changes: Updateable<ItaItemsTable>,
): Promise<void> {
  await database.updateTable("ita_items").set(changes).where("id", "=", id).execute();
}

export async function deleteItaItem(database: Db, id: number): Promise<void> {
  await database.deleteFrom("ita_evidence").where("ita_item_id", "=", id).execute();
  await database.deleteFrom("ita_items").where("id", "=", id).execute();
}

export async function insertEvidence(
  database: Db,
  row: Omit<Insertable<ItaEvidenceTable>, "position">,
): Promise<number> {
  const last = await database
    .selectFrom("ita_evidence")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("ita_item_id", "=", row.ita_item_id)
    .executeTakeFirst();
  const inserted = await database
    .insertInto("ita_evidence")
    .values({ ...row, position: Number(last?.position ?? -1) + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function deleteEvidence(database: Db, itaItemId: number, id: number): Promise<number> {
  const result = await database
    .deleteFrom("ita_evidence")
    .where("id", "=", id)
    .where("ita_item_id", "=", itaItemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
