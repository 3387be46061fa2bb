import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../../db/client.server.ts";
import {
  endPendingUpload,
  originalInUse,
  pendingUploads,
} from "../../db/media/pending-uploads.server.ts";
import { config } from "../../lib/config.server.ts";
import { releaseAbandonedJobs } from "../operations/jobs.server.ts";
import { ownerGone } from "../../lib/process-owner.server.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { removeAbandonedTemp } from "../../storage/local.server.ts";
import { TEMP_PREFIX } from "./upload-receive.server.ts";

/**
 * What a process killed mid-upload leaves behind, removed at the next start: its temporary
 * files, objects it stored whose media record was never committed, and the jobs it was running
 * (queued again). Work of processes still running (other instances) is left alone.
 */
export async function removeLeftovers(): Promise<{
  tempFiles: number;
  objects: number;
  jobs: number;
}> {
  const { dataDir, storage } = config();
  let tempFiles = 0;
  const tmp = path.join(dataDir, "tmp");
  for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const owner = name.slice(TEMP_PREFIX.length, name.lastIndexOf("."));
    const stat = await fs.stat(path.join(tmp, name)).catch(() => null);
    if (!stat || !ownerGone(owner, stat.mtime)) continue;
    await fs.rm(path.join(tmp, name), { force: true });
    tempFiles++;
  }
  if (storage === "local") tempFiles += await removeAbandonedTemp(path.join(dataDir, "media"));

  let objects = 0;
  for (const pending of await pendingUploads(db())) {
    if (!ownerGone(pending.owner, new Date(pending.created_at))) continue;
    if (!(await originalInUse(db(), pending.key))) {
      await mediaStorage().delete(pending.key);
      objects++;
    }
    await endPendingUpload(db(), pending.key, pending.owner);
  }
  return { tempFiles, objects, jobs: await releaseAbandonedJobs() };
}
