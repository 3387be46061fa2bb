import { receiveExport, receiveUploads } from "../../domain/import/import-runs.server.ts";
import { failure, isAppError } from "../../lib/app-error.ts";
import { actorOf, incomingFile, refusedJson } from "../../lib/http.server.ts";
import { requirePost, requireView } from "../guards.server.ts";
import type { Route } from "./+types/import-upload";

/** Only posts are taken here: a GET (by someone allowed to import) is told so. */
export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

/**
 * A WordPress export as the raw body (the page sends it with progress events), its name in the
 * `X-File-Name` header; answers the new run's id once its dry run is made. With `?run=<id>`, a
 * ZIP of the uploads folder for that run.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const user = await requirePost(args);
  try {
    const actor = actorOf(request, user);
    const run = new URL(request.url).searchParams.get("run");
    if (run !== null) {
      if (!/^[1-9]\d{0,9}$/.test(run)) return refusedJson(failure("import.not-found"));
      await receiveUploads(actor, Number(run), incomingFile(request));
      return Response.json({ ok: true, id: Number(run) }, { status: 201 });
    }
    const id = await receiveExport(actor, incomingFile(request));
    return Response.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    if (isAppError(error)) return refusedJson(error.toFailure());
    if (request.signal.aborted) return refusedJson(failure("upload.cancelled"));
    throw error;
  }
}
