import { db } from "../../db/client.server.ts";
import { findItemState } from "../../db/content/item-status.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { publishEvent } from "../operations/events.server.ts";

/**
 * Tells the page cache of every instance that public pages showing this kind of content (or
 * any, "all") changed. Call it once the change is committed.
 */
export async function pagesChanged(content: ItemType[] | "all"): Promise<void> {
  await publishEvent({ type: "pages-changed", content });
}

/**
 * After an item changed: its kind's pages changed, unless the change cannot show (`whenPublic`
 * and the item is not published, as for a draft's autosave).
 */
export async function itemPagesChanged(id: number, whenPublic = false): Promise<void> {
  const item = await findItemState(db(), id);
  if (!item || (whenPublic && item.status !== "published")) return;
  await pagesChanged([item.type]);
}
