import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.1 A and AA) on a page in a fresh context and expects no violations. */
export async function expectNoAxeViolations(
  browser: Browser,
  path: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto(path);
  await expectPageAccessible(page);
  await context.close();
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and expects no violations. */
export async function expectPageAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The path of the first item card on a list page. */
export async function firstItemPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(".card-link").first().getAttribute("href");
  expect(href, `a card on ${listPath}`).toBeTruthy();
  return href!;
}

/** Waits until React has hydrated, so client-side behaviour is in place. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Boolean(
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    ),
  );
  await page.waitForLoadState("networkidle");
}

/** Saves a new general announcement as a draft through the editor; returns its id. */
export async function draftAnnouncement(page: Page, title: string): Promise<string> {
  await page.goto("/admin/write/announce_general");
  await hydrated(page);
  await page.getByLabel("หัวข้อประกาศ").fill(title);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/announce_general\/\d+\?saved=save$/);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}
