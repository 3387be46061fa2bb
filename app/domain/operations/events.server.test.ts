import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createMemoryBus,
  createPostgresBus,
  publishEvent,
  subscribeEvents,
  type SiteEvent,
  type EventBus,
} from "./events.server.ts";

const event = (id: number): SiteEvent => ({
  type: "contact-message",
  id,
  reference: `CT-TEST-${id}`,
  topic: "สอบถามการฉีดวัคซีน",
  at: new Date().toISOString(),
});

/** A contact message's id; another kind of event, -1. */
const idOf = (e: SiteEvent) => (e.type === "contact-message" ? e.id : -1);

/** Resolves with what a listener has heard once `count` events came, or rejects after `ms`. */
function heard(bus: EventBus, count = 1, ms = 1000) {
  const got: SiteEvent[] = [];
  let stop = () => {};
  const done = new Promise<SiteEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${got.length} of ${count}`)), ms);
    stop = bus.subscribe((e) => {
      got.push(e);
      if (got.length === count) {
        clearTimeout(timer);
        resolve(got);
      }
    });
  });
  return { got, done, stop: () => stop() };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("site events in one process (SQLite)", () => {
  it("delivers each event once to every subscriber, and no more after unsubscribing", async () => {
    const bus = createMemoryBus();
    const first = heard(bus);
    const second = heard(bus);
    await bus.publish(event(1));
    expect(await first.done).toEqual([event(1)].map((e) => ({ ...e, at: expect.any(String) })));
    expect((await second.done).map(idOf)).toEqual([1]);
    first.stop();
    await bus.publish(event(2));
    expect(first.got.map(idOf)).toEqual([1]);
    expect(second.got.map(idOf)).toEqual([1, 2]);
    await bus.close();
  });

  it("keeps delivering when one subscriber throws", async () => {
    const bus = createMemoryBus();
    const stop = bus.subscribe(() => {
      throw new Error("broken listener");
    });
    const other = heard(bus);
    await bus.publish(event(3));
    expect((await other.done).map(idOf)).toEqual([3]);
    stop();
    await bus.close();
  });

  it("the app's bus (SQLite configured) reaches subscribers in the process", async () => {
    const got: number[] = [];
    const stop = subscribeEvents((e) => got.push(idOf(e)));
    await publishEvent(event(4));
    stop();
    await publishEvent(event(5));
    expect(got).toEqual([4]);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("site events across instances (PostgreSQL LISTEN/NOTIFY)", () => {
  // A channel of its own, so test files running at the same time do not hear each other.
  const channel = `staff_events_test_${randomBytes(4).toString("hex")}`;
  const clients: pg.Client[] = [];
  const buses: EventBus[] = [];
  let admin: pg.Client;

  /** One app instance: its own connection for NOTIFY and the bus's own for LISTEN. */
  async function instance(): Promise<EventBus> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    const bus = createPostgresBus({
      url: url!,
      channel,
      notify: async (ch, payload) =>
        void (await client.query("select pg_notify($1, $2)", [ch, payload])),
    });
    buses.push(bus);
    return bus;
  }

  /** Server processes of this database currently listening on the channel. */
  async function listeners(): Promise<number[]> {
    const rows = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where query = $1",
      [`LISTEN "${channel}"`],
    );
    return rows.rows.map((r) => r.pid);
  }

  async function untilListening(count: number, ms = 5000) {
    const until = Date.now() + ms;
    while ((await listeners()).length !== count) {
      if (Date.now() > until)
        throw new Error(`expected ${count} listeners, not ${(await listeners()).join(", ")}`);
      await pause(50);
    }
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
    await Promise.all(clients.splice(0).map((c) => c.end()));
  });
  afterAll(() => admin.end());

  it("an event published on instance A reaches a subscriber on B within a second, and A's once", async () => {
    const a = await instance();
    const b = await instance();
    const onB = heard(b);
    const onA = heard(a);
    await untilListening(2);

    const started = Date.now();
    await a.publish(event(10));
    expect((await onB.done).map(idOf)).toEqual([10]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await onA.done).map(idOf)).toEqual([10]);

    await b.publish(event(11));
    await pause(300);
    expect(onA.got.map(idOf)).toEqual([10, 11]);
    expect(onB.got.map(idOf)).toEqual([10, 11]);
  });

  it("carries page changes for the caches of the other instances", async () => {
    const a = await instance();
    const b = await instance();
    const onB = heard(b);
    await untilListening(1);
    await a.publish({ type: "pages-changed", content: ["news", "page"] });
    expect(await onB.done).toEqual([{ type: "pages-changed", content: ["news", "page"] }]);
  });

  it("ignores notifications that are not site events", async () => {
    const a = await instance();
    const onA = heard(a);
    await untilListening(1);
    await admin.query("select pg_notify($1, $2)", [channel, "not json"]);
    await admin.query("select pg_notify($1, $2)", [channel, JSON.stringify({ origin: "x" })]);
    await admin.query("select pg_notify($1, $2)", [
      channel,
      JSON.stringify({ origin: "elsewhere", event: event(12) }),
    ]);
    expect((await onA.done).map(idOf)).toEqual([12]);
  });

  it("listens again by itself after its connection is cut, and then says any page may have changed", async () => {
    const a = await instance();
    const b = await instance();
    const got: SiteEvent[][] = [[], []];
    a.subscribe((e) => got[0]!.push(e));
    b.subscribe((e) => got[1]!.push(e));
    await untilListening(2);
    const before = await listeners();
    // Cut one listening connection: whichever it is, that instance must come back.
    await admin.query("select pg_terminate_backend($1)", [before[0]]);
    await untilListening(1);
    await untilListening(2, 8000);
    await a.publish(event(13));
    await b.publish(event(14));
    // Each instance hears its own event at once and the other's a moment later.
    const messages = (events: SiteEvent[]) =>
      events
        .map(idOf)
        .filter((id) => id > 0)
        .sort();
    const until = Date.now() + 10_000;
    while (got.some((events) => messages(events).length < 2) && Date.now() < until) await pause(50);
    expect(got.map(messages)).toEqual([
      [13, 14],
      [13, 14],
    ]);
    const refreshed = got.filter((events) =>
      events.some((e) => e.type === "pages-changed" && e.content === "all"),
    );
    expect(refreshed).toHaveLength(1);
  });
});
