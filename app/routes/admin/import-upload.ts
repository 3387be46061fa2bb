import { receiveExport } from "../../domain/import/import-runs.server.ts";
import { failure, isAppError, type Failure } from "../../lib/app-error.ts";
import { actorOf, incomingFile } from "../../lib/http.server.ts";
import { requirePost } from "../guards.server.ts";
import type { Route } from "./+types/import-upload";

/**
 * A WordPress export as the raw body (the page sends it with progress events), its name in the
 * `X-File-Name` header; answers the new run's id once its dry run is made.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const user = await requirePost(args);
  try {
    const id = await receiveExport(actorOf(request, user), incomingFile(request));
    return Response.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    if (isAppError(error)) return refused(error.toFailure());
    if (request.signal.aborted) return refused(failure("upload.cancelled"));
    throw error;
  }
}

function refused(failed: Failure): Response {
  return Response.json(failed, { status: failed.status });
}
