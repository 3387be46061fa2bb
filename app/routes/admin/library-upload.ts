import { requirePost } from "../../domain/authorize.server.ts";
import { mediaById, summarize } from "../../domain/media-library.server.ts";
import { acceptUpload } from "../../domain/media-upload.server.ts";
import { UploadRefused } from "../../domain/upload-receive.server.ts";
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
    return Response.json({ ok: false, message: "ไม่พบไฟล์ที่ต้องการแทนที่" }, { status: 404 });
  }
  try {
    const { media, duplicate } = await acceptUpload(request, user, replacing);
    return Response.json({ ok: true, duplicate, media: summarize(media) }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefused) {
      return Response.json({ ok: false, message: error.message }, { status: error.status });
    }
    if (request.signal.aborted) {
      return Response.json({ ok: false, message: "การอัปโหลดถูกยกเลิก" }, { status: 400 });
    }
    throw error;
  }
}
