import type { ItemStep } from "../../content/permission-names.ts";

/** The status filter of a back-office content list; "" is every item outside the trash. */
export const STATUS_FILTERS = {
  "": "ทั้งหมด",
  draft: "ฉบับร่าง",
  review: "รอตรวจ",
  scheduled: "ตั้งเวลา",
  published: "เผยแพร่แล้ว",
  archived: "เก็บเข้าคลัง",
  trash: "ถังขยะ",
} as const;

export type StatusFilter = keyof typeof STATUS_FILTERS;

export const SORTS = {
  updated: "แก้ไขล่าสุด",
  published: "เผยแพร่ล่าสุด",
  title: "ชื่อเรื่อง",
  views: "เข้าชมมากที่สุด",
} as const;

export type Sort = keyof typeof SORTS;

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * What can be done to several items at once, as a workflow step, with the step it is (offered only
 * to those who hold the permission the list's kind declares for it) and the Thai words for the
 * choice and the result.
 */
export const BULK_ACTIONS = {
  submit: { label: "ส่งตรวจ", done: "ส่งตรวจแล้ว", step: "write" },
  publish: { label: "เผยแพร่", done: "เผยแพร่แล้ว", step: "publish" },
  unpublish: { label: "เลิกเผยแพร่ (กลับเป็นฉบับร่าง)", done: "เลิกเผยแพร่แล้ว", step: "publish" },
  archive: { label: "เก็บเข้าคลัง", done: "เก็บเข้าคลังแล้ว", step: "publish" },
  trash: { label: "ลบ (ย้ายไปถังขยะ)", done: "ย้ายไปถังขยะแล้ว", step: "delete" },
  untrash: { label: "นำกลับจากถังขยะ", done: "นำกลับจากถังขยะแล้ว", step: "delete" },
} as const satisfies Record<string, { label: string; done: string; step: ItemStep }>;

export type BulkAction = keyof typeof BULK_ACTIONS;

export function isBulkAction(value: string): value is BulkAction {
  return Object.hasOwn(BULK_ACTIONS, value);
}

export type ListQuery = {
  q: string;
  status: StatusFilter;
  /** An account id, or "" for every author. */
  author: string;
  sort: Sort;
  size: number;
};

/** The query string of a list view, leaving out default values. */
export function listParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.author) params.set("author", query.author);
  if (query.sort !== "updated") params.set("sort", query.sort);
  if (query.size !== DEFAULT_PAGE_SIZE) params.set("size", String(query.size));
  return params;
}
