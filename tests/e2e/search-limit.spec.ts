import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/support/ports.ts";
import { startApp, stopApp } from "../support/app-process.ts";

const PORT = e2ePort("searchLimit");
const LIMITED = "ค้นหาบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง";

test.setTimeout(180_000);

test("search is rate limited per address: the page and the suggestions share one budget, refused with 429, Retry-After and Thai", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-limit-"));
  const app = await startApp(PORT, { DATA_DIR: dataDir, SEARCH_RATE_LIMIT: "6" }, { fresh: true });
  try {
    const suggest = (q: string) => fetch(`${app.base}/api/search?q=${encodeURIComponent(q)}`);
    // Each query differs, so the page cache answers none of them.
    const page = (q: string) => fetch(`${app.base}/search?title=${encodeURIComponent(q)}`);
    for (let i = 0; i < 3; i++) expect((await suggest(`วัคซีน ${i}`)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await page(`ไข้เลือดออก ${i}`)).status).toBe(200);

    const refused = await suggest("วัคซีน 9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({ message: LIMITED, items: [], total: 0 });

    const refusedPage = await page("ไข้เลือดออก 9");
    expect(refusedPage.status).toBe(429);
    expect(Number(refusedPage.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refusedPage.text()).toContain(LIMITED);

    // Answers already kept by the page cache are still given: they cost no search.
    const kept = await suggest("วัคซีน 0");
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-cache")).toMatch(/HIT|STALE/);
    expect((await kept.json()) as object).toHaveProperty("items");

    // What searches nothing costs nothing: a one-letter suggestion, the empty search page.
    expect((await suggest("ก")).status).toBe(200);
    expect((await fetch(`${app.base}/search`)).status).toBe(200);
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
