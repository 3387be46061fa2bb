import type { Db } from "../../db/client.server.ts";
import { insertContactMessage } from "../../db/contact/contact-messages.server.ts";
import {
  attachMedia,
  insertFaqCategory,
  insertItem,
  insertItemViews,
} from "../../db/content/item-writes.server.ts";
import { insertMedia } from "../../db/media/media.server.ts";
import type { NewMedia } from "../../db/schema.ts";
import { writeSetting } from "../../db/site/settings.server.ts";
import { demoContactMessages } from "../../db/seed/contact-data.ts";
import { FAQ_CATEGORIES } from "../../db/seed/faq-data.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import { queueImageVariants } from "../media/media-upload.server.ts";
import { storeDemoFiles } from "./seed-files.server.ts";
import { planItems, planViews, type Entry } from "../../db/seed/plan.ts";
import { SITE_SETTINGS } from "../../db/seed/settings-data.ts";
import { ITA_ITEMS, ITA_YEAR } from "../../db/seed/ita-data.ts";
import { evidenceRows, insertItaYear } from "../../db/ita/ita-years.server.ts";

function mediaKeysOf(entry: Entry): string[] {
  return [
    ...(entry.cover ? [entry.cover] : []),
    ...(entry.video ? [entry.video] : []),
    ...(entry.photos ?? []).map((p) => p.key),
    ...(entry.attachments ?? []),
  ];
}

/**
 * Fills an empty database with a fictional provincial health office's demo content.
 * Files are written first; all rows then go in one transaction, so a crash leaves no partial seed.
 * The images' web sizes are queued with their rows for the background worker, as an upload's
 * are: pages show each image's placeholder and original until its sizes are made.
 */
export async function seedDemo(
  database: Db,
  storage: MediaStorage,
  log: (message: string) => void,
): Promise<void> {
  const started = performance.now();
  const media = await storeDemoFiles(storage, log);
  const items = await seedDemoRows(database, media);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const queued = [...media.values()].filter((row) => row.status === "processing").length;
  log(`demo content ready: ${items} items, ${media.size} media files (${seconds} s)`);
  log(`demo images: web sizes of ${queued} queued, made in the background`);
}

/**
 * The demo's rows, for files `storeDemoFiles` has stored (the media rows by key, which are copied,
 * not changed), and the jobs that make the images' web sizes: all in one transaction. Returns the
 * number of items.
 */
export async function seedDemoRows(database: Db, stored: Map<string, NewMedia>): Promise<number> {
  const media = new Map([...stored].map(([key, row]) => [key, { ...row }]));
  const now = new Date();
  const entries = planItems(now);

  // Each media row is dated like the oldest item that uses it, as if uploaded for that item.
  for (const entry of entries) {
    for (const key of mediaKeysOf(entry)) {
      const row = media.get(key);
      if (!row) throw new Error(`seed: no media for ${key}`);
      if (row.created_at > entry.row.created_at) row.created_at = entry.row.created_at;
    }
  }

  await database.transaction().execute(async (trx) => {
    await writeSetting(trx, "site", SITE_SETTINGS);
    const mediaIds = new Map<string, number>();
    for (const [key, row] of media) {
      const mediaId = await insertMedia(trx, row);
      mediaIds.set(key, mediaId);
      if (row.status === "processing") await queueImageVariants(trx, mediaId);
    }
    const categoryIds = new Map<string, number>();
    for (const [position, category] of FAQ_CATEGORIES.entries()) {
      categoryIds.set(
        category.slug,
        await insertFaqCategory(trx, { slug: category.slug, name: category.name, position }),
      );
    }
    const id = (key: string | undefined, ids: Map<string, number>) => (key ? ids.get(key)! : null);
    const itemIds = new Map<string, number>();
    for (const entry of entries) {
      const itemId = await insertItem(trx, {
        ...entry.row,
        cover_media_id: id(entry.cover, mediaIds),
        video_media_id: id(entry.video, mediaIds),
        faq_category_id: id(entry.faqCategory, categoryIds),
      });
      itemIds.set(`${entry.row.type}:${entry.row.slug}`, itemId);
      if (entry.photos) {
        const photos = entry.photos.map((p) => ({
          mediaId: mediaIds.get(p.key)!,
          caption: p.caption,
        }));
        await attachMedia(trx, itemId, "photo", photos);
      }
      if (entry.attachments) {
        await attachMedia(
          trx,
          itemId,
          "attachment",
          entry.attachments.map((key) => ({ mediaId: mediaIds.get(key)! })),
        );
      }
    }
    await insertItemViews(
      trx,
      planViews(entries, now).flatMap((v) =>
        Array.from({ length: v.readers }, (_, n) => ({
          item_id: itemIds.get(v.item)!,
          day: v.day,
          visitor: `demo-${n + 1}`,
        })),
      ),
    );
    for (const message of demoContactMessages(now)) await insertContactMessage(trx, message);
    await seedIta(trx, itemIds);
  });
  return entries.length;
}

/** The demo's assessment year: its items and their evidence, pointing at the items by slug. */
async function seedIta(database: Db, itemIds: Map<string, number>): Promise<void> {
  const items = ITA_ITEMS.map(({ evidence, ...item }) => {
    const { rows, unresolved } = evidenceRows(evidence, itemIds);
    if (unresolved.length) throw new Error(`seed: ITA ${item.code} points at no item`);
    return { ...item, responsible_id: null, evidence: rows };
  });
  await insertItaYear(database, ITA_YEAR, items);
}
