import { permitted } from "../accounts/authorize.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { kindOf, permissionFor } from "../../content/admin-kinds.ts";
import { db } from "../../db/client.server.ts";
import { findEditableItem, slugTaken } from "../../db/content/item-editor.server.ts";
import {
  findRevision,
  listRevisions,
  previousRevisionId,
  type RevisionRow,
} from "../../db/content/revisions.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { authorName } from "../../lib/staff/author-name.ts";
import { audit } from "../operations/audit.server.ts";
import { writeContent } from "./content-writes.server.ts";
import {
  compareSnapshots,
  currentSnapshot,
  parseSnapshot,
  stillExisting,
} from "./item-snapshot.server.ts";
import { cleanRichText } from "./rich-text.server.ts";

export const REVISIONS_PAGE_SIZE = 20;

export type RevisionSummary = {
  id: number;
  version: number;
  reason: RevisionRow["reason"];
  createdAt: string;
  author: string;
};

function summarize(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    reason: row.reason,
    createdAt: row.created_at,
    author: authorName(row),
  };
}

/**
 * An item's revisions page: one page of its revisions, and a comparison of two states — by
 * default the revision before the last save against the item as it is now. Null when the item,
 * or a chosen revision, is not this item's.
 */
export async function revisionsView(
  itemId: number,
  page: number,
  choice: { from: number | null; to: number | null },
) {
  const item = await findEditableItem(db(), itemId);
  const kind = item && kindOf(item);
  if (!item || !kind) return null;
  const list = await listRevisions(db(), itemId, {
    limit: REVISIONS_PAGE_SIZE,
    offset: (page - 1) * REVISIONS_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(list.total / REVISIONS_PAGE_SIZE));
  const fromId = choice.from ?? (await previousRevisionId(db(), itemId)) ?? list.rows[0]?.id;
  const [from, to] = await Promise.all([
    fromId ? findRevision(db(), itemId, fromId) : null,
    choice.to ? findRevision(db(), itemId, choice.to) : null,
  ]);
  if ((choice.from && !from) || (choice.to && !to)) return null;
  const comparison = from
    ? {
        from: summarize(from),
        to: to ? summarize(to) : null,
        fields: compareSnapshots(
          kind,
          parseSnapshot(from.snapshot),
          to ? parseSnapshot(to.snapshot) : await currentSnapshot(item),
        ),
      }
    : null;
  return {
    item: { id: item.id, title: item.title, version: item.version },
    kind: { key: kind.key, label: kind.label },
    revisions: {
      items: list.rows.map(summarize),
      page,
      pageSize: REVISIONS_PAGE_SIZE,
      total: list.total,
      pages,
    },
    comparison,
  };
}

export type RevisionsView = NonNullable<Awaited<ReturnType<typeof revisionsView>>>;

/** `held`: the restore waits for review as the item's pending change. */
type Restored = {
  ok: true;
  version: number;
  restored: number;
  mediaDropped: boolean;
  held: boolean;
};

/**
 * Makes a revision the item's content again, as a new save with reason `restore`: only over the
 * version the person saw (otherwise a conflict), with the body cleaned again and media that has
 * since left the library left out.
 */
export async function restoreRevision(
  actor: Actor,
  itemId: number,
  revisionId: number,
  version: number,
): Promise<Restored | Failure> {
  const [item, revision] = await Promise.all([
    findEditableItem(db(), itemId),
    findRevision(db(), itemId, revisionId),
  ]);
  if (!item || !revision) return failure("revision.not-found");
  if (!(await permitted(actor, permissionFor(item.type, "write"), `revision-restore #${itemId}`)))
    return failure("item.forbidden");
  if (item.version !== version) return failure("revision.version-conflict");
  const snapshot = parseSnapshot(revision.snapshot);
  if (!snapshot.title || !snapshot.slug) return failure("revision.incomplete");
  if (await slugTaken(db(), item.type, snapshot.slug, itemId))
    return failure("revision.slug-taken", {
      message: `ชื่อในลิงก์ "${snapshot.slug}" ของฉบับนี้ถูกใช้แล้วโดยเนื้อหาอื่น`,
    });
  const media = await stillExisting(snapshot);
  const content = { ...media.content, body: cleanRichText(media.content.body) };
  const saved = await writeContent(
    actor.user,
    { id: itemId, version, pending: "latest" },
    { content, photoIds: media.photoIds, attachmentIds: media.attachmentIds, reason: "restore" },
  );
  if (!saved.ok) return failure("revision.version-conflict");
  await audit(
    actor.client,
    saved.held ? "item-change-pending" : "item-revision-restored",
    { userId: actor.user.id, username: actor.user.username },
    `${content.title} (#${itemId}) จากฉบับที่ ${revision.version}`,
  );
  return {
    ok: true,
    version: saved.version,
    restored: revision.version,
    mediaDropped: media.dropped,
    held: saved.held,
  };
}
