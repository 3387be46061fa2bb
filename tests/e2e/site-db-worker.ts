import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import pg from "pg";

/**
 * Runs SiteDb's queries on PostgreSQL for the test's thread, which waits on `signal` for each
 * answer: fixtures read the database in plain (synchronous) checks.
 */
const { url, signal } = workerData as { url: string; signal: Int32Array };
const client = new pg.Client({ connectionString: url });
const ready = client.connect();

parentPort!.on(
  "message",
  ({ sql, params, reply }: { sql: string; params: unknown[]; reply: MessagePort }) => {
    void (async () => {
      try {
        await ready;
        const result = await client.query(sql, params);
        reply.postMessage({ rows: result.rows });
      } catch (error) {
        reply.postMessage({ error: error instanceof Error ? error.message : String(error) });
      }
      Atomics.store(signal, 0, 1);
      Atomics.notify(signal, 0);
    })();
  },
);
