import { test as base, type Page } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { signedInContext } from "./staff-session.ts";

/**
 * Pages that live as long as their test worker, for tests that only read: each test navigates
 * afresh, but the browser's cache stays warm, so a page costs its own rendering and not a cold
 * start (a new context fetches and compiles every script, stylesheet and font again: about 2 s of
 * a 4 s test on this machine). A test that changes what the browser keeps (cookies, storage, the
 * session) takes Playwright's own fresh `page` instead.
 */
export const test = base.extend<object, { readerPage: Page; adminPage: Page }>({
  readerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  adminPage: [
    async ({ browser }, use) => {
      const context = await signedInContext(browser, ADMIN);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});
