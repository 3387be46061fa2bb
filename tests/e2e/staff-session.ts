import { expect, type Browser, type BrowserContext } from "@playwright/test";

export type Credentials = { username: string; password: string };

/** A browser context signed in through the real sign-in form post (no JavaScript needed). */
export async function signedInContext(
  browser: Browser,
  account: Credentials,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post("/signin", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    form: { username: account.username, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status(), `sign in as ${account.username}`).toBe(302);
  return context;
}

/** A unique, valid username for accounts a test creates. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
