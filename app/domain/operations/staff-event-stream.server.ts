import { eventStream } from "../../lib/event-stream.server.ts";
import { subscribeEvents } from "./events.server.ts";

// On globalThis: the server's metrics and the bundled app each load this module.
const key = Symbol.for("sukhaphap.event-streams");
const streams = ((globalThis as { [key]?: { open: number } })[key] ??= { open: 0 });

/** How many back-office pages are listening right now, on this instance (for metrics). */
export function openStaffEventStreams(): number {
  return streams.open;
}

/** Server-sent events for one signed-in staff member: each contact message as a line of JSON. */
export function staffEventStream(signal: AbortSignal): Response {
  return eventStream(signal, 3000, (send) => {
    streams.open++;
    const unsubscribe = subscribeEvents((event) => {
      if (event.type === "contact-message") send(`data: ${JSON.stringify(event)}\n\n`);
    });
    return () => {
      streams.open--;
      unsubscribe();
    };
  });
}
