import "../server/environment.ts";
import { db } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";

const applied = await migrate(db());
console.log(applied.length ? `applied: ${applied.join(", ")}` : "schema is up to date");
await db().destroy();
