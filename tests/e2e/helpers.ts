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
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
  await context.close();
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
