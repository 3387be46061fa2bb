import { spawnSync } from "node:child_process";
import { compressAssets, uncompressedAssets } from "./support/compress-assets.ts";

/**
 * The production build (React Router's bundle, then the public pages' script), then each text asset (JavaScript, CSS, SVG, JSON) compressed beside
 * itself with brotli and gzip at their highest levels, once, so the server never compresses
 * assets per request. `--bundle` makes the bundle alone and `--compress` compresses the assets
 * that lack their compressed forms: `npm start` compresses a new bundle's while it serves.
 */
const step = process.argv[2];
if (step !== "--compress") {
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const script = spawnSync(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "build",
      "--config",
      "vite.page-script.config.ts",
      "--logLevel",
      "warn",
    ],
    { stdio: "inherit" },
  );
  if (script.status !== 0) process.exit(script.status ?? 1);
}
if (step !== "--bundle") {
  const names = uncompressedAssets();
  const { before, after } = await compressAssets(names);
  console.log(
    `compressed ${names.length} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
  );
}
