import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, requireChromium } from "./scripts/support/chromium.ts";
import { e2ePort } from "./scripts/support/ports.ts";
import { ACCOUNTS } from "./tests/e2e/accounts.ts";

const CHROMIUM = requireChromium();

const PORT = e2ePort("site");
const baseURL = `http://127.0.0.1:${PORT}`;
// The tests read these. One data directory per port, so runs on different ports can share a checkout.
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR = path.resolve(PORT === 3100 ? ".e2e-data" : `.e2e-data-${PORT}`);

export default defineConfig({
  testDir: "tests/e2e",
  // Two app processes sharing one database need PostgreSQL; scripts/test.ts says when it is left out.
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ["two-instances.spec.ts"],
  timeout: 30_000,
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
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      BASE_URL: baseURL,
      SEED: "demo",
      E2E_ACCOUNTS: JSON.stringify(ACCOUNTS),
    },
  },
});
