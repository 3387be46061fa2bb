const HEARTBEAT_MS = 20_000;

/**
 * A server-sent events response: `start` gets a `send` for raw event text and returns what to undo
 * when the reader goes away. A comment every 20 seconds keeps proxies from closing the connection;
 * nothing is buffered on the way.
 */
export function eventStream(
  signal: AbortSignal,
  retryMs: number,
  start: (send: (text: string) => void) => () => void,
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
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
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
