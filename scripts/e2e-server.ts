import "../server/environment.ts";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { runDueJobs } from "../app/domain/operations/jobs.server.ts";
import { startup } from "../app/domain/operations/startup.server.ts";
import "../app/domain/operations/worker.server.ts";
import { log } from "../app/lib/log.server.ts";
import {
  keepTemplate,
  startFromTemplate,
  templateApplies,
  templateDir,
} from "./support/demo-template.ts";

/**
 * Starts the production server on a fresh data directory (and with FRESH_SCHEMA=true a fresh
 * PostgreSQL schema), with the browser tests' accounts and the demo content whole: unlike
 * `npm start`, it makes the demo images' web sizes before it opens, so that tests and benchmarks
 * see the pages as they are once that is done.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
fs.rmSync(dataDir, { recursive: true, force: true });
if (process.env.FRESH_SCHEMA === "true") await emptySchema(process.env.DATABASE_URL);

const template = templateApplies() ? templateDir(process.env.E2E_ACCOUNTS ?? "[]") : null;
if (template && (await startFromTemplate(template))) {
  log().info(`demo content and accounts copied from ${path.relative(".", template)}`);
} else {
  await createAccounts();
  if (template) {
    // The server's own start makes the demo content; the jobs it queued (the images' web sizes)
    // run here, and the whole is kept before the server opens.
    await startup((message) => log().info(message));
    log().info(`demo images: ${await runDueJobs()} jobs run`);
    await keepTemplate(template);
  }
}
await import("../server/index.ts");

/** The schema of a PostgreSQL address (`options=-c search_path=…`), dropped and made anew. */
async function emptySchema(url: string | undefined) {
  if (!url?.startsWith("postgres")) return;
  const schema = /search_path=(\w+)/.exec(new URL(url).searchParams.get("options") ?? "")?.[1];
  if (!schema) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
}

async function createAccounts() {
  const accounts = JSON.parse(process.env.E2E_ACCOUNTS ?? "[]") as {
    username: string;
    password: string;
    firstName: string;
    lastName: string;
    role: "admin" | "staff";
  }[];
  if (!accounts.length) return;
  const { db } = await import("../app/db/client.server.ts");
  const { migrate } = await import("../app/db/migrate.server.ts");
  const { createAccount } = await import("../app/domain/accounts/accounts.server.ts");
  await migrate(db());
  for (const account of accounts) {
    const result = await createAccount(account, account.role);
    if (!result.ok)
      throw new Error(`test account ${account.username}: ${JSON.stringify(result.fields)}`);
  }
}
