import { requireView } from "../guards.server.ts";
import { downloadResponse } from "../responses.server.ts";
import { exportFormat, exportInbox } from "../../domain/contact/contact-export.server.ts";
import { inboxQuery } from "../../domain/contact/contact-inbox.server.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/messages-export";

/** `?format=csv|json` and the inbox's filters: the matching messages as a download. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const user = await requireView(args);
  const url = new URL(request.url);
  const format = exportFormat(url.searchParams.get("format"));
  if (!format) notFound();
  return downloadResponse(await exportInbox(actorOf(request, user), inboxQuery(url), format));
}
