import { describe, expect, it } from "vitest";
import { STARTER_VOCABULARY } from "../../content/health-vocabulary.ts";
import { kindOfType } from "../../content/kinds.ts";
import { compileVocabulary } from "./search-vocabulary.server.ts";
import { siteLinksFor } from "./site-links.server.ts";

const starter = compileVocabulary(STARTER_VOCABULARY);
const paths = (text: string) => siteLinksFor(text, starter).map((link) => link.path);

describe("links to the site's own pages", () => {
  it("names a page by its label, its other names and its vocabulary group", () => {
    expect(paths("ติดต่อสำนักงาน")).toEqual(["/contact"]);
    expect(paths("ติดต่อเรา")).toEqual(["/contact"]);
    expect(paths("Contact Us")).toEqual(["/contact"]);
    expect(paths("ช่องทางติดต่อ")).toEqual(["/contact"]);
    expect(paths("ITA")).toEqual(["/ita"]);
    expect(paths("การประเมินคุณธรรมและความโปร่งใส")).toEqual(["/ita"]);
    expect(paths("แผนผังเว็บไซต์")).toEqual(["/sitemap"]);
    const multimedia = kindOfType("multimedia").path;
    expect(paths("มัลติมีเดีย")).toEqual([multimedia]);
    expect(paths("คลิป")).toEqual([multimedia]);
  });

  it("takes a query that starts with a name or is the start of one, tone marks aside", () => {
    expect(paths("เบอร์โทรสำนักงาน")).toEqual(["/contact"]);
    expect(paths("ติดตอเรา")).toEqual(["/contact"]);
    expect(paths("แผนผังเว็บ")).toEqual(["/sitemap"]);
  });

  it("leaves a name inside a query, or a query a name only brushes, alone", () => {
    for (const text of ["โรคติดต่อ", "ติดต่อกันทางเลือด", "ข่าวไข้เลือดออก", "ไข้เลือดออก", "แผน", "ก", ""])
      expect(paths(text), text).toEqual([]);
  });
});
