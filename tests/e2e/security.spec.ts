import { expect, test, type Page, type Response } from "@playwright/test";
import { firstItemPath, hydrated } from "./helpers.ts";

/** Records every Content-Security-Policy violation the page reports, as event or console error. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  void page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return violations;
}

/** The response's script nonce, after checking that scripts need it and no inline script passes without. */
function scriptNonce(response: Response | null): string {
  const csp = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `a nonce in ${scriptSrc}`).toBeTruthy();
  return nonce!;
}

async function expectScriptsCarry(page: Page, nonce: string) {
  const nonces = await page
    .locator("script:not([type='application/ld+json'])")
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
}

test("pages hydrate under a nonce-based policy with no violation", async ({ page }) => {
  const violations = watchViolations(page);
  const article = await firstItemPath(page, "/news/office");
  const gallery = await firstItemPath(page, "/gallery");
  const nonces = new Set<string>();
  for (const path of ["/", article, "/signin", gallery]) {
    const nonce = scriptNonce(await page.goto(path));
    nonces.add(nonce);
    await hydrated(page);
    expect(violations, path).toEqual([]);
    await expectScriptsCarry(page, nonce);
  }
  expect(nonces.size, "a fresh nonce per page").toBe(4);

  await page.locator(".gallery-thumb").first().click();
  const lightbox = page.locator("dialog.lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator("img")).toHaveJSProperty("complete", true);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  expect(violations).toEqual([]);
});

test("every response forbids framing and sniffing; no HSTS over plain HTTP", async ({
  request,
}) => {
  for (const path of ["/", "/admin/dashboard", "/favicon.svg", "/healthz", "/no-such-page"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});
