import type { Db } from "../../app/db/client.server.ts";
import {
  attachMedia,
  insertFaqCategory,
  insertItem,
} from "../../app/db/content/item-writes.server.ts";
import { insertMedia } from "../../app/db/media/media.server.ts";
import { FAQ_CATEGORIES } from "../../app/db/seed/faq-data.ts";
import { planItems } from "../../app/db/seed/plan.ts";
import { reindexAll } from "../../app/domain/search/search-indexing.server.ts";
import { searchSite } from "../../app/domain/search/search.server.ts";

const DOCUMENT = "document:";

/** How many results the relevance set looks at: the first page a visitor sees before scrolling. */
export const TOP = 5;

/** Slugs of the first `TOP` results the site search gives for a query, best first. */
export async function topSlugs(query: string): Promise<string[]> {
  const { page } = await searchSite({ text: query, page: 1, pageSize: TOP });
  return page.items.map((item) => item.slug);
}

/**
 * The demo content's text without its files: every item row, the FAQ categories, and a media row
 * per PDF attachment (its name is searchable); covers, photos and videos are left out. Then the
 * search index is rebuilt. Takes well under a second, unlike the full seed. Returns the number of
 * items indexed.
 */
export async function indexDemoContent(database: Db, now = new Date()): Promise<number> {
  const entries = planItems(now);
  await database.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const [position, category] of FAQ_CATEGORIES.entries()) {
      categoryIds.set(
        category.slug,
        await insertFaqCategory(trx, { slug: category.slug, name: category.name, position }),
      );
    }
    for (const entry of entries) {
      const itemId = await insertItem(trx, {
        ...entry.row,
        cover_media_id: null,
        video_media_id: null,
        faq_category_id: entry.faqCategory ? categoryIds.get(entry.faqCategory)! : null,
      });
      const documents = (entry.attachments ?? []).filter((key) => key.startsWith(DOCUMENT));
      const mediaIds: { mediaId: number }[] = [];
      for (const key of documents) {
        const name = key.slice(DOCUMENT.length);
        mediaIds.push({
          mediaId: await insertMedia(trx, {
            kind: "document",
            hash: `demo-${itemId}-${mediaIds.length}`,
            storage_key: `files/demo-${itemId}-${mediaIds.length}.pdf`,
            original_name: name,
            mime_type: "application/pdf",
            byte_size: 1000,
            width: null,
            height: null,
            variants: "[]",
            placeholder: null,
            alt: "",
            caption: "",
            credit: "",
            created_at: entry.row.created_at,
            uploaded_by: null,
            updated_at: null,
          }),
        });
      }
      await attachMedia(trx, itemId, "attachment", mediaIds);
    }
  });
  return reindexAll(database);
}
