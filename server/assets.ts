import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "./page-cache.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Hashed build assets in the form compressed at build time (`name.br`, `name.gz`) when the
 * browser takes it; everything else falls through to the plain static files.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    const type = TYPES[path.extname(name)];
    if (!type || name !== req.path.slice(1)) return next();
    const encoding = chooseEncoding(req.get("accept-encoding"));
    if (encoding === "identity") return next();
    const file = path.join(dir, `${name}.${encoding === "br" ? "br" : "gz"}`);
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", stat.size);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Vary", "Accept-Encoding");
      if (req.method === "HEAD") return res.end();
      fs.createReadStream(file).on("error", next).pipe(res);
    });
  };
}
