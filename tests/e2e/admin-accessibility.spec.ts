import { MATRIX } from "./admin-routes.ts";
import { expectAccessibleInEveryView } from "./helpers.ts";
import { test } from "./worker-pages.ts";

const PAGES = Object.entries(MATRIX)
  .filter(([, row]) => !row.resource)
  .map(([pattern, row]) => row.url ?? pattern);

const MORE = [
  "/admin/pages/policy",
  "/admin/announce/documents",
  "/admin/ita/lists/information-centre",
];

for (const url of [...PAGES, ...MORE]) {
  test(`axe in every theme and width: back-office ${url}`, async ({ adminPage: page }) => {
    await page.goto(url);
    await expectAccessibleInEveryView(page);
  });
}
