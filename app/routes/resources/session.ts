import { currentSession } from "../../domain/accounts/auth.server.ts";
import { noteExpiredSession } from "../../domain/accounts/session-expiry.server.ts";
import type { Route } from "./+types/session";
import { requestContext } from "../../lib/http.server.ts";

/** Polled by signed-in pages every 10 seconds: is this browser's session still alive? */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await currentSession(requestContext(request));
  if (!session) await noteExpiredSession(requestContext(request));
  return Response.json(
    session ? { active: true, expiresAt: session.expiresAt } : { active: false },
    { headers: { "Cache-Control": "no-store" } },
  );
}
