import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/support/ports.ts";
import { startApp, stopApp } from "../support/app-process.ts";

test.setTimeout(120_000);

test("a fault in a loader is the Thai 500 page with the request id, and nothing of the fault", async ({
  page,
}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-fault-"));
  const app = await startApp(e2ePort("serverFault"), { DATA_DIR: dataDir }, { fresh: true });
  try {
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    db.exec("alter table items rename to items_gone");
    db.close();

    const response = await page.goto(`${app.base}/`);
    expect(response!.status()).toBe(500);
    const id = response!.headers()["x-request-id"];
    expect(id).toMatch(/^[\w.:-]{8,}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ขออภัย ระบบขัดข้องชั่วคราว");
    await expect(page.locator(".request-id")).toHaveText(id!);
    const html = await response!.text();
    expect(html).not.toMatch(/no such table|items_gone|SqliteError|at .*\.ts:\d+/i);
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
