import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";

export type Credentials = { username: string; password: string };

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** Signed in once per test worker: the administrator and the general user most tests act as. */
const shared = new Map<string, Promise<StorageState>>();

/**
 * A browser context signed in through the real sign-in form post (no JavaScript needed). The
 * shared administrator and general user sign in once per worker and each context gets a copy of
 * that session; no test signs them out, ends their sessions or changes their passwords or
 * two-factor sign-in (tests that do use accounts of their own). Any other account signs in anew.
 */
export async function signedInContext(
  browser: Browser,
  account: Credentials,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  if (account !== ADMIN && account !== STAFF) {
    const context = await browser.newContext(options);
    await signIn(context.request, account);
    return context;
  }
  let state = shared.get(account.username);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      try {
        await signIn(context.request, account);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    shared.set(account.username, state);
    state.catch(() => shared.delete(account.username));
  }
  return browser.newContext({ ...options, storageState: await state });
}

async function signIn(request: APIRequestContext, account: Credentials) {
  const response = await request.post("/signin", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    form: { username: account.username, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status(), `sign in as ${account.username}`).toBe(302);
}

/** A unique, valid username for accounts a test creates. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
