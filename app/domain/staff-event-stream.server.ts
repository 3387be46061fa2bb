import { eventStream } from "../lib/event-stream.server.ts";
import { subscribeStaffEvents } from "./events.server.ts";

let open = 0;

/** How many back-office pages are listening right now, on this instance (for metrics). */
export function openStaffEventStreams(): number {
  return open;
}

/** Server-sent events for one signed-in staff member: each staff event as a line of JSON. */
export function staffEventStream(signal: AbortSignal): Response {
  return eventStream(signal, 3000, (send) => {
    open++;
    const unsubscribe = subscribeStaffEvents((event) => send(`data: ${JSON.stringify(event)}\n\n`));
    return () => {
      open--;
      unsubscribe();
    };
  });
}
