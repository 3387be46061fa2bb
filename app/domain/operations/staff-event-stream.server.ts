import { newMessageCount } from "../contact/contact-inbox.server.ts";
import { eventStream } from "../../lib/event-stream.server.ts";
import { log } from "../../lib/log.server.ts";
import { subscribeEvents } from "./events.server.ts";

// On globalThis: the server's metrics and the bundled app each load this module.
const key = Symbol.for("sukhaphap.event-streams");
const streams = ((globalThis as { [key]?: { open: number } })[key] ??= { open: 0 });

/** How many back-office pages are listening right now, on this instance (for metrics). */
export function openStaffEventStreams(): number {
  return streams.open;
}

/**
 * Server-sent events for one signed-in staff member, each a line of JSON carrying the count of
 * new messages for the menu: that count on connecting (so a reconnect catches up), then each
 * contact message. Sent in order, so a later count never arrives before an earlier one. The
 * stream ends when `signal` aborts (the reader went away).
 */
export function staffEventStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  return eventStream(signal, 3000, (send) => {
    streams.open++;
    let queue = Promise.resolve();
    const sendWithCount = (event: object) => {
      queue = queue
        .then(async () => {
          const newMessages = await newMessageCount();
          send(`data: ${JSON.stringify({ ...event, newMessages })}\n\n`);
        })
        .catch((error: unknown) => log().error({ err: error }, "staff event not sent"));
    };
    sendWithCount({ type: "new-messages" });
    const unsubscribe = subscribeEvents((event) => {
      if (event.type === "contact-message") sendWithCount(event);
    });
    return () => {
      streams.open--;
      unsubscribe();
    };
  });
}
