import "../server/environment.ts";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD = path.resolve("build/server/index.js");
const SOURCES = ["app", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestSource(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))),
  );
}

/** Builds when there is no build yet or the sources changed since, then starts the server. */
const builtAt = fs.existsSync(BUILD) ? fs.statSync(BUILD).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestSource))) {
  console.log("[site] building the production bundle…");
  // The build script itself, not through npm: a second npm would take a second to start.
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.ts");
