import type { Db } from "../client.server.ts";
import type { ItemRevisionsTable } from "../schema.ts";

export type RevisionRow = {
  id: number;
  version: number;
  reason: ItemRevisionsTable["reason"];
  created_at: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_username: string | null;
};

export type Revision = RevisionRow & { snapshot: string };

function revisions(database: Db, itemId: number) {
  return database
    .selectFrom("item_revisions")
    .leftJoin("users", "users.id", "item_revisions.author_id")
    .where("item_revisions.item_id", "=", itemId);
}

const ROW_COLUMNS = [
  "item_revisions.id",
  "item_revisions.version",
  "item_revisions.reason",
  "item_revisions.created_at",
  "users.first_name as author_first_name",
  "users.last_name as author_last_name",
  "users.username as author_username",
] as const;

/** One page of an item's revisions, newest first, with who saved each. */
export async function listRevisions(
  database: Db,
  itemId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RevisionRow[]; total: number }> {
  const { total } = await database
    .selectFrom("item_revisions")
    .where("item_id", "=", itemId)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await revisions(database, itemId)
    .select(ROW_COLUMNS)
    .orderBy("item_revisions.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** A revision of this item (never another item's), with its snapshot. */
export async function findRevision(
  database: Db,
  itemId: number,
  revisionId: number,
): Promise<Revision | null> {
  const row = await revisions(database, itemId)
    .where("item_revisions.id", "=", revisionId)
    .select(ROW_COLUMNS)
    .select("item_revisions.snapshot")
    .executeTakeFirst();
  return row ?? null;
}

/** The revision saved just before the newest one: what the last save changed from. */
export async function previousRevisionId(database: Db, itemId: number): Promise<number | null> {
  const row = await database
    .selectFrom("item_revisions")
    .select("id")
    .where("item_id", "=", itemId)
    .orderBy("id", "desc")
    .offset(1)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes revisions saved before `cutoff`, except each item's `keep` newest; returns how many. */
export async function pruneRevisions(database: Db, cutoff: string, keep: number): Promise<number> {
  const result = await database
    .deleteFrom("item_revisions")
    .where("created_at", "<", cutoff)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("item_revisions as newest")
        .select("newest.id")
        .whereRef("newest.item_id", "=", "item_revisions.item_id")
        .orderBy("newest.id", "desc")
        .limit(keep),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
