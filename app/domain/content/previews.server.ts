import { createHash, randomBytes } from "node:crypto";
import { db } from "../../db/client.server.ts";
import { findEditableItem } from "../../db/content/item-editor.server.ts";
import { findItemDetail } from "../../db/content/item-detail.server.ts";
import { adjacentPublished, relatedPublished } from "../../db/content/items.server.ts";
import {
  deleteExpiredPreviews,
  findLivePreview,
  insertPreview,
} from "../../db/content/previews.server.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";

export const PREVIEW_HOURS = 24;

/** 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenId = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A private link to an item's page as the public will see it, for 24 hours. Only the token's
 * hash is stored; the token itself exists only in the link. Null when the item has no page.
 */
export async function createPreviewLink(
  actor: Actor,
  itemId: number,
): Promise<{ token: string; expiresAt: string } | null> {
  await authorize(actor, "content.write", `preview-link #${itemId}`);
  const item = await findEditableItem(db(), itemId);
  if (!item || item.deleted_at) return null;
  const now = new Date();
  await deleteExpiredPreviews(db(), now.toISOString());
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3_600_000).toISOString();
  await insertPreview(db(), { id: tokenId(token), itemId, createdBy: actor.user.id, expiresAt });
  await audit(
    actor.client,
    "preview-link-created",
    { userId: actor.user.id, username: actor.user.username },
    `${item.title} (#${itemId}) หมดอายุ ${expiresAt}`,
  );
  return { token, expiresAt };
}

/** What a live preview link shows: the item's public page, drafts included. Null otherwise. */
export async function previewPage(token: string) {
  if (!TOKEN.test(token)) return null;
  const preview = await findLivePreview(db(), tokenId(token), new Date().toISOString());
  const item = preview && (await findItemDetail(db(), preview.itemId));
  if (!preview || !item) return null;
  const [adjacent, related] = await Promise.all([
    adjacentPublished(db(), item),
    relatedPublished(db(), item, 3),
  ]);
  return { item, adjacent, related, expiresAt: preview.expiresAt };
}
