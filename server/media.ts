import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import {
  downloadName,
  imageForReaders,
  isImageOriginal,
} from "../app/domain/media/media-serving.server.ts";
import { isSafeKey } from "../app/storage/safe-key.server.ts";
import type { ByteRange, MediaStorage } from "../app/storage/storage.server.ts";

const YEAR_SECONDS = 31_536_000;
/** Stored keys are short (`images/ab/<16 hex>-w640.webp`); a longer one names nothing. */
const MAX_KEY_LENGTH = 200;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null for anything else or unsatisfiable. */
export function parseRange(header: string, size: number): ByteRange | null | "invalid" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

function notFound(res: Response) {
  res.status(404).type("text/plain; charset=utf-8").send("ไม่พบไฟล์ (file not found)");
}

/**
 * Every key the site makes is lower-case ASCII. Nothing else is looked up, so a storage that
 * ignores case (Dropbox, a case-insensitive disk) cannot be asked for an image's original under
 * another spelling than the one `isImageOriginal` knows.
 */
const SERVED_KEY = /^[a-z0-9][a-z0-9/._-]*$/;

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** An image's original is never sent as stored: see `imageForReaders`. */
async function serveImageOriginal(
  storage: () => MediaStorage,
  key: string,
  req: Request,
  res: Response,
) {
  const image = await imageForReaders(key, async () => {
    const object = await storage().get(key);
    return object && buffer(object.body);
  });
  if (!image) return notFound(res);
  if (image === "busy") {
    res.set("Retry-After", "5");
    res.status(503).type("text/plain; charset=utf-8").send("กำลังเตรียมภาพ (image being prepared)");
    return;
  }
  if ("redirect" in image) {
    res.set("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
    return res.redirect(301, image.redirect);
  }
  // Only until the image's sizes exist, a minute after an upload: then the redirect above.
  res.set({
    "Content-Type": image.contentType,
    "Content-Length": String(image.data.length),
    "Cache-Control": "public, max-age=60",
    "Content-Security-Policy": SANDBOX,
  });
  res.end(req.method === "HEAD" ? undefined : image.data);
}

/**
 * Serves `/media/<key>` from the configured storage: content-addressed, so cached for a year as
 * immutable; byte ranges for video; originals of documents download under their Thai name.
 */
export function serveMedia(storage: () => MediaStorage) {
  return async (req: Request, res: Response) => {
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/media\//, ""));
    } catch {
      return notFound(res);
    }
    if (key.length > MAX_KEY_LENGTH || !SERVED_KEY.test(key) || !isSafeKey(key))
      return notFound(res);
    if (isImageOriginal(key)) return serveImageOriginal(storage, key, req, res);
    const etag = `"${key}"`;
    if (req.get("if-none-match") === etag) return res.status(304).end();
    const head = await storage().head(key);
    if (!head) return notFound(res);
    let range: ByteRange | undefined;
    const rangeHeader = req.get("range");
    if (rangeHeader) {
      const parsed = parseRange(rangeHeader, head.byteSize);
      if (parsed === null) {
        res.status(416).set("Content-Range", `bytes */${head.byteSize}`).end();
        return;
      }
      if (parsed !== "invalid") range = parsed;
    }
    const object = await storage().get(key, range);
    if (!object) return notFound(res);
    res.set({
      "Content-Type": head.contentType,
      "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
      ETag: etag,
      "Accept-Ranges": "bytes",
      "Content-Security-Policy": SANDBOX,
    });
    const name = await downloadName(key);
    if (name) res.set("Content-Disposition", name);
    if (range) {
      res.status(206);
      res.set("Content-Range", `bytes ${range.start}-${range.end}/${head.byteSize}`);
      res.set("Content-Length", String(range.end - range.start + 1));
    } else {
      res.set("Content-Length", String(head.byteSize));
    }
    if (req.method === "HEAD") {
      object.body.destroy();
      return res.end();
    }
    await pipeline(object.body, res).catch(() => res.destroy());
  };
}
