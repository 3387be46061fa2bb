import { Readable } from "node:stream";
import { requireView } from "../guards.server.ts";
import { mediaById } from "../../domain/media/media-library.server.ts";
import { uploadedFile } from "../../domain/media/media-serving.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/library-original";

/**
 * The file as it was uploaded, for staff: an image's original keeps its camera metadata, which
 * `/media/*` never hands out (decision 0009), so it comes from here, kept by no cache.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const media = await mediaById(args.params.id);
  const file = media && (await uploadedFile(media));
  if (!file) notFound();
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": file.disposition,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
