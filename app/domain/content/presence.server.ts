import { EventEmitter } from "node:events";
import type { StaffUser } from "../../db/accounts/users.server.ts";

type Viewer = { connection: string; userId: number; name: string };

const viewers = new Map<number, Viewer[]>();
const changes = new EventEmitter();
changes.setMaxListeners(0);

/** Who has an item open in the editor, other than the asking person (names, once each). */
export function othersOn(itemId: number, userId: number): string[] {
  const names = (viewers.get(itemId) ?? []).filter((v) => v.userId !== userId).map((v) => v.name);
  return [...new Set(names)];
}

/**
 * Registers one open editor and returns how to leave. This registry lives in the process: with
 * several app instances each sees only its own editors until events are shared between them.
 */
export function join(itemId: number, user: StaffUser, connection: string): () => void {
  const viewer = { connection, userId: user.id, name: `${user.first_name} ${user.last_name}` };
  viewers.set(itemId, [...(viewers.get(itemId) ?? []), viewer]);
  changes.emit(String(itemId));
  return () => {
    const left = (viewers.get(itemId) ?? []).filter((v) => v.connection !== connection);
    if (left.length) viewers.set(itemId, left);
    else viewers.delete(itemId);
    changes.emit(String(itemId));
  };
}

export function onPresenceChange(itemId: number, listener: () => void): () => void {
  changes.on(String(itemId), listener);
  return () => changes.off(String(itemId), listener);
}
