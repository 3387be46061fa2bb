import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const JS_BUDGET = 120_000;
const HTML_BUDGET = 60_000;

test("the home page ships under 120 KB of gzipped JavaScript and 60 KB of gzipped HTML", async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.add(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  let js = 0;
  for (const url of scripts)
    js += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  const html = gzipSync(await (await request.get("/")).body(), { level: 9 }).length;
  console.log(
    `home: ${scripts.size} scripts, ${js} bytes of JavaScript and ${html} bytes of HTML, gzipped`,
  );
  expect(js).toBeLessThan(JS_BUDGET);
  expect(html).toBeLessThan(HTML_BUDGET);
});
