import type { Request, RequestHandler } from "express";
import { refuse } from "./refusal.ts";

/**
 * How much of a request the server takes, in one place. A page is sent as a form post of at most
 * these many bytes: the back-office's largest is the editor (up to 200,000 characters of body,
 * nine bytes each when a Thai letter is percent-encoded, plus the other fields); the public
 * forms (sign-in, contact, cookie choice) are small.
 */
export const LIMITS = {
  backOfficeBodyBytes: 2 * 1024 * 1024,
  publicBodyBytes: 64 * 1024,
  /** A reader's field-data beacon (`/api/vitals`): a route id and four numbers, some 120 bytes. */
  beaconBodyBytes: 1024,
  /** After a refused body, how long the rest may keep arriving before the connection is cut. */
  lingerMs: 10_000,
};

/** Routes that stream their own bodies to disk under their own limits (media, WordPress exports). */
const STREAMING = /^\/admin\/(library\/upload|import\/upload)(\.data)?$/;
const BEACON = /^\/api\/vitals(\.data)?$/;
const METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** A host name, IPv4 or bracketed IPv6 address, and an optional port. */
export const HOST = /^([a-z0-9-._~]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * Refuses what no page takes before anything reads it: methods other than GET, HEAD and POST
 * (405), a Host header that cannot make an address (400), a NUL in the address (400).
 * (Addresses and headers past Node's 16 KB are answered in client-errors.ts.)
 */
export function checkRequest(): RequestHandler {
  return (req, res, next) => {
    // The connection is closed after: Node's parser fails on what follows some of these (a TRACE
    // with a body), and the client must not send its next request there.
    if (!METHODS.has(req.method))
      return refuse(req, res, 405, `method ${req.method}`, {
        Allow: "GET, HEAD, POST",
        Connection: "close",
      });
    const host = req.headers.host;
    if (host !== undefined && !HOST.test(host)) return refuse(req, res, 400, "bad Host header");
    // No text anywhere may hold a NUL (PostgreSQL refuses it, and a route would answer 500).
    if (/%00/.test(req.originalUrl)) return refuse(req, res, 400, "NUL in the address");
    next();
  };
}

/** The most a POST to this path may carry; null for the routes that stream their own. */
export function bodyLimit(path: string): number | null {
  if (STREAMING.test(path)) return null;
  if (BEACON.test(path)) return LIMITS.beaconBodyBytes;
  return path.startsWith("/admin/") ? LIMITS.backOfficeBodyBytes : LIMITS.publicBodyBytes;
}

/**
 * Reads a POST body into `req.body`, counting bytes as they arrive (chunked bodies included,
 * whatever Content-Length says): past the path's limit the answer is 413 at once and the rest is
 * read and dropped, for at most LIMITS.lingerMs, so the client sees the answer instead of a reset.
 * Only forms are taken (415 otherwise; no type and no body counts as an empty form), and a
 * multipart body that does not parse is a 400, so `request.formData()` in a route cannot fail.
 */
export function readBody(): RequestHandler {
  return (req, res, next) => {
    const limit = req.method === "POST" ? bodyLimit(req.path) : null;
    if (limit === null) return next();
    const type = req.headers["content-type"];
    const declared = Number(req.headers["content-length"] ?? 0);
    if (type !== undefined && !FORM_TYPES.test(type))
      return refuse(req, res, 415, `content type ${type.slice(0, 100)}`);
    if (declared > limit) return refuseTooLarge(req, res, limit);

    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        refuseTooLarge(req, res, limit);
      } else chunks.push(chunk);
    });
    req.on("error", (error) => {
      if (!refused) next(error);
      refused = true;
    });
    req.on("end", () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      if (type === undefined) {
        if (body.length > 0) return refuse(req, res, 415, "body without a content type");
        req.headers["content-type"] = "application/x-www-form-urlencoded";
      }
      req.body = body;
      parses(req, body).then(
        (ok) => (ok ? next() : refuse(req, res, 400, "form that does not parse")),
        next,
      );
    });
  };
}

function refuseTooLarge(req: Request, res: Parameters<RequestHandler>[1], limit: number): void {
  refuse(req, res, 413, `body over ${limit} bytes`);
  req.resume();
  res.once("finish", () => {
    if (req.complete) return;
    const cut = setTimeout(() => req.socket.destroy(), LIMITS.lingerMs);
    req.once("end", () => clearTimeout(cut));
    req.socket.once("close", () => clearTimeout(cut));
  });
}

/** Whether a posted form can be read; URL-encoded forms always can. */
async function parses(req: Request, body: Buffer): Promise<boolean> {
  const type = req.headers["content-type"]!;
  if (!/^multipart\//i.test(type)) return true;
  try {
    await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    return true;
  } catch {
    return false;
  }
}
