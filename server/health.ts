import { Router } from "express";
import { checkDatabase, db } from "../app/db/client.server.ts";
import { pendingMigrations } from "../app/db/migrate.server.ts";
import { mediaStorage } from "../app/domain/media/media-storage.server.ts";
import { config } from "../app/lib/config.server.ts";

const TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process answers (for restarting a stuck one; it stays 200 while the database
 * is away, as restarting would not bring it back). `/readyz`: it can serve, the database
 * answering (on SQLite, its file read afresh) with every migration run and the media storage
 * reachable (for a load balancer sending it readers); 503 names what is not.
 */
export function health(): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "alive" });
  });
  router.get("/readyz", async (_req, res) => {
    const checks = {
      database: within(checkDatabase(db(), config().database)).then(() => "ok"),
      migrations: within(pendingMigrations(db())).then((pending) =>
        pending.length ? `pending: ${pending.join(", ")}` : "ok",
      ),
      // A missing object is an answer: the storage is there.
      storage: within(mediaStorage().head("readyz-probe")).then(() => "ok"),
    };
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [
          name,
          await check.catch((error: unknown) =>
            error instanceof Error ? error.message : String(error),
          ),
        ]),
      ),
    ) as Record<keyof typeof checks, string>;
    const ready = Object.values(results).every((r) => r === "ok");
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "not ready", checks: results });
  });
  return router;
}
