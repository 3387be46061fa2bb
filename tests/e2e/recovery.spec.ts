import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { firstDemoLink, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const ITEM_CHUNK = /\/assets\/item-[^/]+\.js$/;

/**
 * A page that moves without a page load: public pages are hydrated for signed-in staff only
 * (decision 0041), whose next page's code can fail to arrive.
 */
async function staffPage(browser: Browser): Promise<Page> {
  return (await signedInContext(browser, ADMIN)).newPage();
}

async function firstArticle(page: Page) {
  await page.goto("/news");
  await pageReady(page);
  return (await (await firstDemoLink(page.locator(".card-link"))).getAttribute("href"))!;
}

test("a page whose code fails to download is tried again and then opens", async ({ browser }) => {
  const page = await staffPage(browser);
  const href = await firstArticle(page);
  let requests = 0;
  await page.route(ITEM_CHUNK, (route) => (requests++ === 0 ? route.abort() : route.continue()));
  await page.locator(`a.card-link[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(".item h1")).toBeVisible();
  expect(requests).toBeGreaterThanOrEqual(2);
});

test("after 120 seconds of failed retries the visitor gets a message and a reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await staffPage(browser);
  await page.clock.install();

  const href = await firstArticle(page);
  await page.route(ITEM_CHUNK, (route) => route.abort());
  await page.locator(`a.card-link[href="${href}"]`).first().click();
  const notice = page.getByRole("alert").filter({ hasText: "โหลดหน้าไม่สำเร็จภายใน 2 นาที" });
  // Each step lets the longest pause (15 s) pass, then waits for the reload it causes.
  for (let i = 0; i < 30 && !(await notice.isVisible()); i++) {
    await pageReady(page);
    const reloaded = page.waitForEvent("load", { timeout: 5_000 }).catch(() => null);
    await page.clock.runFor(15_000);
    await Promise.race([reloaded, notice.waitFor({ timeout: 5_000 }).catch(() => null)]);
  }
  await expect(notice).toBeVisible();
  await page.unroute(ITEM_CHUNK);
  await notice.getByRole("button", { name: "โหลดหน้าใหม่" }).click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(".item h1")).toBeVisible();
});
