import { describe, expect, it } from "vitest";
import { autoParagraphs, convertContent, type ContentLinks } from "./wp-content.server.ts";

const OLD = "http://wp.example.go.th";
const links: ContentLinks = {
  link: (url) =>
    url === `${OLD}/2025/01/15/dengue/` || url === `${OLD}/?p=12`
      ? "/news/health/dengue"
      : url.startsWith(`${OLD}/wp-content/uploads/2025/01/plan.pdf`)
        ? "/media/files/plan.pdf"
        : null,
  image: ({ id, url }) =>
    id === 20 || url?.startsWith(`${OLD}/wp-content/uploads/2025/01/mosquito`)
      ? { mediaId: 7, src: "/media/images/ab/mosquito-960.webp", alt: "ยุงลาย" }
      : id === 21
        ? { mediaId: 8, src: "/media/images/cd/clinic-960.webp", alt: "คลินิก" }
        : null,
  attached: () => [],
};

describe("WordPress content", () => {
  it("makes paragraphs of classic text and keeps block markup as it is", () => {
    expect(autoParagraphs("บรรทัดแรก\nบรรทัดสอง\n\nย่อหน้าใหม่\n\n<ul><li>ข้อ</li></ul>")).toBe(
      "<p>บรรทัดแรก<br>\nบรรทัดสอง</p>\n<p>ย่อหน้าใหม่</p>\n<ul><li>ข้อ</li></ul>",
    );
    const { html } = convertContent("ย่อหน้าหนึ่ง\n\n<h1>หัวข้อ</h1>\n\nย่อหน้าสอง", links);
    expect(html).toBe("<p>ย่อหน้าหนึ่ง</p>\n<h2>หัวข้อ</h2>\n<p>ย่อหน้าสอง</p>");
  });

  it("keeps a classic list, table or quote out of the paragraphs around it, as WordPress shows it", () => {
    expect(
      autoParagraphs(
        "ทำดังนี้\n<ul>\n \t<li>ข้อหนึ่ง</li>\n \t<li>ข้อสอง</li>\n</ul>\nแล้วจึง\nพบแพทย์\n<hr />\nท้าย",
      ),
    ).toBe(
      "<p>ทำดังนี้</p><ul><li>ข้อหนึ่ง</li><li>ข้อสอง</li></ul><p>แล้วจึง<br>\nพบแพทย์</p><hr /><p>ท้าย</p>",
    );
    const { html } = convertContent(
      "ตาราง\n<table>\n<tr><th>วัน</th><td>จันทร์</td></tr>\n</table>\n<blockquote>คำพูด</blockquote>\nจบ",
      links,
    );
    expect(html).toBe(
      "<p>ตาราง</p><table><tr><th>วัน</th><td>จันทร์</td></tr></table><blockquote>คำพูด</blockquote><p>จบ</p>",
    );
  });

  it("makes the editor's own tables, lists and quotes of blocks: WordPress's classes gone, a quote's citation its last line", () => {
    const { html, problems } = convertContent(
      [
        '<!-- wp:table {"hasFixedLayout":true} --><figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>วัน</th><th>เวลา</th></tr></thead><tbody><tr><td style="color:red">จันทร์</td><td colspan="1">08.30 น.</td></tr></tbody></table><figcaption class="wp-element-caption">ปิดวันหยุด</figcaption></figure><!-- /wp:table -->',
        '<!-- wp:list {"ordered":true,"start":3} --><ol start="3"><!-- wp:list-item --><li>ยื่นบัตร<!-- wp:list --><ul><!-- wp:list-item --><li>ตัวจริง</li><!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item --></ol><!-- /wp:list -->',
        '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>ฉีดวัคซีนทุกปี</p><!-- /wp:paragraph --><cite>นายแพทย์ <em>สสจ.</em></cite></blockquote><!-- /wp:quote -->',
        '<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>ล้างมือ</p><cite></cite></blockquote></figure><!-- /wp:pullquote -->',
      ].join("\n\n"),
      links,
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      [
        '<figure><table><thead><tr><th>วัน</th><th>เวลา</th></tr></thead><tbody><tr><td>จันทร์</td><td colspan="1">08.30 น.</td></tr></tbody></table><figcaption>ปิดวันหยุด</figcaption></figure>',
        "<ol><li>ยื่นบัตร<ul><li>ตัวจริง</li></ul></li></ol>",
        "<blockquote><p>ฉีดวัคซีนทุกปี</p><p>— นายแพทย์ <em>สสจ.</em></p></blockquote>",
        "<figure><blockquote><p>ล้างมือ</p></blockquote></figure>",
      ].join("\n\n"),
    );
  });

  it("drops block comments, keeps their markup, and turns a YouTube embed into the video block", () => {
    const { html, problems } = convertContent(
      [
        "<!-- wp:paragraph --><p>ข่าว <strong>สำคัญ</strong></p><!-- /wp:paragraph -->",
        '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->',
        '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=dQw4w9WgXcQ</div></figure>',
        "<!-- /wp:embed -->",
        '<!-- wp:image {"id":20} --><figure class="wp-block-image"><img src="' +
          OLD +
          '/wp-content/uploads/2025/01/mosquito-300x200.jpg" alt="" class="wp-image-20"/></figure><!-- /wp:image -->',
      ].join("\n"),
      links,
    );
    expect(problems).toEqual([]);
    expect(html).toContain("<p>ข่าว <strong>สำคัญ</strong></p>");
    expect(html).toContain(
      '<figure data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></figure>',
    );
    expect(html).toContain(
      '<img src="/media/images/ab/mosquito-960.webp" alt="ยุงลาย" data-media-id="7" />',
    );
    expect(html).not.toContain("wp:");
  });

  it("makes figures of galleries and captions, and rewrites links to the old site", () => {
    const { html, problems } = convertContent(
      `[gallery ids="20,21"]\n\n[caption id="attachment_20" align="alignnone"]<img class="wp-image-20" src="${OLD}/wp-content/uploads/2025/01/mosquito.jpg" alt="ภาพ" /> ยุงลายพาหะ[/caption]\n\nอ่าน <a href="${OLD}/?p=12">ข่าวเดิม</a> และ <a href="${OLD}/wp-content/uploads/2025/01/plan.pdf">แผน</a> หรือ <a href="https://moph.go.th/">กระทรวง</a>`,
      links,
    );
    expect(problems).toEqual([]);
    expect(html.match(/<figure>/g)).toHaveLength(3);
    expect(html).toContain("<figcaption>ยุงลายพาหะ</figcaption>");
    expect(html).toContain('<a href="/news/health/dengue">ข่าวเดิม</a>');
    expect(html).toContain('<a href="/media/files/plan.pdf">แผน</a>');
    expect(html).toContain('<a href="https://moph.go.th/" rel="noopener noreferrer">กระทรวง</a>');
  });

  it("reports what it cannot convert and leaves it visible; never keeps scripts", () => {
    const { html, problems } = convertContent(
      `ติดต่อเรา\n\n[contact-form-7 id="12" title="ติดต่อ"]\n\n<img src="https://elsewhere.example/x.png">\n\n<iframe src="https://maps.example/embed"></iframe><script>alert(1)</script>`,
      links,
    );
    expect(problems).toEqual([
      "iframe ที่แปลงไม่ได้: https://maps.example/embed",
      "shortcode ที่แปลงไม่ได้ [contact-form-7] คงไว้เป็นข้อความ",
      "ภาพที่ไม่ได้นำเข้า: https://elsewhere.example/x.png",
    ]);
    expect(html).toContain('[contact-form-7 id="12" title="ติดต่อ"]');
    expect(html).not.toMatch(/<script|<iframe|elsewhere\.example\/x\.png/);
    expect(html).toContain('<a href="https://maps.example/embed"');
  });
});
