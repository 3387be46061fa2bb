import { requireView } from "../guards.server.ts";
import { eventStreamResponse } from "../responses.server.ts";
import { staffEventStream } from "../../domain/operations/staff-event-stream.server.ts";
import type { Route } from "./+types/events";

/**
 * Live staff events (a new contact message, …) as server-sent events for the back-office pages.
 * Only an event stream is offered: a plain request would otherwise never end.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  await requireView(args);
  if (!request.headers.get("accept")?.includes("text/event-stream"))
    return new Response("ที่อยู่นี้ส่งข้อมูลแบบ text/event-stream เท่านั้น", {
      status: 406,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return eventStreamResponse(staffEventStream(request.signal));
}
