import { z } from "zod";
import { listSubject, type AdminKind } from "../../content/admin-kinds.ts";
import { parseDetails } from "../../content/editor-fields.ts";
import { hasOwnPage } from "../../content/kind-office.ts";
import { itemPath } from "../../content/types.ts";
import {
  findListItems,
  listAdminItems,
  listStaffNames,
  type AdminItemRow,
} from "../../db/content/admin-items.server.ts";
import { db } from "../../db/client.server.ts";
import { searchEveryItem } from "../search/search.server.ts";
import { pageCount, type Page } from "../../db/content/items.server.ts";
import type { ItemStatus } from "../../db/schema.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { formatCount } from "../../lib/format.ts";
import { can } from "../../lib/permissions.ts";
import {
  BULK_ACTIONS,
  DEFAULT_PAGE_SIZE,
  isBulkAction,
  PAGE_SIZES,
  SORTS,
  STATUS_FILTERS,
  type BulkAction,
  type ListQuery,
  type Sort,
  type StatusFilter,
} from "../../lib/staff/content-list.ts";
import { permitted } from "../accounts/authorize.server.ts";
import { applyWorkflow, type Actor } from "./item-workflow.server.ts";
import { getSecuritySettings } from "../accounts/security-settings.server.ts";

const querySchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, 100))
    .catch(""),
  status: z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]]).catch(""),
  author: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .catch(""),
  sort: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]).catch("updated"),
  size: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
});

/** Reads a list's filters from its URL; anything malformed falls back to the default. */
export function listQuery(url: URL): ListQuery {
  return querySchema.parse(Object.fromEntries(url.searchParams));
}

export type ListRow = {
  id: number;
  title: string;
  status: ItemStatus;
  submittedAt: string | null;
  /** A change to the live item waiting for review, since then. */
  changeWaitingAt: string | null;
  deletedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  viewCount: number;
  version: number;
  pinned: boolean;
  author: string | null;
  category: string | null;
  /** An executive's position, for kinds that list it. */
  position: string | null;
  editPath: string;
  settingsPath: string;
  /** Where the public reads it, while it is public. */
  publicPath: string | null;
};

function toRow(kind: AdminKind, row: AdminItemRow, now: string): ListRow {
  const live =
    row.status === "published" &&
    !row.deleted_at &&
    row.published_at !== null &&
    row.published_at <= now;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    submittedAt: row.submitted_at,
    changeWaitingAt: row.change_waiting_at,
    deletedAt: row.deleted_at,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    viewCount: row.view_count,
    version: row.version,
    pinned: row.pinned === 1,
    author: row.author_first_name ? `${row.author_first_name} ${row.author_last_name}` : null,
    category:
      row.category ??
      (kind.subject === null
        ? kind.subjects?.choices.find((s) => s.key === row.subject)?.label
        : null) ??
      null,
    position: parseDetails(row.details).position ?? null,
    editPath: `/admin/write/${kind.key}/${row.id}`,
    settingsPath: `/admin/data/${row.id}/${row.type}/${row.subject ?? "-"}/setting`,
    publicPath: live && hasOwnPage(row.type) ? itemPath(row) : null,
  };
}

const SEARCH_LIMIT = 1000;

/** One page of a back-office list, in the project's pagination shape. */
export async function contentListPage(
  kind: AdminKind,
  query: ListQuery,
  page: number,
): Promise<Page<ListRow>> {
  const { rows, total } = await listAdminItems(
    db(),
    {
      type: kind.type,
      subject: listSubject(kind),
      ids: query.q ? await searchEveryItem(query.q, kind.type, SEARCH_LIMIT) : undefined,
      state: query.status || undefined,
      authorId: query.author ? Number(query.author) : undefined,
    },
    query.sort,
    { limit: query.size, offset: (page - 1) * query.size },
  );
  const now = new Date().toISOString();
  return {
    items: rows.map((row) => toRow(kind, row, now)),
    page,
    pageSize: query.size,
    total,
    pages: pageCount(total, query.size),
  };
}

export async function authorChoices(): Promise<{ id: string; name: string }[]> {
  return (await listStaffNames(db())).map((s) => ({
    id: String(s.id),
    name: `${s.first_name} ${s.last_name} (${s.username})`,
  }));
}

/** The bulk steps this person may take: in the trash only restoring, elsewhere the rest. */
export async function bulkChoices(
  user: StaffUser,
  kind: AdminKind,
  inTrash: boolean,
): Promise<BulkAction[]> {
  const settings = await getSecuritySettings();
  const steps: BulkAction[] = inTrash
    ? ["untrash"]
    : ["submit", "publish", "unpublish", "archive", "trash"];
  return steps.filter((step) => can(user, kind.permissions[BULK_ACTIONS[step].step], settings));
}

export type BulkRequest = { action: string; picks: string[]; confirmed: boolean };

/**
 * A posted bulk form: the chosen action, the chosen items as `id:version` (all listed ones when
 * "select all on this page" was ticked, which works without JavaScript) and whether it is confirmed.
 */
export function readBulkForm(form: FormData): BulkRequest {
  const texts = (name: string) =>
    form.getAll(name).filter((v): v is string => typeof v === "string");
  return {
    action: texts("action")[0] ?? "",
    picks: form.get("all") === "1" ? texts("listed") : texts("item"),
    confirmed: form.get("confirm") === "1",
  };
}

export type BulkItem = { id: number; version: number; title: string };

export type BulkReply =
  | ({ step: "refused" } & Failure)
  | { step: "confirm"; action: BulkAction; items: BulkItem[] }
  | { step: "done"; ok: boolean; message: string; failures: { title: string; message: string }[] };

const MAX_PICKS = 100;

/** `id:version` pairs, each item once, at most a hundred. */
function parsePicks(picks: string[]): { id: number; version: number }[] {
  const seen = new Map<number, number>();
  for (const pick of picks.slice(0, MAX_PICKS)) {
    const match = /^([1-9]\d{0,9}):(\d{1,9})$/.exec(pick);
    if (match && !seen.has(Number(match[1]))) seen.set(Number(match[1]), Number(match[2]));
  }
  return [...seen].map(([id, version]) => ({ id, version }));
}

/**
 * A bulk step on items of one list. Unconfirmed, it answers with the items to confirm; confirmed,
 * it takes each item through the workflow at the version the person saw, and reports per item.
 */
export async function bulkRequest(
  actor: Actor,
  kind: AdminKind,
  request: BulkRequest,
): Promise<BulkReply & { status: number }> {
  if (!isBulkAction(request.action)) return { step: "refused", ...failure("bulk.no-action") };
  const action = request.action;
  if (!(await permitted(actor, kind.permissions[BULK_ACTIONS[action].step], `bulk-${action}`)))
    return { step: "refused", ...failure("item.forbidden") };
  const picks = parsePicks(request.picks);
  const titles = new Map(
    (
      await findListItems(
        db(),
        picks.map((p) => p.id),
        { type: kind.type, subject: listSubject(kind) },
      )
    ).map((i) => [i.id, i.title]),
  );
  const items = picks.flatMap((p) => {
    const title = titles.get(p.id);
    return title === undefined ? [] : [{ ...p, title }];
  });
  if (items.length === 0) return { step: "refused", ...failure("bulk.no-items") };
  if (!request.confirmed) return { step: "confirm", status: 200, action, items };

  let done = 0;
  const failures: { title: string; message: string }[] = [];
  for (const item of items) {
    const result = await applyWorkflow(actor, item.id, item.version, { action });
    if (result.ok) done++;
    else failures.push({ title: item.title, message: result.message });
  }
  const message =
    `${BULK_ACTIONS[action].done} ${formatCount(done)} รายการ` +
    (failures.length ? `, ไม่สำเร็จ ${formatCount(failures.length)} รายการ` : "");
  return { step: "done", status: 200, ok: failures.length === 0, message, failures };
}
