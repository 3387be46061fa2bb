import type { FileDownload } from "../lib/download.ts";
import { contentDisposition } from "../domain/media/media-serving.server.ts";

/** A download for staff: saved under its (Thai) name, never kept by a cache. */
export function downloadResponse(file: FileDownload): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition("attachment", file.fileName),
      "Cache-Control": "no-store",
    },
  });
}

/** Server-sent events (`eventStream`): unbuffered on the way, never kept by a cache. */
export function eventStreamResponse(stream: ReadableStream<Uint8Array>): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
