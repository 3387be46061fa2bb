import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { publishEvent, subscribeEvents, type SiteEvent } from "../operations/events.server.ts";

type Viewer = { connection: string; userId: number; name: string };
type Seen = { userId: number; name: string };

/** This process, among the processes and instances that tell each other who is where. */
const ORIGIN = randomBytes(8).toString("hex");
/** How often a process says again who has items open with it; what it said lasts three times that. */
export const PRESENCE_REPEAT_MS = 15_000;
const LASTS_MS = 3 * PRESENCE_REPEAT_MS;

const viewers = new Map<number, Viewer[]>();
/** What the other processes said last: by process, by item, with when. */
const elsewhere = new Map<string, Map<number, { seen: Seen[]; at: number }>>();
const changes = new EventEmitter();
changes.setMaxListeners(0);
let listening: (() => void) | null = null;
let repeating: NodeJS.Timeout | null = null;

function say(itemId: number): void {
  const seen = (viewers.get(itemId) ?? []).map(({ userId, name }) => ({ userId, name }));
  void publishEvent({ type: "presence", origin: ORIGIN, itemId, viewers: seen });
}

function heard(event: SiteEvent): void {
  if (event.type !== "presence" || event.origin === ORIGIN) return;
  const items = elsewhere.get(event.origin) ?? new Map<number, { seen: Seen[]; at: number }>();
  elsewhere.set(event.origin, items);
  const arrived = !items.has(event.itemId);
  if (event.viewers.length) items.set(event.itemId, { seen: event.viewers, at: Date.now() });
  else items.delete(event.itemId);
  changes.emit(String(event.itemId));
  // Someone opened an item here first: the newcomer's process learns of them now, not later.
  if (arrived && event.viewers.length && viewers.has(event.itemId)) say(event.itemId);
}

/** Says again what this process has open, and forgets what others have stopped saying. */
function repeat(): void {
  for (const itemId of viewers.keys()) say(itemId);
  const old = Date.now() - LASTS_MS;
  for (const items of elsewhere.values())
    for (const [itemId, { at }] of items)
      if (at < old) {
        items.delete(itemId);
        changes.emit(String(itemId));
      }
}

/** Hears the other processes (several workers, or instances on PostgreSQL) while editors are open. */
function listen(): void {
  if (listening) return;
  listening = subscribeEvents(heard);
  repeating = setInterval(repeat, PRESENCE_REPEAT_MS);
  repeating.unref();
}

/** Who has an item open in the editor, here or in another process, other than the asking person. */
export function othersOn(itemId: number, userId: number): string[] {
  const here = viewers.get(itemId) ?? [];
  const there = [...elsewhere.values()].flatMap((items) => items.get(itemId)?.seen ?? []);
  const names = [...here, ...there].filter((v) => v.userId !== userId).map((v) => v.name);
  return [...new Set(names)];
}

/** Registers one open editor, tells the other processes, and returns how to leave. */
export function join(itemId: number, user: StaffUser, connection: string): () => void {
  listen();
  const viewer = { connection, userId: user.id, name: `${user.first_name} ${user.last_name}` };
  viewers.set(itemId, [...(viewers.get(itemId) ?? []), viewer]);
  changes.emit(String(itemId));
  say(itemId);
  return () => {
    const left = (viewers.get(itemId) ?? []).filter((v) => v.connection !== connection);
    if (left.length) viewers.set(itemId, left);
    else viewers.delete(itemId);
    changes.emit(String(itemId));
    say(itemId);
  };
}

export function onPresenceChange(itemId: number, listener: () => void): () => void {
  listen();
  changes.on(String(itemId), listener);
  return () => changes.off(String(itemId), listener);
}
