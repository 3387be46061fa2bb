const HEARTBEAT_MS = 20_000;

/**
 * The body of a server-sent events response (the route sends it with `eventStreamResponse`):
 * `start` gets a `send` for raw event text and returns what to undo when the reader goes away
 * (`signal`). A comment every 20 seconds keeps proxies from closing the connection.
 */
export function eventStream(
  signal: AbortSignal,
  retryMs: number,
  start: (send: (text: string) => void) => () => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      const send = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send(`retry: ${retryMs}\n\n`);
      const stop = start(send);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        stop();
      };
      const abort = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      };
      if (signal.aborted) abort();
      else signal.addEventListener("abort", abort, { once: true });
    },
    cancel() {
      cleanup();
    },
  });
}
