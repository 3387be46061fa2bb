import { spawnSync } from "node:child_process";
import { ensurePrerequisites } from "./support/prerequisites.ts";

/**
 * The whole test suite: what the machine lacks installed first (as root) or named with the
 * command that installs it, then unit and integration tests (SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set), a production build, a scan of its browser assets for secrets and
 * server-only code, and the browser tests against it.
 */
function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

await ensurePrerequisites();
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: repository tests run on SQLite only, and the browser tests of two app instances on one PostgreSQL database and of hostile input on PostgreSQL are left out.",
  );
}
run("unit and integration tests", process.execPath, ["node_modules/vitest/vitest.mjs", "run"]);
run("production build", process.execPath, ["scripts/build.ts"]);
run("browser assets scan", process.execPath, ["scripts/check-client-build.ts"]);
run("browser tests", process.execPath, ["node_modules/@playwright/test/cli.js", "test"]);
