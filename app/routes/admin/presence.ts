import { randomBytes } from "node:crypto";
import { requireView } from "../guards.server.ts";
import { eventStreamResponse } from "../responses.server.ts";
import { join, onPresenceChange, othersOn } from "../../domain/content/presence.server.ts";
import { eventStream } from "../../lib/event-stream.server.ts";
import { idParam } from "../../lib/http.server.ts";
import type { Route } from "./+types/presence";

/**
 * Who else has this item open. With `Accept: text/event-stream` the editor stays connected and
 * gets a `presence` event whenever that changes; otherwise a one-off JSON answer.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const user = await requireView(args);
  const itemId = idParam(params.id);
  if (!request.headers.get("accept")?.includes("text/event-stream")) {
    return Response.json(
      { others: othersOn(itemId, user.id) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const stream = eventStream(request.signal, 5000, (send) => {
    const report = () =>
      send(`event: presence\ndata: ${JSON.stringify(othersOn(itemId, user.id))}\n\n`);
    const leave = join(itemId, user, randomBytes(8).toString("hex"));
    const unsubscribe = onPresenceChange(itemId, report);
    report();
    return () => {
      unsubscribe();
      leave();
    };
  });
  return eventStreamResponse(stream);
}
