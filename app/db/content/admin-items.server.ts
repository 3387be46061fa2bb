import type { Db } from "../client.server.ts";
import type { Item, ItemType } from "../schema.ts";

/** `review` is a draft waiting for review; `trash` is every deleted item, whatever its status. */
export type AdminItemState = "draft" | "review" | "scheduled" | "published" | "archived" | "trash";

export type AdminItemSort = "updated" | "published" | "title" | "views";

export type AdminItemFilters = {
  type: ItemType;
  /** One subject, none (`null`) or any (`undefined`). */
  subject: string | null | undefined;
  /** Only these items: the search engine's matches for the typed text. */
  ids?: number[];
  state?: AdminItemState;
  authorId?: number;
};

export type AdminItemRow = Pick<
  Item,
  | "id"
  | "type"
  | "subject"
  | "slug"
  | "title"
  | "status"
  | "submitted_at"
  | "deleted_at"
  | "published_at"
  | "updated_at"
  | "view_count"
  | "version"
  | "pinned"
  | "details"
> & {
  author_first_name: string | null;
  author_last_name: string | null;
  category: string | null;
  /** When a change to this live item started waiting for review; null when none waits. */
  change_waiting_at: string | null;
};

/** The items of one list, filtered. */
function filtered(database: Db, filters: AdminItemFilters) {
  let query = database
    .selectFrom("items")
    .leftJoin("users", "users.id", "items.author_id")
    .leftJoin("faq_categories", "faq_categories.id", "items.faq_category_id")
    .leftJoin("item_pending_changes as change", (join) =>
      join.onRef("change.item_id", "=", "items.id").on("change.returned_at", "is", null),
    )
    .where("items.type", "=", filters.type);
  if (filters.subject === null) query = query.where("items.subject", "is", null);
  else if (filters.subject !== undefined)
    query = query.where("items.subject", "=", filters.subject);
  query =
    filters.state === "trash"
      ? query.where("items.deleted_at", "is not", null)
      : query.where("items.deleted_at", "is", null);
  if (filters.state === "review")
    query = query.where((eb) =>
      eb.or([
        eb.and([eb("items.status", "=", "draft"), eb("items.submitted_at", "is not", null)]),
        eb("change.item_id", "is not", null),
      ]),
    );
  else if (filters.state && filters.state !== "trash")
    query = query.where("items.status", "=", filters.state);
  if (filters.authorId !== undefined) query = query.where("items.author_id", "=", filters.authorId);
  if (filters.ids) query = query.where("items.id", "in", filters.ids.length ? filters.ids : [0]);
  return query;
}

export async function listAdminItems(
  database: Db,
  filters: AdminItemFilters,
  sort: AdminItemSort,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminItemRow[]; total: number }> {
  const query = filtered(database, filters);
  let ordered = query.select([
    "items.id",
    "items.type",
    "items.subject",
    "items.slug",
    "items.title",
    "items.status",
    "items.submitted_at",
    "items.deleted_at",
    "items.published_at",
    "items.updated_at",
    "items.view_count",
    "items.version",
    "items.pinned",
    "items.details",
    "users.first_name as author_first_name",
    "users.last_name as author_last_name",
    "faq_categories.name as category",
    "change.updated_at as change_waiting_at",
  ]);
  if (sort === "published")
    ordered = ordered.orderBy("items.published_at", (ob) => ob.desc().nullsLast());
  else if (sort === "title") ordered = ordered.orderBy("items.title", "asc");
  else if (sort === "views") ordered = ordered.orderBy("items.view_count", "desc");
  const [rows, count] = await Promise.all([
    ordered
      .orderBy("items.updated_at", "desc")
      .orderBy("items.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The items among `ids` that belong to one list (in or out of the trash), by title. */
export async function findListItems(
  database: Db,
  ids: number[],
  list: Pick<AdminItemFilters, "type" | "subject">,
): Promise<Pick<Item, "id" | "title">[]> {
  if (ids.length === 0) return [];
  let query = database
    .selectFrom("items")
    .select(["id", "title"])
    .where("id", "in", ids)
    .where("type", "=", list.type);
  if (list.subject === null) query = query.where("subject", "is", null);
  else if (list.subject !== undefined) query = query.where("subject", "=", list.subject);
  return query.orderBy("title").execute();
}

export type StaffName = { id: number; first_name: string; last_name: string; username: string };

/** Every staff account by name, for choosing an author. */
export async function listStaffNames(database: Db): Promise<StaffName[]> {
  return database
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "username"])
    .orderBy("first_name")
    .orderBy("last_name")
    .execute();
}
