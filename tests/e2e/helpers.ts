import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { ANNOUNCEMENTS } from "../../app/db/seed/announcements-data.ts";
import { DOCUMENTS } from "../../app/db/seed/documents-data.ts";
import { GALLERIES, INFOGRAPHICS, MULTIMEDIA } from "../../app/db/seed/media-data.ts";
import { HEALTH_NEWS } from "../../app/db/seed/news-health.ts";
import { KNOWLEDGE_NEWS } from "../../app/db/seed/news-knowledge.ts";
import { OFFICE_NEWS } from "../../app/db/seed/news-office.ts";

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

const THEMES = ["default", "dark", "contrast"] as const;
const WIDTHS = [375, 1280] as const;

type Axe = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe (WCAG 2.1 A and AA) on the page in each colour theme (the default, dark and high
 * contrast) at a phone's and a desktop's width, and expects no violations in any of them. axe
 * is put in the page once for the six runs.
 */
export async function expectAccessibleInEveryView(page: Page) {
  await page.waitForLoadState("networkidle");
  // Evaluated rather than added as a script tag: the page's policy rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      const violations = await page.evaluate(async (t) => {
        if (t === "default") document.documentElement.removeAttribute("data-theme");
        else document.documentElement.setAttribute("data-theme", t);
        const axe = (window as unknown as { axe: Axe }).axe;
        const results = await axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        });
        return results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      }, theme);
      found.push(...violations.map((v) => `${width}px ${theme}: ${v}`));
    }
  }
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** The path of the first item card on a list page. */
export async function firstItemPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const href = await (await firstDemoLink(page.locator(".card-link"))).getAttribute("href");
  expect(href, `a card on ${listPath}`).toBeTruthy();
  return href!;
}

const DEMO_TITLES = new Set(
  [
    ...HEALTH_NEWS,
    ...KNOWLEDGE_NEWS,
    ...OFFICE_NEWS,
    ...ANNOUNCEMENTS,
    ...DOCUMENTS,
    ...MULTIMEDIA,
    ...INFOGRAPHICS,
    ...GALLERIES,
  ].map((seed) => seed.title),
);

/**
 * The first of these links that leads to demo content. Items other tests make sort first in
 * lists while they live, and those tests unpublish, move or trash them as they go, so a test that
 * only needs "an article" takes one of the demo content's.
 */
export async function firstDemoLink(links: Locator): Promise<Locator> {
  const titles = await links.allTextContents();
  const index = titles.findIndex((title) => DEMO_TITLES.has(title.trim()));
  expect(index, "a link to a demo item").toBeGreaterThanOrEqual(0);
  return links.nth(index);
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
