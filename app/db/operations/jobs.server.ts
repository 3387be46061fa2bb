import type { Db } from "../client.server.ts";

export type ClaimedJob = { id: number; kind: string; payload: string; attempts: number };

export async function insertJob(
  database: Db,
  job: { kind: string; payload: unknown; runAt: Date },
): Promise<number> {
  const row = await database
    .insertInto("jobs")
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      status: "queued",
      run_at: job.runAt.toISOString(),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the oldest due job for this worker. The conditional update is the lock: when two
 * instances pick the same job, only one update matches. A running job whose lock has lapsed
 * (its instance died) is due again.
 */
export async function claimDueJob(
  database: Db,
  worker: string,
  now: Date,
  lockMs: number,
): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await database
      .selectFrom("jobs")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("run_at", "<=", at)]),
          eb.and([eb("status", "=", "running"), eb("locked_until", "<", at)]),
        ]),
      )
      .orderBy("run_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    const claimed = await database
      .updateTable("jobs")
      .set((eb) => ({
        status: "running",
        locked_by: worker,
        locked_until: new Date(now.getTime() + lockMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", candidate.id)
      .where((eb) =>
        eb.or([
          eb("status", "=", "queued"),
          eb.and([eb("status", "=", "running"), eb("locked_until", "<", at)]),
        ]),
      )
      .returning(["id", "kind", "payload", "attempts"])
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return null;
}

export async function finishJob(database: Db, id: number, worker: string): Promise<void> {
  await database
    .updateTable("jobs")
    .set({ status: "done", finished_at: new Date().toISOString(), locked_until: null })
    .where("id", "=", id)
    .where("locked_by", "=", worker)
    .execute();
}

/** A failed attempt: back in the queue at `retryAt`, or failed for good when there is none. */
export async function failJob(
  database: Db,
  id: number,
  worker: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await database
    .updateTable("jobs")
    .set({
      status: retryAt ? "queued" : "failed",
      run_at: (retryAt ?? new Date()).toISOString(),
      last_error: error.slice(0, 2000),
      locked_until: null,
      finished_at: retryAt ? null : new Date().toISOString(),
    })
    .where("id", "=", id)
    .where("locked_by", "=", worker)
    .execute();
}

/** Puts this worker's running jobs back in the queue at once, for another instance to take. */
export async function releaseJobs(database: Db, worker: string): Promise<number> {
  const result = await database
    .updateTable("jobs")
    .set({ status: "queued", locked_by: null, locked_until: null })
    .where("locked_by", "=", worker)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The workers holding running jobs. */
export async function runningWorkers(database: Db): Promise<string[]> {
  const rows = await database
    .selectFrom("jobs")
    .select("locked_by")
    .distinct()
    .where("status", "=", "running")
    .where("locked_by", "is not", null)
    .execute();
  return rows.map((r) => r.locked_by!);
}

/** Jobs waiting or running: the queue depth operators watch. */
export async function countOpenJobs(database: Db): Promise<number> {
  const { n } = await database
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "in", ["queued", "running"])
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Whether a job of this kind is waiting or running, so a daily chain is started only once. */
export async function jobPending(database: Db, kind: string): Promise<boolean> {
  const row = await database
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", kind)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return Boolean(row);
}
