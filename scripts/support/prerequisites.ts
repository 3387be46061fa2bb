import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { BROWSERS } from "./chromium.ts";

/**
 * What the whole test suite needs besides node_modules, on a Debian machine of the project's
 * kind: Debian's Chromium (and its headless shell) and Thai fonts for the browser tests, PostgreSQL's server for the fault
 * tests, and, when TEST_DATABASE_URL is set, that database answering with pg_trgm in it (which
 * CI must set). `npm test` and `.ci/run` both come through here.
 */
export type Machine = {
  /** CI=true: every test runs on PostgreSQL as well, so TEST_DATABASE_URL must be set. */
  ci: boolean;
  root: boolean;
  apt: boolean;
  /** chosen: CHROMIUM_PATH names the one browser to use instead of Debian's. */
  chromium: { chosen: boolean; browsers: { path: string; package: string; present: boolean }[] };
  /** Whether a Debian package is installed (false when there is no dpkg). */
  installed: (name: string) => boolean;
  /** PostgreSQL's server programs and Debian's cluster tools (`pg_ctlcluster`). */
  postgresServer: boolean;
  /** The database of TEST_DATABASE_URL, or null when it is not set. */
  database: { url: URL; local: boolean; state: DatabaseState } | null;
};

export type DatabaseState = "ready" | "unreachable" | "no-database" | "no-extension";

export type Step = { say: string; command: string };
/** Either the steps that make the machine ready (none when it is), or why it cannot be. */
export type Plan = { lacks: string[]; steps: Step[]; stop: string | null };

const FONTS = ["fonts-thai-tlwg", "fonts-noto-core"];

export function plan(machine: Machine): Plan {
  const lacks: string[] = [];
  const packages: string[] = [];
  const stops: string[] = [];
  for (const browser of machine.chromium.browsers) {
    if (browser.present) continue;
    lacks.push(`Chromium (${browser.path})`);
    if (machine.chromium.chosen)
      stops.push(`CHROMIUM_PATH=${browser.path}: no such file; point it at Chromium`);
    else packages.push(browser.package);
  }
  for (const font of FONTS) {
    if (machine.apt && !machine.installed(font)) {
      lacks.push(`Thai fonts (${font})`);
      packages.push(font);
    }
  }
  const database = machine.database;
  if (machine.ci && !database) {
    lacks.push("TEST_DATABASE_URL (CI runs every test on PostgreSQL as well as SQLite)");
    stops.push(
      "CI=true: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test (.ci/run does)",
    );
  }
  const unreachable = database?.state === "unreachable";
  if (!machine.postgresServer) {
    lacks.push("PostgreSQL's server");
    packages.push("postgresql", "postgresql-contrib");
  }

  const steps: Step[] = [];
  if (packages.length)
    steps.push({
      say: `installing: ${packages.join(" ")}`,
      command: `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")} >/dev/null`,
    });
  if (database && database.state !== "ready") {
    const { hostname, port, username } = database.url;
    const local = database.local;
    const at = `${hostname}:${port || 5432}`;
    const name = decodeURIComponent(database.url.pathname.slice(1));
    const client = `-h ${hostname} -p ${port || 5432} -U ${decodeURIComponent(username) || "postgres"}`;
    if (!/^\w+$/.test(name)) {
      stops.push(`TEST_DATABASE_URL: name the database with letters, digits and _ only`);
    } else if (unreachable && !local) {
      lacks.push(`PostgreSQL answering at ${at}`);
      stops.push(
        `TEST_DATABASE_URL: nothing answers at ${at}; start that server, or unset TEST_DATABASE_URL to test on SQLite only`,
      );
    } else {
      if (unreachable) {
        lacks.push(`PostgreSQL running at ${at}`);
        steps.push({
          say: "starting PostgreSQL",
          command: `pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start && for _ in $(seq 1 30); do pg_isready -q -h ${hostname} -p ${port || 5432} && break; sleep 1; done`,
        });
      }
      if (database.state === "no-database") lacks.push(`the database "${name}" at ${at}`);
      if (database.state === "no-extension") lacks.push(`the pg_trgm extension in "${name}"`);
      if (database.state !== "no-extension")
        steps.push({
          say: `creating the database "${name}" if missing`,
          command: `psql ${client} -d ${name} -qc "select 1" >/dev/null 2>&1 || createdb ${client} ${name}`,
        });
      // Made once here, so parallel test schemas never race to create it.
      steps.push({
        say: `creating the pg_trgm extension in "${name}" if missing`,
        command: `psql ${client} -d ${name} -qc "create extension if not exists pg_trgm with schema public"`,
      });
    }
  }

  if (stops.length) return { lacks, steps: [], stop: stops.join("\n") };
  if (!steps.length) return { lacks, steps, stop: null };
  if (packages.length && !machine.apt)
    return {
      lacks,
      steps: [],
      stop: `install ${packages.join(", ")} (Debian's names) with this system's package manager, or set CHROMIUM_PATH`,
    };
  if (!machine.root) {
    const script = steps.map((step) => `(${step.command})`).join(" && ");
    return { lacks, steps: [], stop: `run once: sudo sh -c '${script}'` };
  }
  return { lacks, steps, stop: null };
}

/** This machine, as `plan` needs to see it. */
export async function probe(env: NodeJS.ProcessEnv = process.env): Promise<Machine> {
  const onPath = (command: string) =>
    (env.PATH ?? "").split(":").some((dir) => dir && fs.existsSync(path.join(dir, command)));
  const serverRoot = "/usr/lib/postgresql";
  const url = env.TEST_DATABASE_URL ? new URL(env.TEST_DATABASE_URL) : null;
  return {
    ci: env.CI === "true",
    root: process.getuid?.() === 0,
    apt: onPath("apt-get"),
    chromium: {
      chosen: Boolean(env.CHROMIUM_PATH),
      browsers: BROWSERS.map((browser) => ({ ...browser, present: fs.existsSync(browser.path) })),
    },
    installed: (name) =>
      spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" }).stdout?.includes(
        "install ok installed",
      ) ?? false,
    postgresServer:
      onPath("pg_ctlcluster") &&
      fs.existsSync(serverRoot) &&
      fs
        .readdirSync(serverRoot)
        .some((version) => fs.existsSync(path.join(serverRoot, version, "bin", "postgres"))),
    database: url
      ? {
          url,
          local: ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname),
          state: await databaseState(url.toString()),
        }
      : null,
  };
}

/** Whether the database answers, exists and has pg_trgm; other failures are thrown as they are. */
export async function databaseState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "3D000") return "no-database";
    if (code === "57P03" || !code || /^E[A-Z]+$/.test(code)) return "unreachable";
    throw error;
  }
  try {
    const found = await client.query("select 1 from pg_extension where extname = 'pg_trgm'");
    return found.rowCount ? "ready" : "no-extension";
  } finally {
    await client.end();
  }
}

/** Runs each step as a shell command, saying what it does first; throws at the first failure. */
export function runSteps(steps: Step[], env: NodeJS.ProcessEnv): void {
  for (const step of steps) {
    console.log(`[test] ${step.say}`);
    const result = spawnSync("sh", ["-c", step.command], { stdio: "inherit", env });
    if (result.status !== 0)
      throw new Error(`failed (${result.status ?? result.signal}): ${step.command}`);
  }
}

/**
 * Makes this machine ready for the suite, saying what it installs or starts, or stops the
 * process at once with the one command that would (exit 1).
 */
export async function ensurePrerequisites(): Promise<void> {
  const machine = await probe();
  const first = plan(machine);
  if (first.stop) fail(first);
  const password = machine.database?.url.password;
  try {
    runSteps(first.steps, {
      ...process.env,
      ...(password && { PGPASSWORD: decodeURIComponent(password) }),
    });
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
  const after = plan(await probe());
  if (after.lacks.length) fail(after);
}

function fail(result: Plan): never {
  console.error(`✖ npm test needs what this machine lacks: ${result.lacks.join(", ")}`);
  console.error(`  ${result.stop ?? "the steps above did not provide it"}`);
  process.exit(1);
}
