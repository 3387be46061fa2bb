import type { Db } from "../client.server.ts";
import {
  CARD_COLUMNS,
  listed,
  nowIso,
  pageCount,
  toCards,
  type ItemCard,
  type Page,
} from "./items.server.ts";
import { findMediaByIds, toFileRef, type FileRef } from "../media/media.server.ts";

export type DocumentEntry = ItemCard & { files: FileRef[] };

/** Published documents, by the date they bear (newest first), in a category and a year (CE). */
export async function listDocuments(
  database: Db,
  options: { category?: string; year?: number; page: number; pageSize: number },
): Promise<Page<DocumentEntry>> {
  let base = listed(database.selectFrom("items"), nowIso()).where("items.type", "=", "document");
  if (options.category) base = base.where("items.subject", "=", options.category);
  if (options.year)
    base = base
      .where("items.document_date", ">=", `${options.year}-01-01`)
      .where("items.document_date", "<", `${options.year + 1}-01-01`);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(CARD_COLUMNS)
    .orderBy("items.document_date", "desc")
    .orderBy("items.published_at", "desc")
    .orderBy("items.id", "desc")
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  const cards = await toCards(database, rows);
  const files = await attachmentsOf(
    database,
    cards.map((c) => c.id),
  );
  const items = cards.map((card) => ({ ...card, files: files.get(card.id) ?? [] }));
  const count = Number(total);
  return {
    items,
    page: options.page,
    pageSize: options.pageSize,
    total: count,
    pages: pageCount(count, options.pageSize),
  };
}

/** The years (CE) that published documents bear, newest first. */
export async function documentYears(database: Db): Promise<number[]> {
  const rows = await listed(database.selectFrom("items"), nowIso())
    .where("items.type", "=", "document")
    .where("items.document_date", "is not", null)
    .select("items.document_date")
    .distinct()
    .execute();
  return [...new Set(rows.map((r) => Number(r.document_date!.slice(0, 4))))].sort((a, b) => b - a);
}

/** The files attached to each of these items, in their order. */
export async function attachmentsOf(database: Db, ids: number[]): Promise<Map<number, FileRef[]>> {
  const links = ids.length
    ? await database
        .selectFrom("item_media")
        .select(["item_id", "media_id"])
        .where("role", "=", "attachment")
        .where("item_id", "in", ids)
        .orderBy("position")
        .execute()
    : [];
  const media = await findMediaByIds(
    database,
    links.map((l) => l.media_id),
  );
  const files = new Map<number, FileRef[]>();
  for (const link of links) {
    const found = media.get(link.media_id);
    if (found) files.set(link.item_id, [...(files.get(link.item_id) ?? []), toFileRef(found)]);
  }
  return files;
}
