import { isIPv6 } from "node:net";
import { config } from "../../lib/config.server.ts";
import { TokenBuckets } from "../../lib/token-bucket.ts";

/**
 * The search's rate limit per client: the search page and the suggestions share one bucket per
 * address. It is kept in memory, not in the database like the contact form's: it is asked on
 * every keystroke's suggestion, and a write per request would cost more than the search it
 * guards. So each instance counts on its own, which is what protects each instance's CPU.
 */
export const SEARCH_LIMITED = "ค้นหาบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง";

let buckets: { perMinute: number; buckets: TokenBuckets } | undefined;

/** The key a client is counted under: its address, or its /64 network for IPv6 (one host's share). */
export function clientKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** Takes a search turn for the client at this address: 0 when granted, else seconds to wait. */
export function takeSearchTurn(clientAddress: string): number {
  const perMinute = config().searchRateLimit;
  if (perMinute === 0) return 0;
  if (buckets?.perMinute !== perMinute)
    buckets = { perMinute, buckets: new TokenBuckets({ perMinute, burst: perMinute }) };
  // No client: the page cache remaking a kept answer in the background.
  if (!clientAddress) return 0;
  return buckets.buckets.take(clientKey(clientAddress));
}
