import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL, requireChromium } from "./scripts/support/chromium.ts";
import { e2ePort } from "./scripts/support/ports.ts";
import { ACCOUNTS } from "./tests/e2e/accounts.ts";

const BROWSER = requireChromium(HEADLESS_SHELL);

const PORT = e2ePort("site");
const baseURL = `http://127.0.0.1:${PORT}`;
// The tests read these. One data directory per port, so runs on different ports can share a checkout.
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR = path.resolve(PORT === 3100 ? ".e2e-data" : `.e2e-data-${PORT}`);
// E2E_DATABASE=postgres: the shared server on TEST_DATABASE_URL's database, in a schema of this
// port's that its start empties (scripts/e2e-server.ts). Set once here, before the workers start.
const POSTGRES = process.env.E2E_DATABASE === "postgres";
if (POSTGRES && !process.env.E2E_DATABASE_URL) {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL");
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=e2e_site_${PORT}`);
  process.env.E2E_DATABASE_URL = url.toString();
}

/**
 * Specs whose every test starts servers of its own, with the database each chooses (SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL): the PostgreSQL run of the shared server leaves them out, as
 * it would run them exactly as the SQLite run does. Single tests of that kind carry @own-server.
 */
const OWN_SERVERS = [
  "body-limit.spec.ts",
  "database-down.spec.ts",
  "faults.spec.ts",
  "first-start.spec.ts",
  "hostile-input.spec.ts",
  "search-limit.spec.ts",
  "server-fault.spec.ts",
  "two-instances.spec.ts",
  "wordpress-import.spec.ts",
  "workers.spec.ts",
];

/**
 * Specs that check what the pages are made of (axe in every theme and width, Lighthouse, the
 * JavaScript and CSS budgets, words kept whole at line ends): the same code renders them whatever the database, so the
 * PostgreSQL run leaves them out too; the SQLite run checks them.
 */
const DATABASE_INDEPENDENT = [
  "accessibility.spec.ts",
  "admin-accessibility.spec.ts",
  "budget.spec.ts",
  "lighthouse.spec.ts",
  "words-kept-whole.spec.ts",
];

const DESKTOP = { ...devices["Desktop Chrome"], channel: undefined };
const SITE_WIDE_LISTS = "ita-lists.spec.ts";

// Two app processes sharing one database need PostgreSQL; scripts/test.ts says when it is left out.
const LEFT_OUT = POSTGRES
  ? [...OWN_SERVERS, ...DATABASE_INDEPENDENT]
  : process.env.TEST_DATABASE_URL
    ? []
    : ["two-instances.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // A project's own testIgnore replaces this one: the projects below repeat it.
  testIgnore: LEFT_OUT,
  grepInvert: POSTGRES ? /@own-server/ : undefined,
  // A whole scenario (several argon2 sign-ins, axe scans) on a 2-core machine whose speed varies
  // twofold from run to run (a sign-in measured at 72 and at 152 ms): 60 seconds. A stuck step
  // still fails on its own 10-second wait.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // A failed test keeps its trace (each step's page as it stood) and a screenshot of the end.
    // The trace's screencast is left out: recording it for every test cost a sixth of the suite.
    // CI keeps only what the run prints, so there a trace is never read: recording one for every
    // test cost another seventh of a scenario spec's CPU (decision 0030).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "desktop", use: DESKTOP, testIgnore: [...LEFT_OUT, SITE_WIDE_LISTS] },
    // Its tests change the site-wide ITA lists that the authorisation matrix also saves and puts
    // back: run after every other test, so that neither sees the other's change half-way.
    { name: "lists", use: DESKTOP, testMatch: SITE_WIDE_LISTS, dependencies: ["desktop"] },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `${baseURL}/healthz`,
    // The first start of the day makes the demo content: minutes of image encoding on a busy machine.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      BASE_URL: baseURL,
      SEED: "demo",
      E2E_ACCOUNTS: JSON.stringify(ACCOUNTS),
      // No person waits the contact form's 3 seconds here; the refusal is a unit test's.
      CONTACT_MIN_FILL_MS: "0",
      // One process: tests that read a page twice expect the second from the same page cache.
      // Several processes sharing the port are workers.spec.ts's.
      WEB_WORKERS: "1",
      ...(POSTGRES && { DATABASE_URL: process.env.E2E_DATABASE_URL, FRESH_SCHEMA: "true" }),
    },
  },
});
