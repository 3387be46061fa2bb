import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, requireChromium } from "./support/chromium.ts";
import { benchPort } from "./support/ports.ts";
import { firstArticlePath, startProductionServer } from "./support/server.ts";

/** Lighthouse (mobile, the default profile) for the home page and an article. */
const server = await startProductionServer(benchPort("lighthouse"));
const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
try {
  const pages = [
    ["home", "/"],
    ["article", await firstArticlePath(server.baseUrl, "/news/health")],
  ] as const;
  console.log("\npage      performance  accessibility  best-practices  seo");
  for (const [name, path] of pages) {
    const result = await lighthouse(server.baseUrl + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const c = result!.lhr.categories;
    const score = (key: string) => String(Math.round((c[key]?.score ?? 0) * 100)).padStart(6);
    console.log(
      `${name.padEnd(9)} ${score("performance")}       ${score("accessibility")}         ${score("best-practices")}      ${score("seo")}`,
    );
    const failed = Object.values(result!.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length) console.log(`          failing audits: ${failed.join(", ")}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
