import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { CSP_NONCE_HEADER } from "../app/lib/csp-nonce.ts";
import { READER_SCRIPT } from "../app/lib/reader.ts";

const FRAME_SOURCES = "https://www.youtube-nocookie.com https://www.facebook.com";
/** The one inline script written by hand, the reader's display settings, allowed by its hash. */
const READER_HASH = `'sha256-${createHash("sha256").update(READER_SCRIPT).digest("base64")}'`;

export type SecurityHeaderOptions = { development: boolean; https: boolean };

/** The security headers of one response; `nonce` admits React's and React Router's inline scripts. */
export function securityHeaderValues(
  nonce: string,
  options: SecurityHeaderOptions,
): Record<string, string> {
  return headerValues(`'nonce-${nonce}' ${READER_HASH}`, options);
}

function headerValues(
  inlineScripts: string,
  { development, https }: SecurityHeaderOptions,
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // No third-party script is ever allowed.
    `script-src 'self' ${inlineScripts}`,
    // Style attributes (React's style prop) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `frame-src ${FRAME_SOURCES}`,
    "media-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The security headers every answer carries besides its Content-Security-Policy. */
export function everyAnswersHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const { "Content-Security-Policy": _csp, ...rest } = headerValues("", options);
  return rest;
}

const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** 16 random bytes, never handed out twice, taken from a larger draw (one draw per 256 nonces). */
function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A page served as it is to many visitors (the page cache): the nonce it was made with is taken
 * out, so no two visitors share one, and its inline scripts are allowed by their SHA-256 hashes.
 */
export function sharedPagePolicy(
  html: string,
  nonce: string | null,
  options: SecurityHeaderOptions,
): { html: string; header: string } {
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const hashes = new Set([READER_HASH]);
  for (const [, script] of page.matchAll(INLINE_SCRIPT))
    hashes.add(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`);
  return {
    html: page,
    header: headerValues([...hashes].join(" "), options)["Content-Security-Policy"]!,
  };
}

/** Security headers for every response, each with a fresh nonce that React Router renders into its scripts. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = freshNonce();
    req.headers[CSP_NONCE_HEADER] = nonce;
    res.set(securityHeaderValues(nonce, options));
    next();
  };
}
