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
    // A run that failed (no paint seen, the page not loaded) scores 0: say so rather than score it.
    const error = result!.lhr.runtimeError;
    if (error) console.log(`${name.padEnd(9)} the run failed: ${error.code} ${error.message}`);
    const score = (key: string) => String(Math.round((c[key]?.score ?? 0) * 100)).padStart(6);
    console.log(
      `${name.padEnd(9)} ${score("performance")}       ${score("accessibility")}         ${score("best-practices")}      ${score("seo")}`,
    );
    const failed = Object.values(result!.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length) console.log(`          failing audits: ${failed.join(", ")}`);
    const timing = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"]
      .map((id) => `${id} ${result!.lhr.audits[id]?.displayValue ?? "?"}`)
      .join(", ");
    console.log(`          ${timing}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
