import { test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { MATRIX } from "./admin-routes.ts";
import { expectAccessibleInEveryView } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const PAGES = Object.entries(MATRIX)
  .filter(([, row]) => !row.resource)
  .map(([pattern, row]) => row.url ?? pattern);

for (const url of [...PAGES, "/admin/pages/policy", "/admin/announce/documents"]) {
  test(`axe in every theme and width: back-office ${url}`, async ({ browser }) => {
    const context = await signedInContext(browser, ADMIN);
    const page = await context.newPage();
    await page.goto(url);
    await expectAccessibleInEveryView(page);
    await context.close();
  });
}
