import type { SelectQueryBuilder } from "kysely";
import type { Db } from "./client.server.ts";
import {
  findMediaByIds,
  toFileRef,
  toImageRef,
  type FileRef,
  type ImageRef,
} from "./media.server.ts";
import type { Database, ItemType } from "./schema.ts";

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
};

/** Only published items whose publish time has come are ever visible to the public. */
export function visible<O>(
  qb: SelectQueryBuilder<Database, "items", O>,
  now: string,
): SelectQueryBuilder<Database, "items", O> {
  return qb.where("items.status", "=", "published").where("items.published_at", "<=", now);
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
  let base = visible(database.selectFrom("items"), now).where("items.type", "=", options.type);
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
  let query = visible(database.selectFrom("items"), nowIso()).where(
    "items.type",
    "=",
    options.type,
  );
  if (options.excludeIds?.length) query = query.where("items.id", "not in", options.excludeIds);
  const rows = await query
    .select(CARD_COLUMNS)
    .orderBy("items.published_at", "desc")
    .orderBy("items.id", "desc")
    .limit(options.limit)
    .execute();
  return toCards(database, rows);
}

export async function pinnedPublished(database: Db, limit: number): Promise<ItemCard[]> {
  const rows = await visible(database.selectFrom("items"), nowIso())
    .where("items.pinned", "=", 1)
    .where("items.type", "!=", "page")
    .select(CARD_COLUMNS)
    .orderBy("items.published_at", "desc")
    .limit(limit)
    .execute();
  return toCards(database, rows);
}

export async function findPublished(
  database: Db,
  where: { type: ItemType; slug: string; subject?: string },
): Promise<ItemDetail | null> {
  let query = visible(database.selectFrom("items"), nowIso())
    .where("items.type", "=", where.type)
    .where("items.slug", "=", where.slug);
  if (where.subject) query = query.where("items.subject", "=", where.subject);
  const row = await query
    .leftJoin("faq_categories", "faq_categories.id", "items.faq_category_id")
    .select(CARD_COLUMNS)
    .select([
      "items.body",
      "items.video_url",
      "items.video_media_id",
      "items.seo_title",
      "items.seo_description",
      "faq_categories.slug as faq_slug",
      "faq_categories.name as faq_name",
    ])
    .executeTakeFirst();
  if (!row) return null;
  const [card] = await toCards(database, [row]);
  const links = await database
    .selectFrom("item_media")
    .select(["media_id", "role", "caption"])
    .where("item_id", "=", row.id)
    .orderBy("role")
    .orderBy("position")
    .execute();
  const media = await findMediaByIds(database, [
    ...links.map((l) => l.media_id),
    ...(row.video_media_id ? [row.video_media_id] : []),
  ]);
  const photos: Photo[] = [];
  const attachments: FileRef[] = [];
  for (const link of links) {
    const m = media.get(link.media_id);
    if (!m) continue;
    if (link.role === "photo")
      photos.push({ ...toImageRef(m), caption: link.caption || m.caption });
    else attachments.push(toFileRef(m));
  }
  const video = row.video_media_id ? media.get(row.video_media_id) : undefined;
  return {
    ...card!,
    body: row.body,
    videoUrl: row.video_url,
    video: video ? toFileRef(video) : null,
    faqCategory: row.faq_slug && row.faq_name ? { slug: row.faq_slug, name: row.faq_name } : null,
    photos,
    attachments,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
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
    let q = visible(database.selectFrom("items"), now).where("items.type", "=", item.type);
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
  let query = visible(database.selectFrom("items"), nowIso())
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
  const rows = await visible(database.selectFrom("items"), nowIso())
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
  const rows = await visible(database.selectFrom("items"), nowIso())
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
