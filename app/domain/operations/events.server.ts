import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import { z } from "zod";
import { itemTypes } from "../../content/kinds.ts";
import { db } from "../../db/client.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { config } from "../../lib/config.server.ts";
import { log } from "../../lib/log.server.ts";

/**
 * What every instance hears about as it happens: a new contact message (for the back-office),
 * public pages whose content changed (for the page cache: the kinds of content they show, or
 * "all"), and who has an item open in the editor there. Add a member for each new kind of event.
 */
export type SiteEvent =
  | { type: "contact-message"; id: number; reference: string; topic: string; at: string }
  | { type: "pages-changed"; content: ItemType[] | "all" }
  | {
      type: "presence";
      origin: string;
      itemId: number;
      viewers: { userId: number; name: string }[];
    };

const eventSchema: z.ZodType<SiteEvent> = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("contact-message"),
    id: z.number().int(),
    reference: z.string(),
    topic: z.string(),
    at: z.string(),
  }),
  z.object({
    type: z.literal("pages-changed"),
    content: z.union([z.literal("all"), z.array(z.enum(itemTypes()))]),
  }),
  z.object({
    type: z.literal("presence"),
    origin: z.string(),
    itemId: z.number().int(),
    viewers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  }),
]);

export type EventListener = (event: SiteEvent) => void;

export type EventBus = {
  publish: (event: SiteEvent) => Promise<void>;
  subscribe: (listener: EventListener) => () => void;
  close: () => Promise<void>;
};

/** The one PostgreSQL channel every instance listens on. */
export const EVENT_CHANNEL = "site_events";
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

function localBus(): { emitter: EventEmitter; subscribe: EventBus["subscribe"] } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitter,
    subscribe(listener) {
      // One listener that throws must not keep the event from the others.
      const safe = (event: SiteEvent) => {
        try {
          listener(event);
        } catch (error) {
          log().error({ err: error }, "event listener failed");
        }
      };
      emitter.on("event", safe);
      return () => emitter.off("event", safe);
    },
  };
}

/** One process (SQLite): events go from publisher to subscribers in memory. */
export function createMemoryBus(): EventBus {
  const { emitter, subscribe } = localBus();
  return {
    async publish(event) {
      emitter.emit("event", event);
    },
    subscribe,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances (PostgreSQL): `NOTIFY` on one channel carries each event to every instance,
 * which hears it through its own connection (`LISTEN`, apart from the query pool, reconnecting by
 * itself). The publishing instance hands the event to its own subscribers at once and skips its
 * own notification when it comes back, so each subscriber gets an event exactly once. Events sent
 * while an instance's listening connection is down do not reach that instance; when it is back,
 * its subscribers are told that any page may have changed.
 */
export function createPostgresBus(options: {
  url: string;
  /** Sends `NOTIFY channel, payload` (through the query pool, which has its own reconnects). */
  notify: (channel: string, payload: string) => Promise<void>;
  channel?: string;
}): EventBus {
  const channel = options.channel ?? EVENT_CHANNEL;
  const origin = randomBytes(8).toString("hex");
  const { emitter, subscribe } = localBus();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let failures = 0;
  let listened = false;
  let timer: NodeJS.Timeout | undefined;

  const receive = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const envelope = z.object({ origin: z.string(), event: eventSchema }).safeParse(parsed);
    if (envelope.success && envelope.data.origin !== origin)
      emitter.emit("event", envelope.data.event);
  };

  const reconnectLater = () => {
    if (closed || timer) return;
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    client = next;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error && !closed) log().warn(`event listener connection lost: ${error.message}`);
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (client === next) client = null;
      reconnectLater();
    };
    next.on("error", drop);
    next.on("end", () => drop());
    next.on("notification", receive);
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end().catch(() => {}));
      failures = 0;
      if (listened) emitter.emit("event", { type: "pages-changed", content: "all" });
      listened = true;
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return {
    async publish(event) {
      emitter.emit("event", event);
      await options.notify(channel, JSON.stringify({ origin, event }));
    },
    subscribe(listener) {
      if (!started) {
        started = true;
        void connect();
      }
      return subscribe(listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      emitter.removeAllListeners();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** What a worker process and the primary send each other to carry an event (server/primary.ts). */
export const WORKER_EVENT = "sukhaphap:site-event";

/**
 * A worker process of one site on SQLite (several processes, one database file): an event goes
 * to this process's subscribers at once and to the primary, which hands it to every other worker.
 */
export function createWorkerBus(
  channel: Pick<NodeJS.Process, "send" | "on" | "off"> = process,
): EventBus {
  const { emitter, subscribe } = localBus();
  const receive = (message: unknown) => {
    const envelope = z
      .object({ type: z.literal(WORKER_EVENT), event: eventSchema })
      .safeParse(message);
    if (envelope.success) emitter.emit("event", envelope.data.event);
  };
  channel.on("message", receive);
  return {
    async publish(event) {
      emitter.emit("event", event);
      channel.send?.({ type: WORKER_EVENT, event });
    },
    subscribe,
    async close() {
      channel.off("message", receive);
      emitter.removeAllListeners();
    },
  };
}

const busKey = Symbol.for("sukhaphap.staff-events");
type Holder = { [busKey]?: EventBus };

/**
 * The process-wide bus, shared by the server and the bundled app: PostgreSQL's for instances on
 * PostgreSQL, the primary's relay for worker processes on SQLite, else this process alone.
 */
function bus(): EventBus {
  const holder = globalThis as Holder;
  if (!holder[busKey]) {
    const database = config().database;
    holder[busKey] =
      database.kind === "postgres"
        ? createPostgresBus({
            url: database.url,
            notify: async (channel, payload) => {
              await sql`select pg_notify(${channel}, ${payload})`.execute(db());
            },
          })
        : cluster.isWorker
          ? createWorkerBus()
          : createMemoryBus();
  }
  return holder[busKey];
}

/**
 * Tells every signed-in staff member, on every instance. Call it after the change is committed;
 * a failure to deliver is logged, never thrown: the change itself has been made.
 */
export async function publishEvent(event: SiteEvent): Promise<void> {
  try {
    await bus().publish(event);
  } catch (error) {
    log().error({ err: error }, "event publish failed");
  }
}

/** Stops listening, at shutdown. */
export async function closeEvents(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[busKey]?.close();
  holder[busKey] = undefined;
}

/** Hears every event from now on; returns how to stop. */
export function subscribeEvents(listener: EventListener): () => void {
  return bus().subscribe(listener);
}
