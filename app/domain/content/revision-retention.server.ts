import { db } from "../../db/client.server.ts";
import { pruneRevisions } from "../../db/content/revisions.server.ts";
import { defineRetention } from "../operations/retention.server.ts";

/** Every item keeps at least this many of its newest revisions, however old. */
export const KEEP_NEWEST = 5;
export const MAX_RETENTION_DAYS = 3650;

const revisions = defineRetention({
  setting: "revisions",
  job: "prune-revisions",
  maxDays: MAX_RETENTION_DAYS,
  permission: "settings.manage",
  operation: "revision-retention",
  savedDetail: (days) => `เก็บประวัติการแก้ไข: ${days === 0 ? "ทั้งหมด" : `${days} วัน`}`,
  savedMessage: (days) =>
    days === 0
      ? "บันทึกแล้ว: เก็บประวัติการแก้ไขไว้ทั้งหมด"
      : `บันทึกแล้ว: เก็บประวัติการแก้ไข ${days} วัน (แต่ละเนื้อหาเก็บ ${KEEP_NEWEST} ฉบับล่าสุดไว้เสมอ)`,
  deleteBefore: (before) => pruneRevisions(db(), before, KEEP_NEWEST),
});

/** How many days revisions are kept; 0 (the default) keeps them all. */
export const revisionRetentionDays = revisions.days;
export const saveRevisionRetention = revisions.save;
/** Deletes revisions older than the retention, keeping each item's newest; returns how many. */
export const pruneOldRevisions = revisions.purge;
