import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { firstItemPath, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("an unknown address shows the Thai not-found page with status 404 and no site chrome", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบหน้าที่คุณต้องการ");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "กลับหน้าหลัก" })).toBeVisible();
});

test("no address a visitor can type gives a server error", async ({ request }) => {
  const long = "ก".repeat(1000);
  const cases: [string, number][] = [
    ["/news/%E0%A4%A", 404],
    ["/news/health/%E0%B8", 404],
    ["/gallery/%ZZ", 404],
    [`/news/health/${long}`, 404],
    ["/news/unknown-subject", 404],
    ["/news/unknown-subject/some-slug", 404],
    ["/news?page=-1", 404],
    ["/news?page=0", 404],
    ["/news?page=abc", 404],
    ["/news?page=99999", 404],
    ["/news?page=1e9", 404],
    ["/gallery/no-such-gallery", 404],
    ["/search?title=%E0%A4%A", 200],
    [`/search?title=${long}`, 200],
    ["/search?title=x&page=-3", 404],
    ["/feeds/nothing.xml", 404],
    ["/feeds/news-nothing.xml", 404],
    ["/api/search?q=%25%25%25", 200],
    ["/media/images/none.webp", 404],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
  }
});

test("robots.txt, sitemap.xml and RSS feeds are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThan(70);
  // Every section the HTML site map lists, the ITA years and the item pages offices submit.
  const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const path of ["/", "/news", "/news/health", "/fqa", "/about", "/contact"])
    expect(locs, path).toContain(path);
  for (const path of ["/information-centre", "/ita", "/ita/2569", "/ita/2569/O1", "/ita/2569/O11"])
    expect(locs, path).toContain(path);
  expect(locs).not.toContain("/search");
  for (const feed of [
    "news",
    "news-office",
    "news-knowledge",
    "news-health",
    "multimidia",
    "infographic",
    "gallery",
    "general",
    "fqa",
  ]) {
    const response = await request.get(`/feeds/${feed}.xml`);
    expect(response.status(), feed).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    expect(await response.text()).toContain("<item>");
  }
});

test("pages carry a description, canonical URL, Open Graph and Twitter cards", async ({ page }) => {
  for (const path of ["/", "/news", "/gallery", "/fqa", "/contact"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.+/);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      "href",
      new RegExp(`${path === "/" ? "/$" : path}$`),
    );
    await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveCount(1);
  }
  await page.goto("/");
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (j) => JSON.parse(j)["@type"],
  );
  expect(types).toContain("GovernmentOrganization");
});

test("views count once per visitor per day and never for bots", async ({
  page,
  browser,
  playwright,
}) => {
  const path = await firstItemPath(page, "/general");
  // Read as a bot signed in as staff: staff pages never come from the page cache, and a bot
  // is never counted.
  const staff = await signedInContext(browser, ADMIN);
  const views = async () => {
    const html = await (
      await staff.request.get(path, { headers: { "user-agent": "Googlebot/2.1" } })
    ).text();
    return Number(/เข้าชม (?:<!-- -->)?([\d,]+)/.exec(html)![1]!.replace(/,/g, ""));
  };
  const before = await views();
  const visitor = await playwright.request.newContext({
    extraHTTPHeaders: {
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 visitor-a",
    },
  });
  await visitor.get(path);
  await visitor.get(path);
  await expect.poll(views).toBe(before + 1);
  await visitor.dispose();
  await expect.poll(views).toBe(before + 1);
  await staff.close();
});

test("a failed data read during a client-side navigation shows a warning toast", async ({
  browser,
}) => {
  // Pages move without a page load where React runs them: for signed-in staff (decision 0041).
  const staff = await signedInContext(browser, ADMIN);
  const page = await staff.newPage();
  const path = await firstItemPath(page, "/news");
  await page.goto("/news");
  await pageReady(page);
  await page.route("**/*.data*", (route) => route.abort());
  await page.locator(`a.card-link[href="${path}"]`).first().click();
  await expect(page.getByRole("status").filter({ hasText: "ไม่สามารถโหลดข้อมูลได้" })).toBeVisible();
  await staff.close();
});

test("a reader gets an HTML-only page without React, its links ordinary page loads", async ({
  page,
}) => {
  const path = await firstItemPath(page, "/news");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/news");
  await pageReady(page);
  // The page's script, and field data once the page is idle (decision 0037).
  expect(scripts.filter((path) => !/^\/assets\/vitals-beacon-/.test(path))).toEqual([
    expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/),
  ]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const pageLoad = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith(path));
  await page.locator(`a.card-link[href="${path}"]`).first().click();
  await pageLoad;
  await expect(page).toHaveURL(path);
});
