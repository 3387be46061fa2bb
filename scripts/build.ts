import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * The production build, then each text asset (JavaScript, CSS, SVG) compressed beside itself
 * with brotli and gzip at their highest levels, once, so the server never compresses assets
 * per request.
 */
const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);

const ASSETS = path.resolve("build/client/assets");
const TEXT = /\.(js|css|svg|json)$/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

let before = 0;
let after = 0;
const files = fs.readdirSync(ASSETS).filter((name) => TEXT.test(name));
await Promise.all(
  files.map(async (name) => {
    const file = path.join(ASSETS, name);
    const body = fs.readFileSync(file);
    const [brotli, gzipped] = await Promise.all([
      br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(body, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipped);
    before += body.length;
    after += brotli.length;
  }),
);
console.log(
  `compressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
);
