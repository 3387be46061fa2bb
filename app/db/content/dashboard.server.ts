import type { Db } from "../client.server.ts";
import type { ItemStatus, ItemType } from "../schema.ts";

const LIST_SIZE = 10;

export type StatusCount = {
  type: ItemType;
  subject: string | null;
  status: ItemStatus;
  count: number;
  /** Of those, submitted for review (only drafts keep a submission). */
  submitted: number;
};

/** Items outside the trash, counted per type, subject and status in one query. */
export async function countItemsByStatus(database: Db): Promise<StatusCount[]> {
  const rows = await database
    .selectFrom("items")
    .select((eb) => [
      "type",
      "subject",
      "status",
      eb.fn.countAll<number>().as("count"),
      eb.fn.count<number>("submitted_at").as("submitted"),
    ])
    .where("deleted_at", "is", null)
    .groupBy(["type", "subject", "status"])
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count), submitted: Number(r.submitted) }));
}

export type ItemLine = {
  id: number;
  type: ItemType;
  subject: string | null;
  title: string;
  /** The time the list is about: submitted, due to publish or last edited. */
  at: string | null;
  firstName: string | null;
  lastName: string | null;
};

function itemLines(database: Db) {
  return database
    .selectFrom("items")
    .select(["items.id", "items.type", "items.subject", "items.title"])
    .where("items.deleted_at", "is", null)
    .limit(LIST_SIZE);
}

/** Drafts submitted for review, newest submission first, with who submitted them. */
export async function listWaitingForReview(database: Db): Promise<ItemLine[]> {
  return itemLines(database)
    .leftJoin("users", "users.id", "items.submitted_by")
    .select([
      "items.submitted_at as at",
      "users.first_name as firstName",
      "users.last_name as lastName",
    ])
    .where("items.status", "=", "draft")
    .where("items.submitted_at", "is not", null)
    .orderBy("items.submitted_at", "desc")
    .orderBy("items.id", "desc")
    .execute();
}

/** Scheduled items, the next to publish first, with who scheduled them. */
export async function listScheduled(database: Db): Promise<ItemLine[]> {
  return itemLines(database)
    .leftJoin("users", "users.id", "items.editor_id")
    .select([
      "items.published_at as at",
      "users.first_name as firstName",
      "users.last_name as lastName",
    ])
    .where("items.status", "=", "scheduled")
    .orderBy("items.published_at", "asc")
    .orderBy("items.id", "asc")
    .execute();
}

/** The most recently changed items with their last editor. */
export async function listRecentEdits(database: Db): Promise<ItemLine[]> {
  return itemLines(database)
    .leftJoin("users", "users.id", "items.editor_id")
    .select([
      "items.updated_at as at",
      "users.first_name as firstName",
      "users.last_name as lastName",
    ])
    .orderBy("items.updated_at", "desc")
    .orderBy("items.id", "desc")
    .execute();
}

export type DayRange = { from: string; to: string };

export type MostRead = {
  id: number;
  type: ItemType;
  subject: string | null;
  title: string;
  views: number;
};

/** The items with the most daily visitor views between two Thai days (inclusive), outside the trash. */
export async function listMostRead(database: Db, days: DayRange): Promise<MostRead[]> {
  const rows = await database
    .selectFrom("item_views")
    .innerJoin("items", "items.id", "item_views.item_id")
    .select((eb) => [
      "items.id",
      "items.type",
      "items.subject",
      "items.title",
      eb.fn.countAll<number>().as("views"),
    ])
    .where("item_views.day", ">=", days.from)
    .where("item_views.day", "<=", days.to)
    .where("items.deleted_at", "is", null)
    .groupBy(["items.id", "items.type", "items.subject", "items.title"])
    .orderBy("views", "desc")
    .orderBy("items.id", "asc")
    .limit(LIST_SIZE)
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}

/**
 * Views per Thai day between two days (inclusive); days without views are absent. Every view the
 * site served counts, including those of items since moved to the trash.
 */
export async function countViewsPerDay(
  database: Db,
  days: DayRange,
): Promise<{ day: string; views: number }[]> {
  const rows = await database
    .selectFrom("item_views")
    .select((eb) => ["day", eb.fn.countAll<number>().as("views")])
    .where("day", ">=", days.from)
    .where("day", "<=", days.to)
    .groupBy("day")
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

/** Items that carry a next-review date (in `details`), outside the trash, with their details. */
export async function listReviewed(
  database: Db,
): Promise<
  { id: number; type: ItemType; subject: string | null; title: string; details: string }[]
> {
  const rows = await database
    .selectFrom("items")
    .select(["id", "type", "subject", "title", "details"])
    .where("deleted_at", "is", null)
    .where("status", "in", ["published", "scheduled"])
    .where("details", "like", '%"reviewDue"%')
    .execute();
  return rows.map((r) => ({ ...r, details: r.details ?? "" }));
}
