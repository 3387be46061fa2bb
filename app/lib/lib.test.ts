import { describe, expect, it } from "vitest";
import { itemPath, typeForSection } from "../content/types.ts";
import { parseConfig } from "./config.server.ts";
import {
  bangkokDay,
  bangkokToday,
  fromThaiNumericDate,
  thaiDate,
  thaiShortDate,
  toThaiNumericDate,
} from "./dates.ts";
import { stripTags } from "./format.ts";
import { fileTypeLabel, formatBytes } from "./file-sizes.ts";
import { parsePage } from "./paging.ts";
import { autoplayUrl, parseVideoLink } from "./video-links.ts";
import { escapeXml } from "./xml.ts";

describe("Buddhist-era dates", () => {
  it("formats long and short Thai dates in Bangkok time", () => {
    expect(thaiDate("2026-11-22T03:00:00Z")).toBe("22 พฤศจิกายน 2569");
    expect(thaiShortDate("2026-11-22T03:00:00Z")).toBe("22 พ.ย. 69");
    expect(thaiDate("2026-11-21T18:30:00Z")).toBe("22 พฤศจิกายน 2569");
    expect(bangkokDay(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("knows today in Thailand, formatted once a day, at every moment around midnight", () => {
    const at = (iso: string) => new Date(iso).getTime();
    const moments = [
      "2026-11-21T16:59:59.999Z",
      "2026-11-21T17:00:00.000Z",
      "2026-11-22T16:59:59.999Z",
      "2026-12-31T17:00:00.000Z",
      // Back in time, as a test's clock may go: the kept day is not reused.
      "2026-11-21T16:59:59.999Z",
      "2024-02-29T12:00:00.000Z",
    ];
    for (const iso of moments) expect(bangkokToday(at(iso)), iso).toBe(bangkokDay(new Date(iso)));
  });
});

describe("dates staff type in the Buddhist era", () => {
  it("reads day/month/BE year and writes it back", () => {
    expect(fromThaiNumericDate("15/3/2568")).toBe("2025-03-15");
    expect(fromThaiNumericDate(" 1.12.2569 ")).toBe("2026-12-01");
    expect(toThaiNumericDate("2025-03-15")).toBe("15/03/2568");
  });
  it("refuses impossible dates and Gregorian years", () => {
    for (const bad of ["31/2/2568", "15/3/2025", "15/13/2568", "2568-03-15", "", "ก/ข/คงง"])
      expect(fromThaiNumericDate(bad)).toBeNull();
  });
});

describe("page numbers", () => {
  const page = (q: string) => parsePage(new URL(`http://x/news${q}`));
  it("accepts positive integers and treats a missing value as page 1", () => {
    expect(page("")).toBe(1);
    expect(page("?page=3")).toBe(3);
  });
  it("rejects zero, negatives, fractions, words and huge numbers", () => {
    for (const bad of ["0", "-1", "1.5", "abc", "", "99999999999", "1e3", "01"]) {
      expect(page(`?page=${bad}`)).toBeNull();
    }
  });
});

describe("formatting", () => {
  it("formats sizes and file types", () => {
    expect(formatBytes(512)).toBe("512 ไบต์");
    expect(formatBytes(150 * 1024)).toBe("150 KB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
    expect(fileTypeLabel("application/pdf")).toBe("PDF");
  });
  it("strips tags", () => {
    expect(stripTags("<p>สวัสดี&nbsp;<b>ครับ</b></p>")).toBe("สวัสดี ครับ");
  });
  it("escapes XML", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;&#38;&#39;&#60;/a&#62;",
    );
  });
});

describe("video links", () => {
  it("embeds YouTube through the privacy-enhanced domain", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(parseVideoLink(url)).toMatchObject({
        provider: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      });
    }
  });
  it("starts the player at once when the visitor pressed play", () => {
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(autoplayUrl("https://www.facebook.com/plugins/video.php?href=x")).toBe(
      "https://www.facebook.com/plugins/video.php?href=x&autoplay=1",
    );
  });
  it("rejects malformed ids and unknown hosts", () => {
    expect(parseVideoLink('https://youtube.com/watch?v=bad"><script>')).toBeNull();
    expect(parseVideoLink("javascript:alert(1)")).toBeNull();
    expect(parseVideoLink("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(parseVideoLink("not a url")).toBeNull();
  });
  it("embeds Facebook videos through the video plugin", () => {
    expect(parseVideoLink("https://www.facebook.com/office/videos/123")?.embedUrl).toContain(
      "facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com",
    );
  });
});

describe("content paths", () => {
  it("builds canonical paths with encoded Thai slugs", () => {
    expect(itemPath({ type: "news", subject: "health", slug: "ไข้เลือดออก" })).toBe(
      "/news/health/%E0%B9%84%E0%B8%82%E0%B9%89%E0%B9%80%E0%B8%A5%E0%B8%B7%E0%B8%AD%E0%B8%94%E0%B8%AD%E0%B8%AD%E0%B8%81",
    );
    expect(itemPath({ type: "multimedia", subject: null, slug: "a b" })).toBe("/multimidia/a%20b");
    expect(itemPath({ type: "faq", subject: null, slug: "q" })).toBe("/fqa/q");
    expect(itemPath({ type: "page", subject: null, slug: "workwithus" })).toBe("/workwithus");
    expect(itemPath({ type: "page", subject: "about", slug: "history" })).toBe("/about/history");
    expect(itemPath({ type: "page", subject: "policy", slug: "privacy" })).toBe("/policy/privacy");
    expect(typeForSection("multimidia")).toBe("multimedia");
    expect(typeForSection("multimedia")).toBeUndefined();
  });
});

describe("configuration", () => {
  it("defaults to SQLite under ./data on port 3000", () => {
    const cfg = parseConfig({});
    expect(cfg.port).toBe(3000);
    expect(cfg.database).toMatchObject({ kind: "sqlite" });
    expect(cfg.database.kind === "sqlite" && cfg.database.file.endsWith("data/site.db")).toBe(true);
    expect(cfg.baseUrl).toBe("http://localhost:3000");
  });
  it("uses PostgreSQL for a postgres:// URL and trims the base URL", () => {
    const cfg = parseConfig({
      DATABASE_URL: "postgres://u@h/db",
      BASE_URL: "https://site.example/",
    });
    expect(cfg.database).toEqual({ kind: "postgres", url: "postgres://u@h/db" });
    expect(cfg.baseUrl).toBe("https://site.example");
  });
  it("fails fast with a clear message", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
