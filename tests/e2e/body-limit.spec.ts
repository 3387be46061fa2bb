import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/support/ports.ts";
import { startApp, stopApp, type AppProcess } from "../support/app-process.ts";
import { chunkedFlood, rssMb, watchRss } from "../support/hostile-requests.ts";

const MB = 1024 * 1024;

let app: AppProcess;
let dataDir: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "body-limit-"));
  app = await startApp(
    e2ePort("bodyLimit"),
    { DATA_DIR: dataDir, LOG_LEVEL: "error" },
    { fresh: true },
  );
});

test.afterAll(async () => {
  await stopApp(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("eight parallel chunked 150 MB posts to /signin get 413 while the server's memory stays flat", async () => {
  const pid = app.child.pid!;
  // A few ordinary requests first, so the baseline is a warm server's.
  for (const page of ["/", "/signin", "/contact"]) await fetch(`${app.base}${page}`);
  const before = rssMb(pid);
  const watch = watchRss(pid);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: 8 }, () => chunkedFlood(app.base, "/signin", 150 * MB)),
  );
  const peak = watch.stop();
  console.log(
    `body limit: 8 × 150 MB chunked to /signin → ${statuses.join(", ")} in ${Date.now() - started} ms; RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${(peak - before).toFixed(0)} MB)`,
  );
  expect(statuses).toEqual(Array(8).fill(413));
  expect(peak - before).toBeLessThan(100);
  expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
});

test("the same holds for every public form and the back-office", async () => {
  const pid = app.child.pid!;
  const before = rssMb(pid);
  const watch = watchRss(pid);
  const statuses = await Promise.all(
    ["/contact", "/consent", "/signin.data", "/admin/write/news_office", "/setup/x"].map((p) =>
      chunkedFlood(app.base, p, 50 * MB),
    ),
  );
  const peak = watch.stop();
  expect(statuses).toEqual(Array(5).fill(413));
  expect(peak - before).toBeLessThan(100);
});
