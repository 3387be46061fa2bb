import { currentSession } from "../../domain/auth.server.ts";
import { noteExpiredSession } from "../../domain/session-expiry.server.ts";
import type { Route } from "./+types/session";

/** Polled by signed-in pages every 10 seconds: is this browser's session still alive? */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await currentSession(request);
  if (!session) await noteExpiredSession(request);
  return Response.json(
    session ? { active: true, expiresAt: session.expiresAt } : { active: false },
    { headers: { "Cache-Control": "no-store" } },
  );
}
