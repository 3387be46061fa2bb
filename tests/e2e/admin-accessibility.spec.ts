import { test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { MATRIX } from "./admin-routes.ts";
import { expectPageAccessible } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const PAGES = Object.entries(MATRIX)
  .filter(([, row]) => !row.resource)
  .map(([pattern, row]) => row.url ?? pattern);

for (const url of PAGES) {
  test(`axe: back-office ${url}`, async ({ browser }) => {
    const context = await signedInContext(browser, ADMIN);
    const page = await context.newPage();
    await page.goto(url);
    await expectPageAccessible(page);
    await context.close();
  });
}

test("axe: the back-office on a tablet", async ({ browser }) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto("/admin/news/health");
  await expectPageAccessible(page);
  await context.close();
});
