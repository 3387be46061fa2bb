import { expect, test } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, requireChromium } from "../../scripts/support/chromium.ts";
import { firstItemPath } from "./helpers.ts";

test.setTimeout(180_000);

test("Lighthouse gives accessibility 100 on home, an article, search results, contact and sign-in", async ({
  page,
  baseURL,
}) => {
  const pages = [
    "/",
    await firstItemPath(page, "/news/health"),
    `/search?title=${encodeURIComponent("วัคซีน")}`,
    "/contact",
    "/signin",
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const scores: Record<string, number> = {};
    const failing: Record<string, string[]> = {};
    for (const path of pages) {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        onlyCategories: ["accessibility"],
        // The score needs no picture of the page.
        disableFullPageScreenshot: true,
        output: "json",
        logLevel: "error",
      });
      const lhr = result!.lhr;
      scores[path] = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      failing[path] = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
    }
    console.log("Lighthouse accessibility:", scores);
    expect(failing).toEqual(Object.fromEntries(pages.map((p) => [p, []])));
    expect(Object.values(scores)).toEqual(pages.map(() => 100));
  } finally {
    chrome.kill();
  }
});
