import { describe, expect, it } from "vitest";
import { readConsent } from "../domain/contact/consent.server.ts";
import { consentCookieValue } from "./consent.ts";
import { cookieValue } from "./cookies.ts";
import { hasSessionCookie, readSessionToken } from "./session-cookie.server.ts";

const TOKEN = "a".repeat(43);
const CONSENT = consentCookieValue("reader-0123456789ab", { functional: true, media: true });

// Headers a browser would not send, as an attacker would: the page cache must read each one as
// the pages do, or it keeps a page made for one person under everybody's key.
const SHAPES = [
  (c: string) => c,
  (c: string) => ` ${c}`,
  (c: string) => `\t${c}`,
  (c: string) => `\u00a0${c}`,
  (c: string) => `\u00a0 ${c}`,
  (c: string) => `theme=dark;${c}`,
  (c: string) => `theme=dark; ${c}`,
  (c: string) => `theme=dark;\t${c} `,
  (c: string) => `theme=dark;\u00a0${c}`,
  (c: string) => `x${c}`,
  (c: string) => c.replace("=", " ="),
  (c: string) => c.toUpperCase(),
  (c: string) => `__Host-${c}`,
];

describe("cookies, read one way", () => {
  it("finds the first cookie of a name, its value whole", () => {
    expect(cookieValue("a=1; b=2=3; a=4", "a")).toBe("1");
    expect(cookieValue("a=1; b=2=3", "b")).toBe("2=3");
    expect(cookieValue("a=1", "b")).toBeNull();
    expect(cookieValue(null, "a")).toBeNull();
    expect(cookieValue("=1; a", "a")).toBeNull();
  });

  it("the page cache and the pages agree on who is signed in, whatever the header's shape", () => {
    for (const shape of SHAPES) {
      const header = shape(`session=${TOKEN}`);
      const signedIn = readSessionToken(new Request("http://x/", { headers: { cookie: header } }));
      expect(hasSessionCookie(header), JSON.stringify(header)).toBe(signedIn !== null);
    }
  });

  it("reads the cookie choice the same way wherever it is read", () => {
    const seen = SHAPES.map((shape) => readConsent(shape(`consent=${CONSENT}`)) !== null);
    expect(seen.slice(0, 3)).toEqual([true, true, true]);
    expect(seen[3]).toBe(false);
  });
});
