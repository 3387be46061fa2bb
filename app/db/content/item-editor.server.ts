import type { Db } from "../client.server.ts";
import type { Item, ItemMediaRole, ItemType } from "../schema.ts";
import { updateItemAtVersion } from "./item-writes.server.ts";

export const EDITABLE_COLUMNS = [
  "id",
  "type",
  "subject",
  "slug",
  "title",
  "summary",
  "body",
  "cover_media_id",
  "video_media_id",
  "video_url",
  "faq_category_id",
  "seo_title",
  "seo_description",
  "document_date",
  "details",
  "status",
  "version",
  "published_at",
  "submitted_at",
  "deleted_at",
  "updated_at",
  "editor_id",
] as const;

export type EditableItem = Pick<Item, (typeof EDITABLE_COLUMNS)[number]>;

/** The fields a save writes. */
export type ItemContent = {
  subject: string | null;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_media_id: number | null;
  video_media_id: number | null;
  video_url: string | null;
  faq_category_id: number | null;
  seo_title: string | null;
  seo_description: string | null;
  document_date: string | null;
  details: string | null;
};

export async function findEditableItem(database: Db, id: number): Promise<EditableItem | null> {
  const row = await database
    .selectFrom("items")
    .select(EDITABLE_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export async function attachedMediaIds(
  database: Db,
  itemId: number,
  role: ItemMediaRole,
): Promise<number[]> {
  const rows = await database
    .selectFrom("item_media")
    .select("media_id")
    .where("item_id", "=", itemId)
    .where("role", "=", role)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.media_id);
}

export async function slugTaken(
  database: Db,
  type: ItemType,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = database
    .selectFrom("items")
    .select("id")
    .where("type", "=", type)
    .where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertDraft(
  database: Db,
  item: ItemContent & { type: ItemType; author_id: number },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await database
    .insertInto("items")
    .values({
      ...item,
      status: "draft",
      editor_id: item.author_id,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves content only over the version the editor started from; false when it has moved on. */
export async function updateContent(
  database: Db,
  id: number,
  version: number,
  content: ItemContent & { editor_id: number },
): Promise<boolean> {
  return updateItemAtVersion(database, id, version, content);
}

export async function replaceAttachedMedia(
  database: Db,
  itemId: number,
  role: ItemMediaRole,
  mediaIds: number[],
  captions: Map<number, string> = new Map(),
): Promise<void> {
  await database
    .deleteFrom("item_media")
    .where("item_id", "=", itemId)
    .where("role", "=", role)
    .execute();
  if (mediaIds.length === 0) return;
  await database
    .insertInto("item_media")
    .values(
      mediaIds.map((mediaId, position) => ({
        item_id: itemId,
        media_id: mediaId,
        role,
        position,
        caption: captions.get(mediaId) ?? "",
      })),
    )
    .execute();
}

export async function insertRevision(
  database: Db,
  revision: {
    itemId: number;
    version: number;
    snapshot: unknown;
    authorId: number;
    reason: "save" | "autosave" | "restore";
  },
): Promise<void> {
  await database
    .insertInto("item_revisions")
    .values({
      item_id: revision.itemId,
      version: revision.version,
      snapshot: JSON.stringify(revision.snapshot),
      author_id: revision.authorId,
      reason: revision.reason,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function itemVersion(database: Db, id: number): Promise<number | null> {
  const row = await database
    .selectFrom("items")
    .select("version")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.version ?? null;
}

export async function faqCategories(database: Db): Promise<{ id: number; name: string }[]> {
  return database.selectFrom("faq_categories").select(["id", "name"]).orderBy("position").execute();
}

/** Media of one kind by id, to check that what a form names exists and is of the right kind. */
export async function existingMediaIds(
  database: Db,
  ids: number[],
  kind: "image" | "video" | "document",
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await database
    .selectFrom("media")
    .select("id")
    .where("id", "in", ids)
    .where("kind", "=", kind)
    .execute();
  return new Set(rows.map((r) => r.id));
}
