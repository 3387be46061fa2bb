import { ADMIN_KINDS, kindOf } from "../../content/admin-kinds.ts";
import { db } from "../../db/client.server.ts";
import {
  countItemsByStatus,
  countViewsPerDay,
  listMostRead,
  listRecentEdits,
  listReviewed,
  listScheduled,
  listWaitingForReview,
  type ItemLine,
  type StatusCount,
} from "../../db/content/dashboard.server.ts";
import { listPendingReview, type PendingLine } from "../../db/content/pending-changes.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { parseDetails } from "../../content/editor-fields.ts";
import { bangkokDay } from "../../lib/dates.ts";

/** How many items the review queue on the dashboard shows. */
const WAITING_LIST_SIZE = 10;

/** How many days ahead a health item's next review shows on the dashboard. */
const REVIEW_NOTICE_DAYS = 30;

/** How many Thai days, today included, the view figures cover. */
const VIEW_DAYS = 30;

/** The count table's columns: a draft submitted for review counts as waiting, not as a draft. */
const COUNT_COLUMNS = ["draft", "waiting", "scheduled", "published", "archived"] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type Counts = Record<CountColumn, number> & { total: number };

export type KindCounts = { key: string; label: string; listPath: string; counts: Counts };

/** An item in one of the dashboard's lists; `editorPath` is null for an item of no known kind. */
export type DashboardEntry = {
  id: number;
  title: string;
  kindLabel: string;
  editorPath: string | null;
};

export type DatedEntry = DashboardEntry & { at: string | null; person: string | null };

export type Dashboard = {
  counts: KindCounts[];
  totals: Counts;
  waiting: DatedEntry[];
  scheduled: DatedEntry[];
  recent: DatedEntry[];
  mostRead: (DashboardEntry & { views: number })[];
  /** One entry per Thai day, oldest first, days without views as 0. */
  daily: { day: string; views: number }[];
  /** Health content whose next medical review is due within 30 days or past, soonest first. */
  reviewsDue: ReviewDue[];
};

export type ReviewDue = DashboardEntry & { due: string; overdue: boolean; reviewer: string };

/**
 * The back-office overview as of `now`; the view figures end on that Thai day. A change waiting
 * for review links to its review page for a `reviewer`, otherwise to the editor.
 */
export async function readDashboard(now = new Date(), reviewer = true): Promise<Dashboard> {
  const today = bangkokDay(now);
  const days = Array.from({ length: VIEW_DAYS }, (_, i) => dayBefore(today, VIEW_DAYS - 1 - i));
  const range = { from: days[0]!, to: today };
  const [statusCounts, waiting, changes, scheduled, recent, mostRead, perDay, reviewed] =
    await Promise.all([
      countItemsByStatus(db()),
      listWaitingForReview(db()),
      listPendingReview(db(), WAITING_LIST_SIZE),
      listScheduled(db()),
      listRecentEdits(db()),
      listMostRead(db(), range),
      countViewsPerDay(db(), range),
      listReviewed(db()),
    ]);
  const counts = countsByKind(statusCounts);
  const viewsOn = new Map(perDay.map((d) => [d.day, d.views]));
  return {
    counts,
    totals: sumCounts(counts.map((k) => k.counts)),
    waiting: [...waiting.map(datedEntry), ...changes.map((c) => changeEntry(c, reviewer))]
      .sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""))
      .slice(0, WAITING_LIST_SIZE),
    scheduled: scheduled.map(datedEntry),
    recent: recent.map(datedEntry),
    mostRead: mostRead.map((item) => ({ ...entry(item), views: item.views })),
    daily: days.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
    reviewsDue: reviewsDue(reviewed, today),
  };
}

/** The reviewed items whose next review is past or within the notice period of `today`. */
function reviewsDue(
  items: { id: number; type: ItemType; subject: string | null; title: string; details: string }[],
  today: string,
): ReviewDue[] {
  const until = dayBefore(today, -REVIEW_NOTICE_DAYS);
  return items
    .flatMap((item) => {
      const { reviewDue, reviewer = "" } = parseDetails(item.details);
      return reviewDue && reviewDue <= until
        ? [{ ...entry(item), due: reviewDue, overdue: reviewDue < today, reviewer }]
        : [];
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.id - b.id);
}

/** `YYYY-MM-DD`, `n` calendar days before `day`. */
function dayBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

function emptyCounts(): Counts {
  return { draft: 0, waiting: 0, scheduled: 0, published: 0, archived: 0, total: 0 };
}

function countsByKind(rows: StatusCount[]): KindCounts[] {
  const byKey = new Map(
    ADMIN_KINDS.map((kind) => [
      kind.key,
      {
        key: kind.key,
        label: kind.label,
        listPath: `/admin/${kind.group}/${kind.list}`,
        counts: emptyCounts(),
      },
    ]),
  );
  for (const row of rows) {
    const kind = kindOf(row);
    const counts = kind && byKey.get(kind.key)?.counts;
    if (!counts) continue;
    if (row.status === "draft") {
      counts.waiting += row.submitted;
      counts.draft += row.count - row.submitted;
    } else {
      counts[row.status] += row.count;
    }
    counts.total += row.count;
  }
  return [...byKey.values()];
}

function sumCounts(list: Counts[]): Counts {
  const sum = emptyCounts();
  for (const counts of list) {
    for (const column of [...COUNT_COLUMNS, "total"] as const) sum[column] += counts[column];
  }
  return sum;
}

function entry(item: { id: number; type: ItemType; subject: string | null; title: string }) {
  const kind = kindOf(item);
  return {
    id: item.id,
    title: item.title,
    kindLabel: kind?.label ?? "ไม่ทราบประเภท",
    editorPath: kind ? `/admin/write/${kind.key}/${item.id}` : null,
  };
}

/** A change to a live item waiting for review. */
function changeEntry(item: PendingLine, reviewer: boolean): DatedEntry {
  const entry = datedEntry(item);
  return {
    ...entry,
    kindLabel: `${entry.kindLabel} (แก้ไขฉบับที่เผยแพร่)`,
    editorPath: reviewer ? `/admin/review/${item.id}` : entry.editorPath,
  };
}

function datedEntry(item: ItemLine): DatedEntry {
  const person = [item.firstName, item.lastName].filter(Boolean).join(" ");
  return { ...entry(item), at: item.at, person: person || null };
}
