import { expect, type Page } from "@playwright/test";
import { expectAccessibleInEveryView, firstItemPath } from "./helpers.ts";
import { test } from "./worker-pages.ts";

/** Every public page there is, each checked in three themes at two widths. */
const PAGES = [
  "/",
  "/news",
  "/news/office",
  "/multimidia",
  "/infographic",
  "/gallery",
  "/general",
  "/documents",
  "/documents?category=plan",
  "/fqa",
  "/workwithus",
  "/about",
  "/about/history",
  "/policy",
  "/policy/privacy",
  "/policy/cookies",
  "/policy/accessibility",
  "/sitemap",
  "/contact",
  "/ita",
  "/ita/2569/O11",
  "/information-centre",
  "/search?title=วัคซีน",
  "/search?title=ซูเปอร์คาลิฟราจิลิสติก",
  "/search?title=ติดต่อเรา",
  "/search",
  "/signin",
  "/no-such-page",
];

for (const path of PAGES) {
  test(`axe in every theme and width: ${path}`, async ({ readerPage: page }) => {
    await page.goto(path);
    await expectAccessibleInEveryView(page);
  });
}

for (const list of [
  "/news/health",
  "/multimidia",
  "/infographic",
  "/gallery",
  "/general",
  "/documents",
  "/fqa",
]) {
  test(`axe in every theme and width: an item of ${list}`, async ({ readerPage: page }) => {
    await page.goto(await itemOf(page, list));
    await expectAccessibleInEveryView(page);
  });
}

async function itemOf(page: Page, list: string): Promise<string> {
  if (list === "/fqa" || list === "/documents") {
    await page.goto(list);
    const link = list === "/fqa" ? ".faq-item a" : ".document-list h2 a";
    return (await page.locator(link).first().getAttribute("href"))!;
  }
  return firstItemPath(page, list);
}

test("text at twice its size and a 320 px screen need no sideways scrolling", async ({ page }) => {
  for (const path of ["/", "/news", "/contact", "/policy/cookies", "/documents", "/ita"]) {
    for (const [width, text] of [
      [1280, "200%"],
      [320, "100%"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const overflow = await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
        return document.documentElement.scrollWidth - document.documentElement.clientWidth;
      }, text);
      expect(overflow, `${path} at ${width} px, text ${text}`).toBeLessThanOrEqual(0);
    }
  }
});

test("articles, announcements and the FAQ print without navigation and with their address", async ({
  page,
}) => {
  for (const path of [
    await firstItemPath(page, "/news/health"),
    await firstItemPath(page, "/general"),
    "/fqa",
  ]) {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    for (const chrome of [".site-header", ".site-footer", ".reader-bar", ".consent-banner"])
      await expect(page.locator(chrome), `${chrome} on ${path}`).toBeHidden();
    await expect(page.locator(".print-only")).toContainText(`ที่มา: ${decodeURI(page.url())}`);
    if (path === "/fqa") await expect(page.locator(".faq-item .prose").first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  }
});
