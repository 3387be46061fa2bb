/**
 * Stands in for the site's own origin while a location is resolved: only the path comes out, and
 * the browser resolves that against the real origin. A reserved name can never be a real host.
 */
const SITE = "http://site.invalid";
const MAX_INPUT = 1024;
const MAX_OUTPUT = 4096;
/**
 * Browsers drop tabs and newlines from URLs (so `/\t/evil` becomes `//evil`) and read `\` as `/`;
 * bidirectional and other invisible format characters disguise where a link goes. C0 and C1
 * controls, format characters, surrogates, line and paragraph separators and backslashes are refused.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\]/u;

/**
 * The one way to redirect to a location a visitor supplied (`next`, `back`, …): a path on this
 * site, normalised and percent-encoded, or `fallback` for anything else.
 */
export function safeRedirect(location: unknown, fallback: string): string {
  if (typeof location !== "string" || location.length > MAX_INPUT) return fallback;
  if (!location.startsWith("/") || UNSAFE.test(location)) return fallback;
  let url: URL;
  try {
    url = new URL(location, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // `/.//evil` normalises to `//evil`, which a browser reads as another host.
  if (path.startsWith("//") || path.length > MAX_OUTPUT) return fallback;
  return path;
}
