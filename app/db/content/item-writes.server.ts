import type { Db } from "../client.server.ts";
import type { ItemsTable, NewItem } from "../schema.ts";
import type { Updateable } from "kysely";

/**
 * Writes `changes` to an item only while it is still at `version`, bumping the version and
 * `updated_at`; false when someone else changed it first.
 */
export async function updateItemAtVersion(
  database: Db,
  id: number,
  version: number,
  changes: Updateable<ItemsTable>,
): Promise<boolean> {
  const result = await database
    .updateTable("items")
    .set((eb) => ({
      ...changes,
      version: eb("version", "+", 1),
      updated_at: new Date().toISOString(),
    }))
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When an item was last changed, set as another system recorded it (an imported post). */
export async function setItemUpdatedAt(database: Db, id: number, at: string): Promise<void> {
  await database.updateTable("items").set({ updated_at: at }).where("id", "=", id).execute();
}

/** Adds readers' views as they were counted (the demo content's last month), in batches. */
export async function insertItemViews(
  database: Db,
  views: { item_id: number; day: string; visitor: string }[],
): Promise<void> {
  for (let at = 0; at < views.length; at += 500)
    await database
      .insertInto("item_views")
      .values(views.slice(at, at + 500))
      .execute();
}

/**
 * Counts readers' views, one per visitor per item per day, in one transaction: those already
 * counted are left out. Returns how many were new. Rows are taken in key order, so that two
 * processes writing at once wait for each other rather than deadlock (PostgreSQL).
 */
export async function recordViews(
  database: Db,
  views: { itemId: number; day: string; visitor: string }[],
): Promise<number> {
  const rows = views
    .map((v) => ({ item_id: v.itemId, day: v.day, visitor: v.visitor }))
    .sort(
      (a, b) =>
        a.item_id - b.item_id ||
        (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
        (a.visitor < b.visitor ? -1 : a.visitor > b.visitor ? 1 : 0),
    );
  return database.transaction().execute(async (trx) => {
    const added = new Map<number, number>();
    for (let at = 0; at < rows.length; at += 500) {
      const inserted = await trx
        .insertInto("item_views")
        .values(rows.slice(at, at + 500))
        .onConflict((oc) => oc.doNothing())
        .returning("item_id")
        .execute();
      for (const { item_id } of inserted) added.set(item_id, (added.get(item_id) ?? 0) + 1);
    }
    for (const [itemId, count] of added)
      await trx
        .updateTable("items")
        .set((eb) => ({ view_count: eb("view_count", "+", count) }))
        .where("id", "=", itemId)
        .execute();
    return [...added.values()].reduce((sum, n) => sum + n, 0);
  });
}

export async function insertItem(database: Db, item: NewItem): Promise<number> {
  const row = await database
    .insertInto("items")
    .values(item)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function attachMedia(
  database: Db,
  itemId: number,
  role: "photo" | "attachment",
  media: { mediaId: number; caption?: string }[],
): Promise<void> {
  if (media.length === 0) return;
  await database
    .insertInto("item_media")
    .values(
      media.map((m, position) => ({
        item_id: itemId,
        media_id: m.mediaId,
        role,
        position,
        caption: m.caption ?? "",
      })),
    )
    .execute();
}

export async function countItems(database: Db): Promise<number> {
  const { n } = await database
    .selectFrom("items")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertFaqCategory(
  database: Db,
  category: { slug: string; name: string; position: number },
): Promise<number> {
  const row = await database
    .insertInto("faq_categories")
    .values(category)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An imported item's life so far, as its old site had it: live or not, and its dates. */
export async function setImportedState(
  database: Db,
  id: number,
  state: {
    status: "draft" | "published";
    publishedAt: string | null;
    createdAt: string;
    updatedAt: string;
    /** The account that wrote it, when not the one importing. */
    authorId?: number;
  },
): Promise<void> {
  await database
    .updateTable("items")
    .set({
      status: state.status,
      published_at: state.publishedAt,
      created_at: state.createdAt,
      updated_at: state.updatedAt,
      ...(state.authorId ? { author_id: state.authorId } : {}),
    })
    .where("id", "=", id)
    .execute();
}
