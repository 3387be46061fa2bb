import { db, type Db } from "../../db/client.server.ts";
import { AppError, failure, isAppError, type Result } from "../../lib/app-error.ts";
import {
  findEditableItem,
  insertDraft,
  insertRevision,
  itemVersion,
  replaceAttachedMedia,
  updateContent,
  type EditableItem,
  type ItemContent,
} from "../../db/content/item-editor.server.ts";
import { keepOldSlug } from "../../db/content/item-settings.server.ts";
import { deletePendingChange } from "../../db/content/pending-changes.server.ts";
import type { ItemType } from "../../db/schema.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import {
  changesWaitForReview,
  holdForReview,
  isLive,
  pendingChange,
  waitsForReview,
} from "./pending-changes.server.ts";
import { itemPagesChanged } from "./page-changes.server.ts";
import { indexItems } from "../search/search-indexing.server.ts";

/** `held`: the change waits for review and the live item is unchanged. */
export type Saved = { id: number; version: number; held: boolean };

/** An existing item to write over: the version the writer saw, and the pending change (if any). */
export type WriteTarget = { id: number; version: number; pending?: number | "latest" };

/** Thrown inside the transaction to roll it back when the version has moved on meanwhile. */
const stale = () => new AppError("item.version-conflict");

/**
 * Writes an item's content, new or over `target.version`, with its photos and attachments, and
 * keeps the result as a revision, in one transaction. `item.version-conflict` when the version (or
 * the pending change named) has moved on; callers answer with their own code.
 *
 * Someone who may not publish never writes over a published or scheduled item: the change is held
 * for review instead (`held`), and the live item stays as it is. `target.pending` names the pending
 * change the writer started from (0 or absent: none); a direct write that names one, or by someone
 * who may not publish, takes its place.
 */
export async function writeContent(
  user: StaffUser,
  target: WriteTarget | ItemType,
  change: {
    content: ItemContent;
    photoIds: number[];
    attachmentIds: number[];
    reason: "save" | "autosave" | "restore";
    /** More to write in the same transaction (an import's record of what it made). */
    also?: (trx: Db, id: number) => Promise<void>;
  },
): Promise<Result<Saved>> {
  const { content, photoIds, attachmentIds, reason } = change;
  const snapshot = { ...content, photoIds, attachmentIds };
  let before: EditableItem | null = null;
  let clear = 0;
  if (typeof target !== "string") {
    before = await findEditableItem(db(), target.id);
    if (!before || before.version !== target.version) return failure("item.version-conflict");
    const named = target.pending ?? 0;
    if (await waitsForReview(user, before)) {
      const held = await holdForReview(user, before, named, snapshot, reason);
      return held
        ? { ok: true, id: before.id, version: before.version, held: true }
        : failure("item.version-conflict");
    }
    const pending = (await pendingChange(before.id))?.version ?? 0;
    if (await changesWaitForReview(user, before.type)) {
      if (named !== "latest" && named !== pending) return failure("item.version-conflict");
      clear = pending;
    } else if (named !== "latest" && named > 0) {
      if (named !== pending) return failure("item.version-conflict");
      clear = named;
    }
  }
  let saved: { ok: true } & Saved;
  try {
    saved = await db()
      .transaction()
      .execute(async (trx) => {
        let id: number;
        if (typeof target === "string") {
          id = await insertDraft(trx, { ...content, type: target, author_id: user.id });
        } else {
          if (clear && !(await deletePendingChange(trx, target.id, clear))) throw stale();
          const editor = { ...content, editor_id: user.id };
          if (!(await updateContent(trx, target.id, target.version, editor))) throw stale();
          if (before && isLive(before.status)) await keepOldSlug(trx, before, content.slug);
          id = target.id;
        }
        await replaceAttachedMedia(trx, id, "photo", photoIds);
        await replaceAttachedMedia(trx, id, "attachment", attachmentIds);
        const version = (await itemVersion(trx, id))!;
        await insertRevision(trx, { itemId: id, version, snapshot, authorId: user.id, reason });
        await change.also?.(trx, id);
        await indexItems(trx, [id]);
        return { ok: true as const, id, version, held: false };
      });
  } catch (error) {
    if (isAppError(error) && error.code === "item.version-conflict") return error.toFailure();
    throw error;
  }
  await itemPagesChanged(saved.id, true);
  return saved;
}
