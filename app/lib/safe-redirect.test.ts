import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const FALLBACK = "/admin/dashboard";
const ORIGIN = "https://www.example.go.th";

/** Where a browser on this site would go with the answer as its `Location`. */
function landsOn(location: string): URL {
  return new URL(location, `${ORIGIN}/signin`);
}

/** Every form seen in open-redirect reports, each of which must come back as the fallback. */
const REFUSED: [string, string][] = [
  ["protocol-relative", "//evil.example"],
  ["protocol-relative with path", "//evil.example/admin"],
  ["three slashes", "///evil.example"],
  ["four slashes", "////evil.example"],
  ["backslash after slash", "/\\evil.example"],
  ["two backslashes", "\\\\evil.example"],
  ["backslash then slash", "/\\/evil.example"],
  ["backslash in the middle", "/admin\\..\\..\\evil"],
  ["tab between slashes", "/\t/evil.example"],
  ["newline between slashes", "/\n/evil.example"],
  ["carriage return between slashes", "/\r/evil.example"],
  ["CRLF header injection", "/admin\r\nSet-Cookie: session=stolen"],
  ["LF header injection", "/admin\nLocation: https://evil.example"],
  ["NUL", "/admin\u0000/evil"],
  ["form feed", "/\f/evil.example"],
  ["vertical tab", "/\v/evil.example"],
  ["escape", "/\u001b[31m"],
  ["DEL", "/\u007f/evil.example"],
  ["C1 next line", "/\u0085/evil.example"],
  ["C1 control", "/admin\u009b"],
  ["line separator", "/\u2028/evil.example"],
  ["paragraph separator", "/\u2029/evil.example"],
  ["right-to-left override", "/admin/\u202elpmaxe.live"],
  ["left-to-right mark", "/\u200e/evil.example"],
  ["right-to-left isolate", "/admin\u2067x\u2069"],
  ["arabic letter mark", "/admin\u061c"],
  ["zero-width space", "/\u200b/evil.example"],
  ["zero-width joiner", "/admin\u200d"],
  ["byte order mark", "/\ufeff/evil.example"],
  ["soft hyphen", "/ad\u00admin"],
  ["lone surrogate", "/admin\ud800"],
  ["absolute https", "https://evil.example/"],
  ["absolute http", "http://evil.example"],
  ["scheme-relative with credentials", "//user:pass@evil.example"],
  ["https without slashes", "https:evil.example"],
  ["javascript", "javascript:alert(document.cookie)"],
  ["javascript upper case", "JaVaScRiPt:alert(1)"],
  ["javascript after newline", "\njavascript:alert(1)"],
  ["data", "data:text/html,<script>alert(1)</script>"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["file", "file:///etc/passwd"],
  ["mailto", "mailto:a@evil.example"],
  ["encoded slashes at the start", "%2F%2Fevil.example"],
  ["encoded backslash at the start", "%5C%5Cevil.example"],
  ["encoded tab at the start", "%09/evil.example"],
  ["relative path", "admin/dashboard"],
  ["dot relative", "./admin"],
  ["parent relative", "../evil"],
  ["leading space", " //evil.example"],
  ["leading tab", "\t//evil.example"],
  ["dot segment hiding a second slash", "/.//evil.example"],
  ["dot-dot segment hiding a second slash", "/a/..//evil.example"],
  ["encoded dot segment hiding a second slash", "/%2e//evil.example"],
  ["fullwidth solidus look-alike", "／／evil.example"],
  ["division slash look-alike", "∕∕evil.example"],
  ["fraction slash look-alike", "⁄⁄evil.example"],
  ["fullwidth reverse solidus", "＼＼evil.example"],
  ["empty", ""],
  ["only spaces", "   "],
  ["very long", `/${"a".repeat(5000)}`],
  ["very long Thai (encodes past the limit)", `/${"ก".repeat(1000)}`],
];

/** Odd but harmless: each stays on this site, with the path percent-encoded. */
const KEPT: [string, string, string][] = [
  ["a plain admin path", "/admin/content", "/admin/content"],
  [
    "query and fragment",
    "/admin/content?q=ข่าว&page=2#list",
    "/admin/content?q=%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7&page=2#list",
  ],
  ["Thai path", "/news/ข่าว", "/news/%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7"],
  ["encoded slashes stay a path segment", "/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["encoded backslash stays encoded", "/%5Cevil.example", "/%5Cevil.example"],
  ["encoded tab stays encoded", "/%09/evil.example", "/%09/evil.example"],
  ["encoded newline stays encoded", "/admin%0D%0ASet-Cookie:x", "/admin%0D%0ASet-Cookie:x"],
  ["dot segments", "/admin/../evil.example", "/evil.example"],
  ["fullwidth solidus inside a path", "/／evil.example", "/%EF%BC%8Fevil.example"],
  ["space inside a path", "/admin/a b", "/admin/a%20b"],
  ["at sign inside a path", "/@evil.example", "/@evil.example"],
  ["colon inside a path", "/https://evil.example", "/https://evil.example"],
  ["root", "/", "/"],
];

describe("safeRedirect", () => {
  it.each(REFUSED)("refuses %s", (_name, location) => {
    expect(safeRedirect(location, FALLBACK)).toBe(FALLBACK);
  });

  it.each(KEPT)("keeps %s on this site", (_name, location, expected) => {
    expect(safeRedirect(location, FALLBACK)).toBe(expected);
  });

  it.each([...REFUSED, ...KEPT.map(([name, location]): [string, string] => [name, location])])(
    "%s: whatever comes out is printable ASCII and lands on this site",
    (_name, location) => {
      const result = safeRedirect(location, FALLBACK);
      expect(result).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
      expect(result).not.toContain("\\");
      expect(landsOn(result).origin).toBe(ORIGIN);
    },
  );

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, ["/admin"], { toString: () => "/admin" }])
      expect(safeRedirect(value, "/")).toBe("/");
  });
});
