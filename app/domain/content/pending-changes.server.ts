import { mayTakeStep } from "../accounts/authorize.server.ts";
import { db } from "../../db/client.server.ts";
import type { EditableItem } from "../../db/content/item-editor.server.ts";
import {
  findPendingChange,
  storePendingChange,
  type PendingChangeRow,
} from "../../db/content/pending-changes.server.ts";
import type { ItemStatus, ItemType } from "../../db/schema.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { authorName } from "../../lib/staff/author-name.ts";
import { parseSnapshot, type Snapshot } from "./item-snapshot.server.ts";

/** Public now, or due to be: what an administrator approved. */
export function isLive(status: ItemStatus): boolean {
  return status === "published" || status === "scheduled";
}

/** Whether this person's changes to live items of the type wait for review (they may not publish). */
export async function changesWaitForReview(user: StaffUser, type: ItemType): Promise<boolean> {
  return !(await mayTakeStep(user, type, "publish"));
}

/** The rule: a change to a live item by someone who may not publish waits for review. */
export async function waitsForReview(
  user: StaffUser,
  item: { status: ItemStatus; type: ItemType },
): Promise<boolean> {
  return isLive(item.status) && (await changesWaitForReview(user, item.type));
}

export const HELD_MESSAGE = "บันทึกแล้ว การแก้ไขนี้รอผู้ดูแลระบบตรวจก่อนเผยแพร่ หน้าเว็บยังแสดงฉบับที่เผยแพร่อยู่";

/** A pending change as the back-office shows it. */
export type PendingChange = {
  version: number;
  baseVersion: number;
  author: string;
  createdAt: string;
  updatedAt: string;
  returned: { at: string; note: string } | null;
  snapshot: Snapshot;
};

function describe(row: PendingChangeRow): PendingChange {
  return {
    version: row.version,
    baseVersion: row.base_version,
    author: authorName(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    returned: row.returned_at ? { at: row.returned_at, note: row.return_note } : null,
    snapshot: parseSnapshot(row.snapshot),
  };
}

export async function pendingChange(itemId: number): Promise<PendingChange | null> {
  const row = await findPendingChange(db(), itemId);
  return row ? describe(row) : null;
}

/**
 * Keeps a change to a live item as its pending change instead of writing it, over the pending
 * version the writer started from (`latest`: whatever is pending now, for a change of a few fields
 * or a whole revision). An explicit save (not an autosave) puts a change that was sent back into
 * the review queue again. False when someone else changed the pending change first.
 */
export async function holdForReview(
  user: StaffUser,
  item: Pick<EditableItem, "id" | "version">,
  expected: number | "latest",
  snapshot: Snapshot,
  reason: "save" | "autosave" | "restore",
): Promise<boolean> {
  const current = await findPendingChange(db(), item.id);
  const at = expected === "latest" ? (current?.version ?? 0) : expected;
  if ((current?.version ?? 0) !== at) return false;
  const version = await storePendingChange(db(), {
    itemId: item.id,
    expected: at,
    baseVersion: item.version,
    snapshot: JSON.stringify(snapshot),
    authorId: user.id,
    resubmit: reason !== "autosave",
  });
  return version !== null;
}
