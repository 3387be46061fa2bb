import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, requireChromium } from "./support/chromium.ts";
import { benchPort } from "./support/ports.ts";
import { firstArticlePath, startProductionServer } from "./support/server.ts";

/**
 * Lighthouse (mobile, the default profile) for the home page and an article. One run of
 * Lighthouse moves by several points, so each page is measured LIGHTHOUSE_RUNS times (5 unless
 * told) after a run that is not counted, and the median run is reported with the spread.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TIMINGS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["speed-index", "SI"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
] as const;

type Run = Awaited<ReturnType<typeof lighthouse>>;

const server = await startProductionServer(benchPort("lighthouse"));
const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
const measure = (url: string): Promise<Run> =>
  lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
const score = (run: Run, key: string) => Math.round((run!.lhr.categories[key]?.score ?? 0) * 100);

try {
  const pages = [
    ["home", "/"],
    ["article", await firstArticlePath(server.baseUrl, "/news/health")],
  ] as const;
  // The first run of a fresh browser sometimes fails to record the page load (NO_NAVSTART).
  await measure(server.baseUrl + pages[0][1]);
  for (const [name, path] of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(server.baseUrl + path);
      // A run that failed (no paint seen, the page not loaded) scores 0: say so rather than count it.
      const error = run!.lhr.runtimeError;
      if (error) console.log(`${name}: a run failed (${error.code}), not counted`);
      else runs.push(run);
    }
    if (runs.length === 0) continue;
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = runs[Math.floor(runs.length / 2)]!;
    const performance = runs.map((run) => score(run, "performance"));
    console.log(
      `\n${name}: performance ${score(median, "performance")} (median of ${runs.length}; ${performance.join(", ")})`,
    );
    console.log(
      `  accessibility ${score(median, "accessibility")}, best practices ${score(median, "best-practices")}, SEO ${score(median, "seo")}`,
    );
    console.log(
      `  ${TIMINGS.map(([id, label]) => `${label} ${median!.lhr.audits[id]?.displayValue ?? "?"}`).join(", ")}`,
    );
    const failed = Object.values(median!.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length) console.log(`  failing audits: ${failed.join(", ")}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
