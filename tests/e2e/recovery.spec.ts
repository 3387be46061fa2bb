import { expect, test, type Page } from "@playwright/test";
import { firstDemoLink, pageReady } from "./helpers.ts";

const ITEM_CHUNK = /\/assets\/item-[^/]+\.js$/;

async function firstArticle(page: Page) {
  await page.goto("/news");
  await pageReady(page);
  return (await (await firstDemoLink(page.locator(".card-link"))).getAttribute("href"))!;
}

test("a page whose code fails to download is tried again and then opens", async ({ page }) => {
  const href = await firstArticle(page);
  let requests = 0;
  await page.route(ITEM_CHUNK, (route) => (requests++ === 0 ? route.abort() : route.continue()));
  await page.locator(`a.card-link[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(".item h1")).toBeVisible();
  expect(requests).toBeGreaterThanOrEqual(2);
});

test("after 120 seconds of failed retries the visitor gets a message and a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
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
