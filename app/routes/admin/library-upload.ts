import { requirePost } from "../guards.server.ts";
import { mediaById, summarize } from "../../domain/media/media-library.server.ts";
import { acceptUpload } from "../../domain/media/media-upload.server.ts";
import { failure, isAppError } from "../../lib/app-error.ts";
import { actorOf, incomingFile, refusedJson } from "../../lib/http.server.ts";
import type { Route } from "./+types/library-upload";

/**
 * One file per request, as the raw body (the uploader sends it with progress events), its name in
 * the `X-File-Name` header. `?replace=<id>` puts the file in place of an existing record's.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const user = await requirePost(args);
  const replaceId = new URL(request.url).searchParams.get("replace");
  const replacing = replaceId ? await mediaById(replaceId) : undefined;
  if (replacing === null) {
    return refusedJson(failure("media.not-found"));
  }
  try {
    const { media, duplicate } = await acceptUpload(
      actorOf(request, user),
      incomingFile(request),
      replacing,
    );
    return Response.json({ ok: true, duplicate, media: summarize(media) }, { status: 201 });
  } catch (error) {
    if (isAppError(error)) return refusedJson(error.toFailure());
    if (request.signal.aborted) return refusedJson(failure("upload.cancelled"));
    throw error;
  }
}
