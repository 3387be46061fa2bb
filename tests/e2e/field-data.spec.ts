import { expect, test, type Page, type Request } from "@playwright/test";
import { STAFF } from "./accounts.ts";
import { expectAccessibleInEveryView, firstItemPath, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const BEACON = "/api/vitals";
/** The on-demand chunk that holds web-vitals and the beacon. */
const CHUNK = /\/assets\/vitals-beacon-[\w-]+\.js$/;
const METRICS = ["LCP", "INP", "CLS", "TTFB"];
const isBeacon = (r: Request) => new URL(r.url()).pathname === BEACON;

/** What the dashboard shows measured on a kind of page in the last 28 days; 0 without a row. */
async function measured(page: Page, kind: string): Promise<number> {
  await page.goto("/admin/dashboard");
  const section = page.getByRole("region", { name: /^ความเร็วที่ผู้อ่านได้รับจริงใน 28 วันล่าสุด$/ });
  await expect(section).toBeVisible();
  const row = section.getByRole("row").filter({ has: page.getByRole("rowheader", { name: kind }) });
  if ((await row.count()) === 0) return 0;
  return Number(((await row.getByRole("cell").first().textContent()) ?? "").replace(/\D/g, ""));
}

/** Resolves once the browser has been idle after the page's load, as the loader waits for. */
async function idle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => setTimeout(done, 300), { timeout: 2000 }),
      ),
  );
}

/**
 * Hides the page as switching tabs or locking the phone does. Headless Chromium keeps every page
 * visible, so the state is set and the event sent as the browser would send them.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

test("a reader's page loads web-vitals after it is idle and sends one beacon when hidden, which the dashboard counts", async ({
  browser,
}) => {
  const staff = await signedInContext(browser, STAFF);
  const dashboard = await staff.newPage();
  const article = await firstItemPath(dashboard, "/news");
  const before = await measured(dashboard, "หน้าเนื้อหา");

  const reader = await browser.newContext();
  const page = await reader.newPage();
  const beacons: Request[] = [];
  page.on("request", (r) => {
    if (isBeacon(r)) beacons.push(r);
  });
  const chunk = page.waitForResponse(CHUNK);
  await page.goto(article);
  await pageReady(page);
  await chunk;
  // Asked for after the page's load event: never part of what the page needs to show.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => /\/vitals-beacon-/.test(e.name)),
  );
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const loaded = performance
      .getEntriesByType("resource")
      .find((e) => /\/vitals-beacon-[\w-]+\.js$/.test(e.name));
    return { load: navigation.loadEventEnd, chunk: loaded?.startTime ?? -1 };
  });
  expect(timing.chunk).toBeGreaterThanOrEqual(timing.load);
  await idle(page);
  // A tap on the text (the largest paint is final after it); nothing is sent while it is shown.
  await page.getByRole("heading", { level: 1 }).click();
  await idle(page);
  expect(beacons).toHaveLength(0);

  const sent = page.waitForResponse((r) => isBeacon(r.request()));
  await hide(page);
  const answer = await sent;
  expect(answer.status()).toBe(204);
  const beacon = answer.request();
  expect(beacon.method()).toBe("POST");
  expect(await beacon.headerValue("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
  expect(await beacon.headerValue("cookie")).toBeNull();
  const body = new URLSearchParams(beacon.postData() ?? "");
  // The route the reader landed on and the measurements: no address, no id, nothing else.
  expect(body.get("route")).toBe("news-item");
  for (const key of body.keys()) expect(["route", ...METRICS]).toContain(key);
  for (const metric of ["LCP", "CLS", "TTFB"]) expect(body.get(metric), metric).toMatch(/^\d/);
  expect(Number(body.get("LCP"))).toBeGreaterThan(0);
  // Hidden again (shown and hidden once more): what was sent is not sent again.
  await hide(page);
  await idle(page);
  expect(beacons).toHaveLength(1);
  await reader.close();

  // Counted after the answer: the dashboard shows it within moments.
  await expect(async () => {
    expect(await measured(dashboard, "หน้าเนื้อหา")).toBeGreaterThan(before);
  }).toPass();
  await staff.close();
});

test("the dashboard shows readers' measurements per kind of page, in every view", async ({
  browser,
  request,
}) => {
  const beacon = "route=news-item&LCP=1800&CLS=0.02&TTFB=300&INP=120";
  const form = { "content-type": "application/x-www-form-urlencoded" };
  expect((await request.post(BEACON, { data: beacon, headers: form })).status()).toBe(204);
  const staff = await signedInContext(browser, STAFF);
  const dashboard = await staff.newPage();
  await expect(async () => {
    expect(await measured(dashboard, "หน้าเนื้อหา")).toBeGreaterThan(0);
  }).toPass();
  const table = dashboard.getByRole("table", {
    name: "ความเร็วของหน้าเว็บที่ผู้อ่านได้รับจริง 28 วันล่าสุด ตามประเภทหน้า",
  });
  const headers = await table.getByRole("columnheader").allTextContents();
  expect(headers.map((h) => h.split(" ")[0])).toEqual(["ประเภทหน้า", "จำนวนครั้งที่วัดได้", ...METRICS]);
  const row = table
    .getByRole("row")
    .filter({ has: dashboard.getByRole("rowheader", { name: "หน้าเนื้อหา" }) });
  await expect(row.getByRole("cell").nth(1)).toContainText(/วินาที\s*ดี \d+% จาก [\d,]+ ครั้ง/);
  await expectAccessibleInEveryView(dashboard);
  await staff.close();
});

test("leaving a page sends its beacon as the page unloads, all four measurements in one", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Chromium sends a beacon from a page being left without telling Playwright: the test's own
  // record of each call, kept in the test browser's storage, is read on the next page.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const calls = JSON.parse(localStorage.getItem("test:beacons") ?? "[]") as string[][];
      calls.push([String(url), String(data)]);
      localStorage.setItem("test:beacons", JSON.stringify(calls));
      return send(url, data);
    };
  });
  await page.goto("/");
  await pageReady(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => /\/vitals-beacon-/.test(e.name)),
  );
  await idle(page);
  await page.keyboard.press("Tab");
  await page.goto("/sitemap");
  await pageReady(page);
  const calls = await page.evaluate(() => localStorage.getItem("test:beacons"));
  const beacons = JSON.parse(calls ?? "[]") as [string, string][];
  expect(beacons).toHaveLength(1);
  const [url, data] = beacons[0]!;
  expect(url).toBe(BEACON);
  const body = new URLSearchParams(data);
  expect(body.get("route")).toBe("routes/site/home");
  for (const metric of ["LCP", "CLS", "TTFB"]) expect(body.get(metric), metric).toMatch(/^\d/);
  await context.close();
});

test("signed-in staff reading public pages load no web-vitals and send nothing", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/");
  await pageReady(page);
  await idle(page);
  await page.goto("/news");
  await pageReady(page);
  await idle(page);
  await page.goto("about:blank");
  expect(asked.filter((p) => p === BEACON || CHUNK.test(p))).toEqual([]);
  await context.close();
});

test("hostile beacons are refused with a 4xx and a code, never a 500", async ({ request }) => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const post = (data: string, headers: Record<string, string> = form) =>
    request.post(BEACON, { data, headers });
  const good = "route=routes%2Fsite%2Fhome&LCP=1200&CLS=0.01&TTFB=200";
  // A well-formed beacon is taken, with nothing in the answer.
  expect((await post(good)).status()).toBe(204);

  const refused: [string, string, number][] = [
    ["unknown metric", "route=routes%2Fsite%2Fhome&FCP=1", 400],
    ["unknown page", "route=routes%2Fadmin%2Fdashboard&LCP=1", 400],
    ["an address for a route", "route=%2Fnews&LCP=1", 400],
    ["no metric", "route=routes%2Fsite%2Fhome", 400],
    ["negative value", "route=routes%2Fsite%2Fhome&LCP=-5", 400],
    ["not a number", "route=routes%2Fsite%2Fhome&LCP=%3Cscript%3E", 400],
    ["an identifier", "route=routes%2Fsite%2Fhome&LCP=1&id=v6-123", 400],
    ["a field twice", "route=routes%2Fsite%2Fhome&LCP=1&LCP=2", 400],
    ["a body past a kilobyte", `route=${"a".repeat(2000)}&LCP=1`, 413],
  ];
  for (const [label, data, status] of refused) {
    const answer = await post(data);
    expect(answer.status(), label).toBe(status);
    if (status === 400) expect((await answer.json()).code, label).toBe("vitals.invalid");
  }
  expect((await post('{"LCP":1}', { "content-type": "application/json" })).status()).toBe(415);
  expect((await post(good, { "content-type": "text/plain" })).status()).toBe(415);
  expect((await post(good, { ...form, origin: "https://evil.example" })).status()).toBe(403);
  expect((await request.get(BEACON)).status()).toBe(405);
});
