import type { Reference } from "../../content/editor-fields.ts";
import type { SelectQueryBuilder } from "kysely";
import { ownPageTypes } from "../../content/kind-office.ts";
import { PUBLIC_TYPES } from "../../content/types.ts";
import type { Db } from "../client.server.ts";
import { findMediaByIds, toImageRef, type FileRef, type ImageRef } from "../media/media.server.ts";
import type { Database, ItemType } from "../schema.ts";

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pages: number };

export type ItemCard = {
  id: number;
  type: ItemType;
  subject: string | null;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
  viewCount: number;
  pinned: boolean;
  cover: ImageRef | null;
  /** Documents: the date the document bears, YYYY-MM-DD. */
  documentDate: string | null;
};

export type Photo = ImageRef & { caption: string };

export type ItemDetail = ItemCard & {
  body: string;
  videoUrl: string | null;
  video: FileRef | null;
  faqCategory: { slug: string; name: string } | null;
  photos: Photo[];
  attachments: FileRef[];
  seoTitle: string | null;
  seoDescription: string | null;
  /** Who wrote it or where it comes from; empty for none. */
  byline: string;
  keywords: string[];
  /** Its medical review, when someone of the office checked it. */
  review: MedicalReview | null;
};

export type MedicalReview = {
  reviewer: string;
  reviewerTitle: string;
  /** `YYYY-MM-DD`. */
  reviewedOn: string;
  reviewDue: string | null;
  references: Reference[];
};

export const CARD_COLUMNS = [
  "items.id",
  "items.type",
  "items.subject",
  "items.slug",
  "items.title",
  "items.summary",
  "items.published_at",
  "items.updated_at",
  "items.view_count",
  "items.pinned",
  "items.cover_media_id",
  "items.document_date",
] as const;

type CardRow = {
  id: number;
  type: ItemType;
  subject: string | null;
  slug: string;
  title: string;
  summary: string;
  published_at: string | null;
  updated_at: string;
  view_count: number;
  pinned: number;
  cover_media_id: number | null;
  document_date: string | null;
};

/** Only published items whose publish time has come, and not in the trash, are ever public. */
export function visible<O>(
  qb: SelectQueryBuilder<Database, "items", O>,
  now: string,
): SelectQueryBuilder<Database, "items", O> {
  return qb
    .where("items.status", "=", "published")
    .where("items.published_at", "<=", now)
    .where("items.deleted_at", "is", null);
}

/** Public and shown in lists: what lists, the home page, feeds and the sitemap are built from. */
export function listed<O>(
  qb: SelectQueryBuilder<Database, "items", O>,
  now: string,
): SelectQueryBuilder<Database, "items", O> {
  return visible(qb, now).where("items.listed", "=", 1);
}

export function nowIso(): string {
  return new Date().toISOString();
}

export async function toCards(database: Db, rows: CardRow[]): Promise<ItemCard[]> {
  const media = await findMediaByIds(
    database,
    rows.flatMap((r) => (r.cover_media_id ? [r.cover_media_id] : [])),
  );
  return rows.map((r) => {
    const cover = r.cover_media_id ? media.get(r.cover_media_id) : undefined;
    return {
      id: r.id,
      type: r.type,
      subject: r.subject,
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      publishedAt: r.published_at ?? r.updated_at,
      updatedAt: r.updated_at,
      viewCount: r.view_count,
      pinned: r.pinned === 1,
      cover: cover ? toImageRef(cover) : null,
      documentDate: r.document_date,
    };
  });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export async function listPublished(
  database: Db,
  options: { type: ItemType; subject?: string; page: number; pageSize: number },
): Promise<Page<ItemCard>> {
  const now = nowIso();
  let base = listed(database.selectFrom("items"), now).where("items.type", "=", options.type);
  if (options.subject) base = base.where("items.subject", "=", options.subject);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(CARD_COLUMNS)
    .orderBy("items.published_at", "desc")
    .orderBy("items.id", "desc")
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    items: await toCards(database, rows),
    page: options.page,
    pageSize: options.pageSize,
    total: Number(total),
    pages: pageCount(Number(total), options.pageSize),
  };
}

export async function latestPublished(
  database: Db,
  options: { type: ItemType; limit: number; excludeIds?: number[] },
): Promise<ItemCard[]> {
  let query = listed(database.selectFrom("items"), nowIso()).where("items.type", "=", options.type);
  if (options.excludeIds?.length) query = query.where("items.id", "not in", options.excludeIds);
  const rows = await query
    .select(CARD_COLUMNS)
    .orderBy("items.published_at", "desc")
    .orderBy("items.id", "desc")
    .limit(options.limit)
    .execute();
  return toCards(database, rows);
}

/** Cards for these items, in the order of `ids`. */
export async function cardsByIds(database: Db, ids: number[]): Promise<ItemCard[]> {
  if (ids.length === 0) return [];
  const rows = await database
    .selectFrom("items")
    .select(CARD_COLUMNS)
    .where("items.id", "in", ids)
    .execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return toCards(database, rows);
}

export async function pinnedPublished(database: Db, limit: number): Promise<ItemCard[]> {
  const rows = await listed(database.selectFrom("items"), nowIso())
    .where("items.pinned", "=", 1)
    .where("items.type", "in", PUBLIC_TYPES)
    .select(CARD_COLUMNS)
    .orderBy("items.pinned_order", "asc")
    .orderBy("items.published_at", "desc")
    .limit(limit)
    .execute();
  return toCards(database, rows);
}

/** Newer and older neighbours of an item in its own list (same type and subject). */
export async function adjacentPublished(
  database: Db,
  item: Pick<ItemCard, "id" | "type" | "subject" | "publishedAt">,
): Promise<{ newer: ItemCard | null; older: ItemCard | null }> {
  const now = nowIso();
  const neighbour = (direction: "newer" | "older") => {
    const [beyond, order] =
      direction === "newer" ? ([">", "asc"] as const) : (["<", "desc"] as const);
    let q = listed(database.selectFrom("items"), now).where("items.type", "=", item.type);
    if (item.subject) q = q.where("items.subject", "=", item.subject);
    return q
      .where("items.id", "!=", item.id)
      .where((eb) =>
        eb.or([
          eb("items.published_at", beyond, item.publishedAt),
          eb.and([
            eb("items.published_at", "=", item.publishedAt),
            eb("items.id", beyond, item.id),
          ]),
        ]),
      )
      .select(CARD_COLUMNS)
      .orderBy("items.published_at", order)
      .orderBy("items.id", order)
      .limit(1)
      .execute();
  };
  const [newer, older] = await Promise.all([neighbour("newer"), neighbour("older")]);
  const cards = await toCards(database, [...newer, ...older]);
  return {
    newer: newer.length ? cards[0]! : null,
    older: older.length ? cards[newer.length]! : null,
  };
}

export async function relatedPublished(
  database: Db,
  item: Pick<ItemCard, "id" | "type" | "subject">,
  limit: number,
): Promise<ItemCard[]> {
  let query = listed(database.selectFrom("items"), nowIso())
    .where("items.type", "=", item.type)
    .where("items.id", "!=", item.id);
  if (item.subject) query = query.where("items.subject", "=", item.subject);
  const rows = await query
    .select(CARD_COLUMNS)
    .orderBy("items.published_at", "desc")
    .limit(limit)
    .execute();
  return toCards(database, rows);
}

export type FaqGroup = { slug: string; name: string; items: ItemCard[] };

export async function faqByCategory(database: Db): Promise<FaqGroup[]> {
  const categories = await database
    .selectFrom("faq_categories")
    .select(["id", "slug", "name"])
    .orderBy("position")
    .execute();
  const rows = await listed(database.selectFrom("items"), nowIso())
    .where("items.type", "=", "faq")
    .select(CARD_COLUMNS)
    .select("items.faq_category_id")
    .orderBy("items.published_at", "asc")
    .execute();
  const cards = await toCards(database, rows);
  return categories
    .map((c) => ({
      slug: c.slug,
      name: c.name,
      items: cards.filter((_, i) => rows[i]!.faq_category_id === c.id),
    }))
    .filter((g) => g.items.length > 0);
}

/** FAQ answers are the bodies; the FAQ list shows them expanded in place. */
export async function faqAnswers(database: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database
    .selectFrom("items")
    .select(["id", "body"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.body]));
}

export type SitemapEntry = Pick<ItemCard, "type" | "subject" | "slug" | "updatedAt">;

export async function allPublished(database: Db): Promise<SitemapEntry[]> {
  const rows = await listed(database.selectFrom("items"), nowIso())
    .where("items.type", "in", ownPageTypes())
    .select(["items.type", "items.subject", "items.slug", "items.updated_at"])
    .orderBy("items.published_at", "desc")
    .execute();
  return rows.map((r) => ({
    type: r.type,
    subject: r.subject,
    slug: r.slug,
    updatedAt: r.updated_at,
  }));
}

/** Resolves a bare slug from a search hit to the published item it names. */
export async function findPublishedBySlug(
  database: Db,
  slug: string,
): Promise<Pick<ItemCard, "type" | "subject" | "slug"> | null> {
  const row = await visible(database.selectFrom("items"), nowIso())
    .where("items.slug", "=", slug)
    .where("items.type", "in", ownPageTypes())
    .select(["items.type", "items.subject", "items.slug"])
    .orderBy("items.published_at", "desc")
    .executeTakeFirst();
  return row ?? null;
}

/** The published items of a kind shown inside other pages (executives), with their details. */
export async function shownItems(
  database: Db,
  type: ItemType,
): Promise<(ItemCard & { details: string | null })[]> {
  const rows = await visible(database.selectFrom("items"), nowIso())
    .where("items.type", "=", type)
    .select([...CARD_COLUMNS, "items.details"])
    .execute();
  const cards = await toCards(database, rows);
  return cards.map((card, i) => ({ ...card, details: rows[i]!.details }));
}
