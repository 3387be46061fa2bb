import { receiveBeacon } from "../../domain/operations/field-data.server.ts";
import { requestContext } from "../../lib/http.server.ts";
import type { Route } from "./+types/vitals";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Field data from a reader's browser, sent with `navigator.sendBeacon` as a small form when the
 * page is hidden (decision 0037): 204 whether counted or not (staff and bots are not), 400 for a
 * beacon that does not read, 429 past the client's limit. The body's size is capped before this
 * (`server/request-limits.ts`) and the same-origin check applies as to every POST.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = receiveBeacon(requestContext(request), form.entries());
  if (answer.ok) return new Response(null, { status: 204, headers: NO_STORE });
  return Response.json(
    { code: answer.code, message: answer.message },
    {
      status: answer.status,
      headers: {
        ...NO_STORE,
        ...(answer.retryAfter ? { "Retry-After": String(answer.retryAfter) } : {}),
      },
    },
  );
}

/** Only beacons are taken here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}
