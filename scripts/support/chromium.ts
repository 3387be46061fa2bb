import fs from "node:fs";

/** Debian's Chromium, which browser tests and Lighthouse drive (browser downloads fail here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

export function requireChromium(): string {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium fonts-thai-tlwg fonts-noto-core (or set CHROMIUM_PATH).`,
    );
  }
  return CHROMIUM;
}
