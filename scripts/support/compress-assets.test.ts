import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { compressAssets, uncompressedAssets } from "./compress-assets.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("compresses the text assets that lack a compressed form, and only those", async () => {
  const script = "export const ข้อความ = 'สวัสดี';\n".repeat(200);
  const files: Record<string, string> = {
    "entry-a1.js": script,
    "site-b2.css": "body { color: #123 }\n".repeat(100),
    "half-c3.js": "console.log(1);\n",
    "half-c3.js.gz": "old",
    "done-d4.js": "console.log(2);\n",
    "done-d4.js.br": "kept",
    "done-d4.js.gz": "kept",
    "font-e5.woff2": "binary",
  };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);

  const names = uncompressedAssets(dir).sort();
  expect(names).toEqual(["entry-a1.js", "half-c3.js", "site-b2.css"]);
  const { before, after } = await compressAssets(names, dir);
  expect(before).toBe(names.reduce((sum, name) => sum + Buffer.byteLength(files[name]!), 0));
  expect(after).toBeLessThan(before / 4);

  const read = (name: string) => fs.readFileSync(path.join(dir, name));
  expect(brotliDecompressSync(read("entry-a1.js.br")).toString()).toBe(script);
  expect(gunzipSync(read("entry-a1.js.gz")).toString()).toBe(script);
  expect(gunzipSync(read("half-c3.js.gz")).toString()).toBe(files["half-c3.js"]);
  expect(read("done-d4.js.br").toString()).toBe("kept");
  expect(uncompressedAssets(dir)).toEqual([]);
  expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});
