import { spawnSync } from "node:child_process";
import { ensurePrerequisites } from "./support/prerequisites.ts";

/**
 * The whole test suite: what the machine lacks installed first (as root) or named with the
 * command that installs it, then unit and integration tests (SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set, which CI=true requires), a production build, a scan of its browser
 * assets for secrets and server-only code, and the browser tests against it: on SQLite, and again
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
}

await ensurePrerequisites();
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.log(
    "TEST_DATABASE_URL is not set: unit, integration and browser tests run on SQLite only, and the browser tests of two app instances on one PostgreSQL database and of hostile input on PostgreSQL are left out.",
  );
}
const playwright = "node_modules/@playwright/test/cli.js";
run("unit and integration tests", process.execPath, ["node_modules/vitest/vitest.mjs", "run"]);
run("production build", process.execPath, ["scripts/build.ts"]);
run("browser assets scan", process.execPath, ["scripts/check-client-build.ts"]);
run("browser tests on SQLite", process.execPath, [playwright, "test"]);
if (postgres)
  // The PostgreSQL run leaves out specs that start their own servers (they run both databases
  // themselves) and those that check only what pages are made of (playwright.config.ts).
  run("browser tests on PostgreSQL", process.execPath, [playwright, "test"], {
    E2E_DATABASE: "postgres",
  });
