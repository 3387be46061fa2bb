import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The hashed build assets the server sends in a form compressed once (server/assets.ts). */
export const ASSETS = path.resolve("build/client/assets");
const TEXT = /\.(js|css|svg|json)$/;
const FORMS = [
  {
    ext: "br",
    make: promisify(brotliCompress),
    options: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  { ext: "gz", make: promisify(gzip), options: { level: 9 } },
] as const;

/** Text assets (JavaScript, CSS, SVG, JSON) missing their brotli or gzip form beside them. */
export function uncompressedAssets(dir = ASSETS): string[] {
  if (!fs.existsSync(dir)) return [];
  const names = new Set(fs.readdirSync(dir));
  return [...names]
    .filter((name) => TEXT.test(name))
    .filter((name) => FORMS.some((form) => !names.has(`${name}.${form.ext}`)));
}

/**
 * Writes each of `names` compressed beside itself with brotli and gzip at their highest levels,
 * so the server never compresses assets per request. Each form goes through a temporary file
 * renamed into place: a server sending the assets meanwhile never reads half a file. Returns
 * the bytes before and after brotli.
 */
export async function compressAssets(
  names: string[],
  dir = ASSETS,
): Promise<{ before: number; after: number }> {
  let before = 0;
  let after = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const body = await fs.promises.readFile(file);
      before += body.length;
      for (const form of FORMS) {
        const compressed = await form.make(body, form.options);
        if (form.ext === "br") after += compressed.length;
        const temporary = `${file}.${form.ext}.${process.pid}.tmp`;
        await fs.promises.writeFile(temporary, compressed);
        await fs.promises.rename(temporary, `${file}.${form.ext}`);
      }
    }),
  );
  return { before, after };
}
