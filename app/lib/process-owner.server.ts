import fs from "node:fs";
import os from "node:os";

/** How long work left by a process on another machine is presumed still in progress. */
const FOREIGN_MS = 24 * 3_600_000;

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * This process, named so that another process can later tell whether it is gone: host, pid and
 * the pid's start time (a restarted container's process 1 is a different process). Made of
 * letters, digits and dashes, so it fits in file names.
 */
export const PROCESS_OWNER = [
  os.hostname().replace(/[^A-Za-z0-9-]/g, "-"),
  process.pid,
  startTimeOf(process.pid) ?? "0",
].join("-");

/**
 * Whether the process that left something (a temporary file, a pending upload) has ended, so
 * what it left can be removed. On another machine that cannot be known: it counts as ended once
 * the thing is a day old.
 */
export function ownerGone(owner: string, since: Date, now = new Date()): boolean {
  const match = /^(.*)-(\d+)-(\d+)$/.exec(owner);
  if (!match) return now.getTime() - since.getTime() > FOREIGN_MS;
  const [, host, pid, started] = match;
  if (host !== os.hostname().replace(/[^A-Za-z0-9-]/g, "-"))
    return now.getTime() - since.getTime() > FOREIGN_MS;
  return startTimeOf(Number(pid)) !== started;
}
