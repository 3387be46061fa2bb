import { requireView } from "../guards.server.ts";
import { mediaStates } from "../../domain/media/media-library.server.ts";
import type { Route } from "./+types/library-status";

/** `?ids=1,2,3`: how far the variants of freshly uploaded images have got. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  await requireView(args);
  const ids = (new URL(request.url).searchParams.get("ids") ?? "")
    .split(",")
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .map(Number);
  return Response.json(
    { media: await mediaStates(ids) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
