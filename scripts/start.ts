import "../server/environment.ts";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { uncompressedAssets } from "./support/compress-assets.ts";

const BUILD = path.resolve("build/server/index.js");
const SOURCES = [
  "app",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "vite.page-script.config.ts",
  "react-router.config.ts",
];

function newestSource(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))),
  );
}

/**
 * Builds when there is no build yet or the sources changed since, then starts the server. The
 * new bundle's assets are compressed by a process of its own, behind the server in the CPU's
 * queue: the server opens seconds sooner, and sends each asset compressed per request until its
 * compressed forms are there (a start interrupted before then compresses the rest next time).
 */
const builtAt = fs.existsSync(BUILD) ? fs.statSync(BUILD).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestSource))) {
  console.log("[site] building the production bundle…");
  // The build script itself, not through npm: a second npm would take a second to start.
  const result = spawnSync(process.execPath, ["scripts/build.ts", "--bundle"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (uncompressedAssets().length) {
  console.log("[site] compressing the bundle's assets in the background…");
  const compressing = spawn(process.execPath, ["scripts/build.ts", "--compress"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  compressing.on("error", (error) => console.error(`[site] compressing failed: ${error.message}`));
  try {
    os.setPriority(compressing.pid ?? 0, 10);
  } catch {
    // It did not start, or is done already.
  }
}
await import("../server/index.ts");
