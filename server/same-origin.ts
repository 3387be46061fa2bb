import type { RequestHandler } from "express";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request: the browser's Origin (or, without it,
 * Sec-Fetch-Site) must say the request comes from this site. When BASE_URL is set, that is its
 * origin only; otherwise (development, a first try on a LAN address) also the address the request
 * itself names in Host. SameSite=Lax cookies are the second layer.
 */
export function sameOriginOnly(baseUrl: string, baseUrlSet: boolean): RequestHandler {
  const allowed = new URL(baseUrl).origin;
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameSite = origin
      ? origin === allowed || (!baseUrlSet && origin === `${req.protocol}://${req.get("host")}`)
      : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (sameSite) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("คำขอนี้ไม่ได้มาจากเว็บไซต์นี้ จึงถูกปฏิเสธ (cross-site request refused)");
  };
}
