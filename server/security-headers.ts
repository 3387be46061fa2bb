import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { CSP_NONCE_HEADER } from "../app/lib/csp-nonce.ts";

const FRAME_SOURCES = "https://www.youtube-nocookie.com https://www.facebook.com";

export type SecurityHeaderOptions = { development: boolean; https: boolean };

/** The security headers of one response; `nonce` admits React's and React Router's inline scripts. */
export function securityHeaderValues(
  nonce: string,
  { development, https }: SecurityHeaderOptions,
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // No third-party script is ever allowed.
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes (React's style prop, react-toastify) cannot carry a nonce.
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

/** Security headers for every response, each with a fresh nonce that React Router renders into its scripts. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    req.headers[CSP_NONCE_HEADER] = nonce;
    res.set(securityHeaderValues(nonce, options));
    next();
  };
}
