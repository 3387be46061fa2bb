import type { RequestHandler } from "express";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request: the browser's Origin (or, without it,
 * Sec-Fetch-Site) must say the request comes from this site: the address the request names (its
 * protocol and Host, as React Router checks an action's Origin against them) and, when BASE_URL
 * is set, BASE_URL's origin as well. Without BASE_URL (development, a first try on a LAN address)
 * the request's own address is enough. SameSite=Lax cookies are the second layer.
 */
export function sameOriginOnly(baseUrl: string, baseUrlSet: boolean): RequestHandler {
  const allowed = new URL(baseUrl).origin;
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameSite = origin
      ? origin === `${req.protocol}://${req.get("host")}` && (!baseUrlSet || origin === allowed)
      : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (sameSite) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("คำขอนี้ไม่ได้มาจากเว็บไซต์นี้ จึงถูกปฏิเสธ (cross-site request refused)");
  };
}
