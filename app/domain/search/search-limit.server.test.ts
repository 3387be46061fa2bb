import { describe, expect, it } from "vitest";
import { clientKey, takeSearchTurn } from "./search-limit.server.ts";

process.env.SEARCH_RATE_LIMIT = "3";

const from = (address?: string) => address ?? "";

describe("the search rate limit", () => {
  it("counts IPv4 addresses one by one and IPv6 by /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("grants SEARCH_RATE_LIMIT searches a minute per client, then says how long to wait", () => {
    for (let i = 0; i < 3; i++) expect(takeSearchTurn(from("198.51.100.1"))).toBe(0);
    expect(takeSearchTurn(from("198.51.100.1"))).toBe(20);
    expect(takeSearchTurn(from("198.51.100.2"))).toBe(0);
    for (let i = 0; i < 3; i++) expect(takeSearchTurn(from(`2001:db8:5:6::${i + 1}`))).toBe(0);
    expect(takeSearchTurn(from("2001:db8:5:6:ffff::9"))).toBeGreaterThan(0);
    // The page cache remaking a kept answer has no client address and takes no turn.
    for (let i = 0; i < 5; i++) expect(takeSearchTurn(from())).toBe(0);
  });
});
