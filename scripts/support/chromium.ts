import fs from "node:fs";

const chosen = process.env.CHROMIUM_PATH;

/** Debian's Chromium, in which Lighthouse measures pages as a reader's browser (downloads fail here). */
export const CHROMIUM = chosen ?? "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium, the build Playwright itself runs headless: it
 * renders pages with the same engine, without the full browser's interface, in about two thirds
 * of the CPU. The browser tests drive it (decision 0030).
 */
export const HEADLESS_SHELL = chosen ?? "/usr/bin/chromium-headless-shell";

/** The browsers the suite needs, with the Debian package of each. */
export const BROWSERS = chosen
  ? [{ path: chosen, package: "chromium" }]
  : [
      { path: CHROMIUM, package: "chromium" },
      { path: HEADLESS_SHELL, package: "chromium-headless-shell" },
    ];

/** Flags that keep headless Chromium off the network and quiet in this sandbox. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser at `path` (Chromium unless named), or an error that says how to install it. */
export function requireChromium(path: string = CHROMIUM): string {
  if (!fs.existsSync(path)) {
    throw new Error(
      `The browser tests and benchmarks need ${path}. Install it with: apt-get install -y ${BROWSERS.map((browser) => browser.package).join(" ")} fonts-thai-tlwg fonts-noto-core (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}
