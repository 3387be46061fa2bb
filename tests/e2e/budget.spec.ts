import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// Recorded, with how they were set, in docs/performance.md.
const JS_BUDGET = 10_000;
const CSS_BUDGET = 15_000;
const HTML_BUDGET = 60_000;
/**
 * Readers' field data (decision 0037): web-vitals and its beacon, asked for only once the page has
 * loaded and the browser is idle, so not part of the JavaScript the page needs to show and work;
 * counted apart, with a budget of its own.
 */
const FIELD_DATA = /\/assets\/vitals-beacon-[\w-]+\.js$/;
const FIELD_DATA_BUDGET = 4_000;

test("the home page ships under 10 KB of gzipped JavaScript, 15 KB of CSS and 60 KB of HTML", async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.add(r.url());
    if (r.resourceType() === "stylesheet") styles.add(r.url());
  });
  const fieldData = page.waitForRequest(FIELD_DATA);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await fieldData;
  const gzipped = async (url: string) =>
    gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  let js = 0;
  let late = 0;
  for (const url of scripts)
    if (FIELD_DATA.test(url)) late += await gzipped(url);
    else js += await gzipped(url);
  let css = 0;
  for (const url of styles) css += await gzipped(url);
  const html = gzipSync(await (await request.get("/")).body(), { level: 9 }).length;
  console.log(
    `home: ${scripts.size - 1} scripts, ${js} bytes of JavaScript (and ${late} bytes of field data after the page is idle), ${styles.size} stylesheets, ${css} bytes of CSS and ${html} bytes of HTML, gzipped`,
  );
  expect(styles.size).toBeGreaterThan(0);
  expect(js).toBeLessThan(JS_BUDGET);
  expect(late).toBeGreaterThan(0);
  expect(late).toBeLessThan(FIELD_DATA_BUDGET);
  expect(css).toBeLessThan(CSS_BUDGET);
  expect(html).toBeLessThan(HTML_BUDGET);
});
