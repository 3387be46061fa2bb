/**
 * An absolute http or https address with a host: what a link to another site may be. Anything
 * else (`javascript:`, `data:`, a relative path, a malformed address) is not one.
 */
export function isWebAddress(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
}
