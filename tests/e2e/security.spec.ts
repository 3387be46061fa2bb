import { createHash } from "node:crypto";
import { expect, test, type Page, type Response } from "@playwright/test";
import { firstItemPath, pageReady } from "./helpers.ts";

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

/**
 * The response's script-src and nonce (none on a page from the page cache, which every visitor
 * shares), after checking that no inline script passes without a nonce or a hash.
 */
function scriptPolicy(response: Response | null): { nonce: string | null; scriptSrc: string } {
  const csp = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1] ?? null;
  const cached = response?.headers()["x-cache"] !== undefined;
  expect(nonce === null, `a nonce in ${scriptSrc} only when not cached`).toBe(cached);
  return { nonce, scriptSrc };
}

/**
 * Every script carries the page's nonce, or is inline text whose hash the policy names, or is a
 * file of the site's own, which 'self' allows (the page script of a page from the cache).
 */
async function expectScriptsCarry(page: Page, policy: { nonce: string | null; scriptSrc: string }) {
  const scripts = await page
    .locator("script:not([type='application/ld+json'])")
    .evaluateAll((list) =>
      list.map((s) => ({
        nonce: (s as HTMLScriptElement).nonce,
        text: s.textContent ?? "",
        src: s.getAttribute("src"),
      })),
    );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    if (script.src) {
      expect(script.src).toMatch(/^\/assets\//);
      expect(policy.scriptSrc).toContain("'self'");
    } else if (script.nonce) expect(script.nonce).toBe(policy.nonce);
    else {
      const hash = createHash("sha256").update(script.text).digest("base64");
      expect(policy.scriptSrc, script.text.slice(0, 60)).toContain(`'sha256-${hash}'`);
    }
  }
}

test("pages run their scripts under the policy with no violation, and no two responses share a nonce", async ({
  page,
}) => {
  const violations = watchViolations(page);
  const article = await firstItemPath(page, "/news/office");
  const gallery = await firstItemPath(page, "/gallery");
  const nonces: string[] = [];
  for (const path of ["/", article, "/signin", "/", "/signin", gallery]) {
    const policy = scriptPolicy(await page.goto(path));
    if (policy.nonce) nonces.push(policy.nonce);
    await pageReady(page);
    expect(violations, path).toEqual([]);
    await expectScriptsCarry(page, policy);
  }
  expect(nonces, "a fresh nonce per page made for one visitor").toHaveLength(2);
  expect(new Set(nonces).size).toBe(2);

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
