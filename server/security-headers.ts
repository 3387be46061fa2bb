import type { RequestHandler } from "express";

const FRAME_SOURCES = "https://www.youtube-nocookie.com https://www.facebook.com";

/** Conservative security headers for every response. */
export function securityHeaders(development: boolean): RequestHandler {
  const csp = [
    "default-src 'self'",
    // React Router hydrates from inline scripts; no third-party script is ever allowed.
    "script-src 'self' 'unsafe-inline'",
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
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  };
}
