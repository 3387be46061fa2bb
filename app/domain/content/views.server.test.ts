import { describe, expect, it } from "vitest";
import { isReader } from "./views.server.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const visit = (userAgent: string, more: { method?: string; prefetch?: boolean } = {}) => ({
  ip: "203.0.113.7",
  userAgent,
  method: more.method ?? "GET",
  prefetch: more.prefetch ?? false,
});

describe("who reads a page", () => {
  it("a browser's GET, asked again from the kept answers; never a bot, a prefetch or a HEAD", () => {
    for (let time = 0; time < 2; time++) {
      expect(isReader(visit(BROWSER))).toBe(true);
      expect(isReader(visit("Googlebot/2.1 (+http://www.google.com/bot.html)"))).toBe(false);
    }
    expect(isReader(visit(BROWSER, { prefetch: true }))).toBe(false);
    expect(isReader(visit(BROWSER, { method: "HEAD" }))).toBe(false);
    expect(isReader(visit(""))).toBe(false);
  });

  it("judges a browser name too long to keep every time, the same way", () => {
    const longBot = `${"x".repeat(600)} Googlebot/2.1`;
    const longBrowser = `${BROWSER} ${"Extension/1.0 ".repeat(50)}`;
    for (let time = 0; time < 2; time++) {
      expect(isReader(visit(longBot))).toBe(false);
      expect(isReader(visit(longBrowser))).toBe(true);
    }
  });
});
