import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations, firstItemPath } from "./helpers.ts";

const LISTS = [
  "/",
  "/news",
  "/news/office",
  "/multimidia",
  "/infographic",
  "/gallery",
  "/general",
  "/fqa",
  "/workwithus",
  "/contact",
  "/search?title=วัคซีน",
  "/search",
  "/no-such-page",
];

for (const path of LISTS) {
  test(`axe: ${path}`, async ({ browser }) => {
    await expectNoAxeViolations(browser, path);
  });
}

for (const list of [
  "/news/health",
  "/multimidia",
  "/infographic",
  "/gallery",
  "/general",
  "/fqa",
]) {
  test(`axe: an item of ${list}`, async ({ browser, page }) => {
    const path = list === "/fqa" ? await faqPath(page) : await firstItemPath(page, list);
    await expectNoAxeViolations(browser, path);
  });
}

test("axe: home at 375 px", async ({ browser }) => {
  await expectNoAxeViolations(browser, "/", { width: 375, height: 740 });
});

async function faqPath(page: Page) {
  await page.goto("/fqa");
  return (await page.locator(".faq-item a").first().getAttribute("href"))!;
}
