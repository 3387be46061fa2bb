/**
 * The value of the first cookie of this name in a Cookie header, read as browsers send it
 * (RFC 6265: pairs split by ";", spaces and tabs around each). Every reader of a cookie goes
 * through here: the page cache decides who is anonymous by the same reading as the pages.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const pair = part.replace(/^[ \t]+|[ \t]+$/g, "");
    const equals = pair.indexOf("=");
    if (equals > 0 && pair.slice(0, equals) === name) return pair.slice(equals + 1);
  }
  return null;
}
