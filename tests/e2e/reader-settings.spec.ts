import { expect, test, type Page } from "@playwright/test";
import { pageReady } from "./helpers.ts";

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("text size and theme apply at once and last the visit; with consent, later visits too", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await pageReady(page);
  const sizes = page.getByRole("group", { name: "ขนาดตัวอักษร" });
  await sizes.getByRole("button", { name: /ก\+/ }).click();
  await sizes.getByRole("button", { name: /ก\+/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-text", "2");
  await expect(sizes.getByRole("button", { name: /^ก ขนาดปกติ/ })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  const themes = page.getByRole("group", { name: "สี" });
  await themes.getByRole("button", { name: "คอนทราสต์สูง" }).click();
  await expect(themes.getByRole("button", { name: "คอนทราสต์สูง" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await background(page)).toBe("rgb(0, 0, 0)");

  await page.goto("/news");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "contrast");
  await expect(page.locator("html")).toHaveAttribute("data-text", "2");
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.locator("html"), "not remembered without consent").not.toHaveAttribute(
    "data-theme",
    "contrast",
  );
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await page.getByRole("button", { name: "ยอมรับทั้งหมด" }).click();
  // With consent the settings move to lasting storage.
  await page.waitForFunction(() => localStorage.length > 0);
  await other.goto("/contact");
  await expect(other.locator("html")).toHaveAttribute("data-theme", "contrast");
  await context.close();
});

test("the theme is set before the page paints, and follows the system when not chosen", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head.indexOf("<script>")).toBeGreaterThan(-1);
  expect(head.indexOf("<script>"), "before any stylesheet").toBeLessThan(
    head.indexOf('rel="stylesheet"'),
  );

  const dark = await browser.newContext({ colorScheme: "dark" });
  const page = await dark.newPage();
  await page.goto("/");
  expect(await background(page)).toBe("rgb(15, 21, 19)");
  await dark.close();

  const light = await browser.newContext({ colorScheme: "light" });
  const first = await light.newPage();
  await first.addInitScript(() =>
    sessionStorage.setItem("sukhaphap.reader", JSON.stringify({ text: 0, theme: "dark" })),
  );
  // The first paint already has the chosen theme: no light frame before it.
  await first.goto("/", { waitUntil: "commit" });
  await first.waitForSelector("body");
  expect(await first.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  await light.close();
});
