import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseState, plan, probe, runSteps, type Machine } from "./prerequisites.ts";

/** A Debian machine of the project's kind with everything in place, run as root. */
const READY: Machine = {
  ci: false,
  root: true,
  apt: true,
  chromium: {
    chosen: false,
    browsers: [
      { path: "/usr/bin/chromium", package: "chromium", present: true },
      {
        path: "/usr/bin/chromium-headless-shell",
        package: "chromium-headless-shell",
        present: true,
      },
    ],
  },
  installed: () => true,
  postgresServer: true,
  database: null,
};
const missing = <T>(browser: T): T => ({ ...browser, present: false });
const localDatabase = (state: NonNullable<Machine["database"]>["state"]) => ({
  url: new URL("postgres://postgres@127.0.0.1:5432/test"),
  local: true,
  state,
});

describe("what npm test installs or asks for", () => {
  it("does nothing on a ready machine", () => {
    expect(plan(READY)).toEqual({ lacks: [], steps: [], stop: null });
    expect(plan({ ...READY, database: localDatabase("ready") }).steps).toEqual([]);
  });

  it("installs everything a fresh Debian machine lacks, as root, in one apt-get", () => {
    const result = plan({
      ...READY,
      chromium: { chosen: false, browsers: READY.chromium.browsers.map(missing) },
      installed: () => false,
      postgresServer: false,
    });
    expect(result.stop).toBeNull();
    expect(result.lacks).toEqual([
      "Chromium (/usr/bin/chromium)",
      "Chromium (/usr/bin/chromium-headless-shell)",
      "Thai fonts (fonts-thai-tlwg)",
      "Thai fonts (fonts-noto-core)",
      "PostgreSQL's server",
    ]);
    expect(result.steps).toEqual([
      {
        say: "installing: chromium chromium-headless-shell fonts-thai-tlwg fonts-noto-core postgresql postgresql-contrib",
        command:
          "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-thai-tlwg fonts-noto-core postgresql postgresql-contrib >/dev/null",
      },
    ]);
  });

  it("stops under CI without a PostgreSQL database to test on", () => {
    const result = plan({ ...READY, ci: true });
    expect(result.lacks).toEqual([
      "TEST_DATABASE_URL (CI runs every test on PostgreSQL as well as SQLite)",
    ]);
    expect(result.steps).toEqual([]);
    expect(result.stop).toMatch(/^CI=true: set TEST_DATABASE_URL/);
    expect(plan({ ...READY, ci: true, database: localDatabase("ready") }).stop).toBeNull();
  });

  it("installs only the missing font", () => {
    const result = plan({ ...READY, installed: (name) => name !== "fonts-noto-core" });
    expect(result.steps.map((step) => step.say)).toEqual(["installing: fonts-noto-core"]);
  });

  it("starts the local cluster, then makes the database and pg_trgm, when nothing answers", () => {
    const result = plan({ ...READY, database: localDatabase("unreachable") });
    expect(result.lacks).toEqual(["PostgreSQL running at 127.0.0.1:5432"]);
    expect(result.steps.map((step) => step.say)).toEqual([
      "starting PostgreSQL",
      'creating the database "test" if missing',
      'creating the pg_trgm extension in "test" if missing',
    ]);
    expect(result.steps[0]!.command).toMatch(/^pg_ctlcluster --skip-systemctl-redirect /);
  });

  it("creates a missing database or extension only", () => {
    expect(plan({ ...READY, database: localDatabase("no-database") }).steps).toHaveLength(2);
    const extension = plan({ ...READY, database: localDatabase("no-extension") });
    expect(extension.lacks).toEqual(['the pg_trgm extension in "test"']);
    expect(extension.steps.map((step) => step.command)).toEqual([
      'psql -h 127.0.0.1 -p 5432 -U postgres -d test -qc "create extension if not exists pg_trgm with schema public"',
    ]);
  });

  it("stops with the one command to run when it is not root", () => {
    const result = plan({
      ...READY,
      root: false,
      installed: (name) => name !== "fonts-thai-tlwg",
      database: localDatabase("no-database"),
    });
    expect(result.steps).toEqual([]);
    expect(result.stop).toMatch(
      /^run once: sudo sh -c '\(apt-get update -qq && .* install -y -qq fonts-thai-tlwg >\/dev\/null\) && \(psql .* \|\| createdb -h 127\.0\.0\.1 -p 5432 -U postgres test\) && \(psql .*pg_trgm.*\)'$/,
    );
  });

  it("stops without a command it cannot give", () => {
    const chosen = plan({
      ...READY,
      chromium: {
        chosen: true,
        browsers: [{ path: "/opt/chrome", package: "chromium", present: false }],
      },
    });
    expect(chosen.stop).toBe("CHROMIUM_PATH=/opt/chrome: no such file; point it at Chromium");
    const remote = plan({
      ...READY,
      database: {
        url: new URL("postgres://u:p@db.internal:6543/ci"),
        local: false,
        state: "unreachable",
      },
    });
    expect(remote.stop).toMatch(/^TEST_DATABASE_URL: nothing answers at db\.internal:6543; /);
    expect(remote.stop).not.toContain(":p@");
    const noShell = {
      chosen: false,
      browsers: [READY.chromium.browsers[0]!, missing(READY.chromium.browsers[1]!)],
    };
    const noApt = plan({ ...READY, apt: false, chromium: noShell });
    expect(noApt.stop).toMatch(
      /^install chromium-headless-shell \(Debian's names\) with this system's package manager/,
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "the database probe and steps, on this machine's PostgreSQL",
  () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/test");
    const at = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();

    it("sees a ready database, a closed port and a missing database", async () => {
      expect(await databaseState(base.toString())).toBe("ready");
      expect(await databaseState(at("no_such_database_h5"))).toBe("no-database");
      const closed = Object.assign(new URL(base), { port: "1" }).toString();
      expect(await databaseState(closed)).toBe("unreachable");
    });

    it("creates a missing database with pg_trgm through the planned commands", async () => {
      const name = `prereq_${process.pid}`;
      const machine = await probe({ ...process.env, TEST_DATABASE_URL: at(name) });
      expect(machine.database?.state).toBe("no-database");
      try {
        runSteps(plan(machine).steps, process.env);
        expect(await databaseState(at(name))).toBe("ready");
      } finally {
        const admin = new pg.Client({ connectionString: at("postgres") });
        await admin.connect();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    });
  },
);
