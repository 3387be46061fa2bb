import type { Db } from "../client.server.ts";
import { updateItemAtVersion } from "./item-writes.server.ts";
import { nowIso, visible } from "./items.server.ts";
import type { Item, ItemType } from "../schema.ts";

const SETTINGS_COLUMNS = [
  "id",
  "type",
  "subject",
  "slug",
  "title",
  "status",
  "version",
  "published_at",
  "unpublish_at",
  "submitted_at",
  "deleted_at",
  "pinned",
  "pinned_order",
  "listed",
  "seo_title",
  "seo_description",
] as const;

export type ItemSettings = Pick<Item, (typeof SETTINGS_COLUMNS)[number]>;

export type SettingsChange = Partial<
  Pick<
    Item,
    "subject" | "slug" | "pinned" | "pinned_order" | "listed" | "seo_title" | "seo_description"
  >
>;

export async function findItemSettings(database: Db, id: number): Promise<ItemSettings | null> {
  const row = await database
    .selectFrom("items")
    .select(SETTINGS_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Writes settings only over `version`, bumping it; a changed slug leaves a redirect from the old
 * one. False when someone else changed the item first.
 */
export async function updateItemSettings(
  database: Db,
  item: Pick<ItemSettings, "id" | "type" | "slug" | "version">,
  change: SettingsChange & { editor_id: number },
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    if (!(await updateItemAtVersion(trx, item.id, item.version, change))) return false;
    if (change.slug) await keepOldSlug(trx, item, change.slug);
    return true;
  });
}

/** After an item's slug changed from `item.slug` to `slug`, the old one keeps answering. */
export async function keepOldSlug(
  database: Db,
  item: Pick<ItemSettings, "id" | "type" | "slug">,
  slug: string,
): Promise<void> {
  if (slug === item.slug) return;
  const now = new Date().toISOString();
  await database
    .deleteFrom("item_redirects")
    .where("type", "=", item.type)
    .where("old_slug", "=", slug)
    .execute();
  await database
    .insertInto("item_redirects")
    .values({ type: item.type, old_slug: item.slug, item_id: item.id, created_at: now })
    .onConflict((oc) =>
      oc.columns(["type", "old_slug"]).doUpdateSet({ item_id: item.id, created_at: now }),
    )
    .execute();
}

export type PublicAddress = { type: ItemType; subject: string | null; slug: string };

/**
 * Where a public item of this type and slug lives now: the item itself when the slug is current
 * (its subject may differ from the one asked for), else the item an old slug redirects to.
 */
export async function currentAddress(
  database: Db,
  type: ItemType,
  slug: string,
): Promise<PublicAddress | null> {
  const now = nowIso();
  const columns = ["items.type", "items.subject", "items.slug"] as const;
  const current = await visible(database.selectFrom("items"), now)
    .where("items.type", "=", type)
    .where("items.slug", "=", slug)
    .select(columns)
    .executeTakeFirst();
  if (current) return current;
  const redirect = await database
    .selectFrom("item_redirects")
    .select("item_id")
    .where("type", "=", type)
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  if (!redirect) return null;
  const moved = await visible(database.selectFrom("items"), now)
    .where("items.id", "=", redirect.item_id)
    .select(columns)
    .executeTakeFirst();
  return moved ?? null;
}
