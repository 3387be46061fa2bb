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
import { WORD_JOINER } from "../../app/lib/whole-words.server.ts";

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

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and expects no violations. */
export async function expectPageAccessible(page: Page) {
  await settled(page);
  // Only violations are read: passes are not collected node by node. (Options first: they
  // replace what withTags sets.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Hydrated, with its web fonts in: text is laid out as a reader sees it. */
async function settled(page: Page) {
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const THEMES = ["default", "dark", "contrast"] as const;
const WIDTHS = [375, 1280] as const;

type Axe = {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
  getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
};

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe (WCAG 2.1 A and AA) on the page in each colour theme (the default, dark and high
 * contrast) at a phone's and a desktop's width, and expects no violations in any of them. A theme
 * changes colours only (and, in high contrast, adds underlines and borders), so every rule runs
 * in the default theme (with axe's "region": no content outside a landmark) and the colour rules
 * (axe's `cat.color`: contrast, links told apart from text) run in the other two. axe is put in the page once for the six runs.
 * At each width the page is also to fit the screen, with no sideways scrolling.
 */
export async function expectAccessibleInEveryView(page: Page) {
  await settled(page);
  // Evaluated rather than added as a script tag: the page's policy rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // WCAG 1.4.10: the page reflows to the screen's width; a wide table scrolls in its own box.
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) found.push(`${width}px: the page is ${wider} px wider than the screen`);
    for (const theme of THEMES) {
      const violations = await page.evaluate(
        async ({ theme, tags }) => {
          if (theme === "default") document.documentElement.removeAttribute("data-theme");
          else document.documentElement.setAttribute("data-theme", theme);
          const axe = (window as unknown as { axe: Axe }).axe;
          const runOnly =
            theme === "default"
              ? { type: "tag" as const, values: tags }
              : {
                  type: "rule" as const,
                  values: axe
                    .getRules(tags)
                    .filter((rule) => rule.tags.includes("cat.color"))
                    .map((rule) => rule.ruleId),
                };
          // Only violations are read: passes are not collected node by node.
          // Plus axe's "region" (all content inside landmarks): a best practice, not a WCAG rule.
          const rules = { region: { enabled: theme === "default" } };
          const results = await axe.run(document, {
            runOnly,
            rules,
            resultTypes: ["violations"],
          });
          return results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
        },
        { theme, tags: WCAG },
      );
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
  const index = titles.findIndex((title) =>
    DEMO_TITLES.has(title.replaceAll(WORD_JOINER, "").trim()),
  );
  expect(index, "a link to a demo item").toBeGreaterThanOrEqual(0);
  return links.nth(index);
}

/**
 * Waits until the page's scripts are in place: the public pages' script marks <html> with
 * `data-ready` once it runs, after React has hydrated the pages it hydrates (decision 0041). The
 * mark stays through client-side navigations, so after a click wait for what the click leads to
 * (its address, a message) first.
 */
export async function pageReady(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/**
 * Clicks a button that sends the page's form and waits until the server has answered the POST: a
 * second save leaves the first save's notice on the page, so the notice cannot say it is done.
 */
export async function submitAndWait(page: Page, button: Locator) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.request().resourceType() !== "ping",
  );
  await button.click();
  await answered;
}

/**
 * Holds each POST to `url` until the test lets it go: `release()` lets the one waiting go on,
 * `posts()` says how many were sent.
 */
export async function holdPosts(page: Page, url: RegExp | ((url: URL) => boolean)) {
  const held: Array<() => void> = [];
  let posts = 0;
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") {
      posts += 1;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    await route.continue().catch(() => undefined);
  });
  return {
    posts: () => posts,
    release: async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
    },
  };
}

/**
 * Holds each GET to `url` that `held` picks (the page's data read again after an answer, the page
 * a redirect leads to) until `letGo()`, which also lets every later one through; counts the POSTs.
 */
export async function holdReadings(
  page: Page,
  url: RegExp | ((url: URL) => boolean),
  held: (url: URL) => boolean = () => true,
) {
  const waiting: Array<() => void> = [];
  let holding = true;
  let posts = 0;
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") posts += 1;
    else if (holding && held(new URL(route.request().url())))
      await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue().catch(() => undefined);
  });
  return {
    posts: () => posts,
    held: () => waiting.length,
    letGo: () => {
      holding = false;
      for (const go of waiting.splice(0)) go();
    },
  };
}

/** Saves a new general announcement as a draft through the editor; returns its id. */
export async function draftAnnouncement(page: Page, title: string): Promise<string> {
  await page.goto("/admin/write/announce_general");
  await pageReady(page);
  await page.getByLabel("หัวข้อประกาศ").fill(title);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/announce_general\/\d+\?saved=save$/);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}

/** Presses Tab until `target` has focus; fails when it never does. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
