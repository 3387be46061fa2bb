import type { SelectQueryBuilder } from "kysely";
import { keywordsOf, parseDetails, referencesOf } from "../../content/editor-fields.ts";
import type { Db } from "../client.server.ts";
import {
  CARD_COLUMNS,
  nowIso,
  toCards,
  visible,
  type ItemDetail,
  type Photo,
} from "./items.server.ts";
import { findMediaByIds, toFileRef, toImageRef, type FileRef } from "../media/media.server.ts";
import type { Database, ItemType } from "../schema.ts";

export async function findPublished(
  database: Db,
  where: { type: ItemType; slug: string; subject?: string },
): Promise<ItemDetail | null> {
  return findDetail(database, (q) => {
    const found = visible(q, nowIso())
      .where("items.type", "=", where.type)
      .where("items.slug", "=", where.slug);
    return where.subject ? found.where("items.subject", "=", where.subject) : found;
  });
}

/**
 * An item as its public page shows it, whatever its status (a draft, a scheduled item), for a
 * preview. Items in the trash have no page.
 */
export function findItemDetail(database: Db, id: number): Promise<ItemDetail | null> {
  return findDetail(database, (q) =>
    q.where("items.id", "=", id).where("items.deleted_at", "is", null),
  );
}

async function findDetail(
  database: Db,
  which: (
    q: SelectQueryBuilder<Database, "items", object>,
  ) => SelectQueryBuilder<Database, "items", object>,
): Promise<ItemDetail | null> {
  const row = await which(database.selectFrom("items"))
    .leftJoin("faq_categories", "faq_categories.id", "items.faq_category_id")
    .select(CARD_COLUMNS)
    .select([
      "items.body",
      "items.video_url",
      "items.video_media_id",
      "items.seo_title",
      "items.seo_description",
      "items.details",
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
  const details = parseDetails(row.details);
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
    byline: details.byline ?? "",
    keywords: keywordsOf(details),
    review:
      details.reviewer && details.reviewedOn
        ? {
            reviewer: details.reviewer,
            reviewerTitle: details.reviewerTitle ?? "",
            reviewedOn: details.reviewedOn,
            reviewDue: details.reviewDue ?? null,
            references: referencesOf(details.references),
          }
        : null,
  };
}
