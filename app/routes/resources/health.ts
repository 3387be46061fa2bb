import { sql } from "kysely";
import { db } from "../../db/client.server.ts";

/** Liveness and database reachability, for load balancers and monitoring. */
export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "database unavailable" }, { status: 503 });
  }
}
