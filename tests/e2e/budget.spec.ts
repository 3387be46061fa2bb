import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// Recorded, with how they were set, in docs/performance.md.
const JS_BUDGET = 120_000;
const CSS_BUDGET = 15_000;
const HTML_BUDGET = 60_000;

test("the home page ships under 120 KB of gzipped JavaScript, 15 KB of CSS and 60 KB of HTML", async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.add(r.url());
    if (r.resourceType() === "stylesheet") styles.add(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  let js = 0;
  for (const url of scripts)
    js += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  let css = 0;
  for (const url of styles)
    css += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  const html = gzipSync(await (await request.get("/")).body(), { level: 9 }).length;
  console.log(
    `home: ${scripts.size} scripts, ${js} bytes of JavaScript, ${styles.size} stylesheets, ${css} bytes of CSS and ${html} bytes of HTML, gzipped`,
  );
  expect(styles.size).toBeGreaterThan(0);
  expect(js).toBeLessThan(JS_BUDGET);
  expect(css).toBeLessThan(CSS_BUDGET);
  expect(html).toBeLessThan(HTML_BUDGET);
});
