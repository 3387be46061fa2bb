import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { isAppError } from "../../lib/app-error.ts";
import { readWxr, type WxrEntry } from "./wxr-reader.server.ts";

const EXPORT = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>สำนักงานตัวอย่าง</title>
  <link>https://old.example.go.th</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example.go.th</wp:base_site_url>
  <wp:base_blog_url>https://old.example.go.th</wp:base_blog_url>
  <wp:author><wp:author_id>2</wp:author_id><wp:author_login><![CDATA[somsri]]></wp:author_login><wp:author_email><![CDATA[s@example.go.th]]></wp:author_email><wp:author_display_name><![CDATA[สมศรี ใจดี]]></wp:author_display_name></wp:author>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename><![CDATA[health-news]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[ข่าวสุขภาพ]]></wp:cat_name></wp:category>
  <wp:tag><wp:term_id>5</wp:term_id><wp:tag_slug><![CDATA[dengue]]></wp:tag_slug><wp:tag_name><![CDATA[ไข้เลือดออก]]></wp:tag_name></wp:tag>
  <item>
    <title><![CDATA[ข่าวไข้เลือดออก]]></title>
    <link>https://old.example.go.th/2025/01/15/dengue/</link>
    <dc:creator><![CDATA[somsri]]></dc:creator>
    <guid isPermaLink="false">https://old.example.go.th/?p=12</guid>
    <content:encoded><![CDATA[<p>ระวัง ]]]]><![CDATA[> ยุงลาย</p>]]></content:encoded>
    <excerpt:encoded><![CDATA[สรุปข่าว]]></excerpt:encoded>
    <wp:post_id>12</wp:post_id>
    <wp:post_date><![CDATA[2025-01-15 17:30:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[2025-01-15 10:30:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[dengue]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <wp:is_sticky>1</wp:is_sticky>
    <category domain="category" nicename="health-news"><![CDATA[ข่าวสุขภาพ]]></category>
    <category domain="post_tag" nicename="dengue"><![CDATA[ไข้เลือดออก]]></category>
    <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[20]]></wp:meta_value></wp:postmeta>
    <wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_content><![CDATA[ความเห็น]]></wp:comment_content></wp:comment>
  </item>
</channel>
</rss>`;

/** The export as a stream of tiny chunks, so Thai characters are cut between them. */
function chunked(text: string, size: number): Readable {
  const bytes = Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

async function all(input: Readable): Promise<WxrEntry[]> {
  const entries: WxrEntry[] = [];
  for await (const entry of readWxr(input)) entries.push(entry);
  return entries;
}

describe("reading a WordPress export", () => {
  it("gives the site, authors, terms and items, whatever the chunks", async () => {
    for (const size of [1, 7, 4096]) {
      const entries = await all(chunked(EXPORT, size));
      expect(entries.map((e) => e.kind)).toEqual(["site", "author", "term", "term", "item"]);
      expect(entries[0]).toEqual({
        kind: "site",
        site: {
          title: "สำนักงานตัวอย่าง",
          link: "https://old.example.go.th",
          blogUrl: "https://old.example.go.th",
          siteUrl: "https://old.example.go.th",
          wxrVersion: "1.2",
        },
      });
      expect(entries[1]).toMatchObject({ author: { login: "somsri", displayName: "สมศรี ใจดี" } });
      expect(entries[3]).toMatchObject({
        term: { taxonomy: "post_tag", slug: "dengue", name: "ไข้เลือดออก" },
      });
      const item = (entries[4] as Extract<WxrEntry, { kind: "item" }>).item;
      expect(item).toMatchObject({
        postId: 12,
        type: "post",
        status: "publish",
        title: "ข่าวไข้เลือดออก",
        slug: "dengue",
        sticky: true,
        content: "<p>ระวัง ]]> ยุงลาย</p>",
        excerpt: "สรุปข่าว",
        postDateGmt: "2025-01-15 10:30:00",
        meta: { _thumbnail_id: "20" },
      });
      expect(item.terms).toEqual([
        { taxonomy: "category", slug: "health-news", name: "ข่าวสุขภาพ" },
        { taxonomy: "post_tag", slug: "dengue", name: "ไข้เลือดออก" },
      ]);
    }
  });

  it("reads the first export format (WXR 1.0, WordPress 2.x–3.0): no authors, no blog address, a category without its domain", async () => {
    const old = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.0/"
  xmlns:excerpt="http://wordpress.org/export/1.0/excerpt/">
<channel>
  <title>สำนักงานเดิม</title>
  <link>http://old.example.go.th/blog</link>
  <wp:wxr_version>1.0</wp:wxr_version>
  <wp:category><wp:category_nicename>news</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[ข่าว]]></wp:cat_name></wp:category>
  <item>
    <title>ข่าวเก่า</title>
    <link>http://old.example.go.th/blog/?p=3</link>
    <dc:creator>admin</dc:creator>
    <category><![CDATA[ข่าว]]></category>
    <category domain="category" nicename="news"><![CDATA[ข่าว]]></category>
    <guid isPermaLink="false">http://old.example.go.th/blog/?p=3</guid>
    <content:encoded><![CDATA[ย่อหน้าแรก

ย่อหน้าที่สอง]]></content:encoded>
    <wp:post_id>3</wp:post_id>
    <wp:post_date>2009-05-01 09:00:00</wp:post_date>
    <wp:post_date_gmt>2009-05-01 02:00:00</wp:post_date_gmt>
    <wp:post_name>old-news</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
  </item>
</channel>
</rss>`;
    const entries = await all(chunked(old, 5));
    expect(entries[0]).toMatchObject({
      site: {
        wxrVersion: "1.0",
        blogUrl: "http://old.example.go.th/blog",
        siteUrl: "http://old.example.go.th/blog",
      },
    });
    const item = (entries.at(-1) as Extract<WxrEntry, { kind: "item" }>).item;
    expect(item).toMatchObject({ postId: 3, slug: "old-news", excerpt: "", creator: "admin" });
    expect(item.terms).toEqual([{ taxonomy: "category", slug: "news", name: "ข่าว" }]);
  });

  it("refuses a file that is not an export, or is cut short, with a Thai reason", async () => {
    for (const text of ["<html><body>ไม่ใช่</body></html>", EXPORT.slice(0, 900), "ไม่ใช่ XML"]) {
      const error = await all(chunked(text, 64)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.code, text.slice(0, 20)).toBe("import.not-wxr");
    }
  });
});
