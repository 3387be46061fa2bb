import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import routes from "../../app/routes.ts";
import { e2ePort } from "../../scripts/support/ports.ts";
import { signInCookie, startApp, stopApp, type AppProcess } from "../support/app-process.ts";
import { hostileCases, LIVE_MARKUP, type HostileCase } from "../support/hostile-cases.ts";
import { rawRequest, rssMb, watchRss } from "../support/hostile-requests.ts";
import { STAFF } from "./accounts.ts";

const PARALLEL = 8;
const POSTGRES = process.env.TEST_DATABASE_URL;

// One database after the other, on one port. Each run is some 5,600 requests: 20 s on a quiet
// 2-core machine, over 100 s while other work shares its cores and its PostgreSQL server.
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

async function postgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The production server on a fresh data directory (and PostgreSQL schema), stopped after `run`. */
async function withApp(database: "sqlite" | "postgres", run: (app: AppProcess) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-input-"));
  const schema = `e2e_hostile_${randomBytes(4).toString("hex")}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "fatal",
    // No search rate limit: the suite sends hundreds of searches from one address on purpose.
    SEARCH_RATE_LIMIT: "0",
  };
  if (database === "postgres") {
    await postgres(`CREATE SCHEMA ${schema}`);
    const url = new URL(POSTGRES!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  const app = await startApp(e2ePort("hostileInput"), env, { fresh: true, accounts: [STAFF] });
  try {
    await run(app);
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database === "postgres") await postgres(`DROP SCHEMA ${schema} CASCADE`);
  }
}

type Answer = { status: number; type: string; text: string; headers: http.IncomingHttpHeaders };

function send(base: string, agent: http.Agent, c: HostileCase, cookie: string): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { Origin: base, ...c.headers, ...(c.staff ? { cookie } : {}) };
    let req: http.ClientRequest;
    try {
      req = http.request(`${base}${c.path}`, { method: c.method ?? "GET", headers, agent });
    } catch (error) {
      // The client itself refuses to send it (an invalid header or path): nothing to check.
      return resolve({ status: 0, type: "", text: String(error), headers: {} });
    }
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          text: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on("error", (error) =>
      resolve({ status: -1, type: "", text: String(error.message), headers: {} }),
    );
    req.end(c.body);
  });
}

async function probe(app: AppProcess, database: string) {
  const cases = hostileCases(routes);
  expect(cases.length).toBeGreaterThanOrEqual(1000);
  const cookie = await signInCookie(app.base, STAFF);
  const pid = app.child.pid!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
  const before = rssMb(pid);
  const watch = watchRss(pid);
  const started = Date.now();
  const failures: string[] = [];
  let serverErrors = 0;
  let next = 0;
  let halfway = 0;

  async function worker() {
    while (next < cases.length) {
      const c = cases[next++]!;
      if (next === Math.floor(cases.length / 2)) halfway = rssMb(pid);
      if (c.raw !== undefined) {
        const { status } = await rawRequest(app.base, c.raw);
        if (status >= 500) serverErrors++;
        if (status >= 500 || status === -1 || (status === 0 && !c.label.startsWith("CONNECT")))
          failures.push(
            `${c.label}: ${status === -1 ? "no answer in time" : status || "no answer"}`,
          );
        continue;
      }
      const answer = await send(app.base, agent, c, cookie);
      if (answer.status >= 500) {
        serverErrors++;
        failures.push(`${c.label}: ${answer.status}`);
      } else if (answer.status === -1) failures.push(`${c.label}: ${answer.text}`);
      if (answer.type.startsWith("text/html") && LIVE_MARKUP.test(answer.text))
        failures.push(`${c.label}: reflected as markup`);
      if (answer.headers["x-injected"] || String(answer.headers["set-cookie"]).includes("injected"))
        failures.push(`${c.label}: header injected`);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  agent.destroy();
  const peak = watch.stop();
  const health = await fetch(`${app.base}/healthz`);
  console.log(
    `hostile input (${database}): ${cases.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s, ${serverErrors} answered 5xx, ${failures.length} failures; RSS ${before.toFixed(0)} MB before, ${halfway.toFixed(0)} MB halfway, ${peak.toFixed(0)} MB peak`,
  );
  expect(failures).toEqual([]);
  expect(app.child.exitCode).toBeNull();
  expect(health.status).toBe(200);
  // The heap and the page cache grow to their working size in the first half and stay there; a
  // body or a value held per request would keep growing.
  expect(peak - before).toBeLessThan(700);
  expect(peak - halfway).toBeLessThan(200);
  // The general user is still signed in: nothing in the suite ended the session by accident.
  const session = await fetch(`${app.base}/api/session`, { headers: { cookie } });
  expect(await session.json()).toMatchObject({ active: true });
}

// Without TEST_DATABASE_URL the PostgreSQL run is left out, as scripts/test.ts says.
for (const database of POSTGRES ? (["sqlite", "postgres"] as const) : (["sqlite"] as const))
  test(`a thousand hostile requests on ${database}: no 5xx, nothing reflected as markup, the process alive and small`, async () => {
    await withApp(database, (app) => probe(app, database));
  });
