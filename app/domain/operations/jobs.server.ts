import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Db } from "../../db/client.server.ts";
import { db } from "../../db/client.server.ts";
import { logBackgroundFailure } from "../../db/unavailable.server.ts";
import {
  claimDueJob,
  failJob,
  finishJob,
  insertJob,
  jobPending,
  releaseJobs,
  runningWorkers,
  type ClaimedJob,
} from "../../db/operations/jobs.server.ts";
import { log } from "../../lib/log.server.ts";
import { ownerGone, PROCESS_OWNER } from "../../lib/process-owner.server.ts";

export type JobHandler = (payload: unknown, job: { id: number; attempts: number }) => Promise<void>;

const MAX_ATTEMPTS = 5;
const LOCK_MS = 10 * 60_000;
const POLL_MS = 2000;

const wakeKey = Symbol.for("sukhaphap.jobs.wake");
type Holder = { [wakeKey]?: EventEmitter };

/** Shared by the server and the bundled app, so a job queued by a page wakes this process's worker. */
function wakeBus(): EventEmitter {
  const holder = globalThis as Holder;
  holder[wakeKey] ??= new EventEmitter();
  return holder[wakeKey];
}

type Registration = { run: JobHandler; giveUp?: (payload: unknown) => Promise<void> };

const handlers = new Map<string, Registration>();

/** What runs a kind of job, and what to do when its last attempt has failed. */
export function registerJob(
  kind: string,
  run: JobHandler,
  giveUp?: (payload: unknown) => Promise<void>,
): void {
  handlers.set(kind, { run, giveUp });
}

/**
 * Queues work to run off the request path. Pass the transaction that writes the records the job
 * works on, so both are committed or neither is.
 */
export async function enqueue(
  kind: string,
  payload: unknown,
  options: { runAt?: Date; database?: Db } = {},
): Promise<number> {
  const id = await insertJob(options.database ?? db(), {
    kind,
    payload,
    runAt: options.runAt ?? new Date(),
  });
  setImmediate(() => wakeBus().emit("wake"));
  return id;
}

const DAY_MS = 86_400_000;

/**
 * A job that runs once a day for as long as `keepGoing` says so: each run, and a run that has used
 * up its attempts, queues the next a day later. `start()` queues a run now unless one is already
 * waiting or running, so the chain is started once whichever instance or request starts it.
 */
export function registerDailyJob(
  kind: string,
  run: () => Promise<unknown>,
  keepGoing: () => Promise<boolean> = async () => true,
): { start(): Promise<void> } {
  const next = async () => {
    if (await keepGoing()) await enqueue(kind, {}, { runAt: new Date(Date.now() + DAY_MS) });
  };
  registerJob(
    kind,
    async () => {
      await run();
      await next();
    },
    next,
  );
  return {
    async start() {
      if (!(await jobPending(db(), kind))) await enqueue(kind, {});
    },
  };
}

function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** (attempts - 1), 30 * 60_000);
}

async function runOne(job: ClaimedJob, worker: string): Promise<void> {
  const handler = handlers.get(job.kind);
  const payload = JSON.parse(job.payload) as unknown;
  try {
    if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
    await handler.run(payload, job);
    await finishJob(db(), job.id, worker);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt =
      job.attempts < MAX_ATTEMPTS ? new Date(Date.now() + retryDelayMs(job.attempts)) : null;
    log().error({ job: job.kind, id: job.id, attempt: job.attempts }, `job failed: ${message}`);
    await failJob(db(), job.id, worker, message, retryAt);
    if (!retryAt) await handler?.giveUp?.(payload);
  }
}

/** Runs every due job one after another (until `stopping` says so); returns how many ran. */
export async function runDueJobs(
  worker = `inline-${process.pid}`,
  stopping: () => boolean = () => false,
): Promise<number> {
  let ran = 0;
  for (;;) {
    if (stopping()) return ran;
    const job = await claimDueJob(db(), worker, new Date(), LOCK_MS);
    if (!job) return ran;
    await runOne(job, worker);
    ran++;
  }
}

/**
 * Polls the queue (and wakes at once when this process queues a job), one job at a time: the
 * image work is CPU-bound and a small server has two cores. `stop()` takes no new job and lets
 * the running one finish for `graceMs`; one still running then goes back to the queue for
 * another instance (or the next start) rather than waiting out its lock.
 */
export function startJobWorker(): { stop: (graceMs?: number) => Promise<void> } {
  const worker = `${PROCESS_OWNER}.${randomBytes(3).toString("hex")}`;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms);
  };
  let busy = false;
  let again = false;
  const tick = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = runDueJobs(worker, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => logBackgroundFailure(error, "job queue unavailable"))
      .finally(() => {
        busy = false;
        schedule(again ? 0 : POLL_MS);
        again = false;
      });
  };
  const wake = () => schedule(0);
  wakeBus().on("wake", wake);
  schedule(0);
  return {
    async stop(graceMs = 5000) {
      stopped = true;
      clearTimeout(timer);
      wakeBus().off("wake", wake);
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timeout);
      if (!finished) {
        const released = await releaseJobs(db(), worker);
        log().warn({ released }, "job still running at shutdown: released to the queue");
      }
    },
  };
}

/**
 * Puts back in the queue at once the jobs that processes now ended (killed) were running, rather
 * than leaving them to wait out their locks; returns how many.
 */
export async function releaseAbandonedJobs(): Promise<number> {
  let released = 0;
  for (const worker of await runningWorkers(db())) {
    if (ownerGone(worker.split(".")[0]!, new Date())) released += await releaseJobs(db(), worker);
  }
  return released;
}
