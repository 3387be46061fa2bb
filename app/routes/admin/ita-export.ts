import { exportIta } from "../../domain/ita/ita-export.server.ts";
import { AppError } from "../../lib/app-error.ts";
import { actorOf } from "../../lib/http.server.ts";
import { requireView } from "../guards.server.ts";
import { downloadResponse } from "../responses.server.ts";
import type { Route } from "./+types/ita-export";

/** `?year=2569&format=csv|xlsx`: the year's list for the assessment form. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const url = new URL(args.request.url);
  const year = url.searchParams.get("year") ?? "";
  const format = url.searchParams.get("format");
  if (!/^\d{4}$/.test(year) || (format !== "csv" && format !== "xlsx"))
    throw new AppError("request.invalid");
  return downloadResponse(await exportIta(actorOf(args.request, user), Number(year), format));
}
