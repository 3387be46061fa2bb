import { describe, expect, it } from "vitest";
import { cleanRichText } from "./rich-text.server.ts";

describe("cleanRichText", () => {
  it("keeps the structure editors write", () => {
    const html =
      '<h2>หัวข้อ</h2><p>ข้อความ <strong>หนา</strong> <em>เอียง</em> <a href="https://moph.go.th/">ลิงก์</a></p>' +
      "<ul><li>หนึ่ง</li></ul><blockquote><p>คำพูด</p></blockquote>" +
      '<table><thead><tr><th scope="col">ก</th></tr></thead><tbody><tr><td colspan="2">ข</td></tr></tbody></table>' +
      '<figure><img src="/media/images/ab/abcdef0123456789-640.webp" alt="ภาพ" width="640" height="480" /><figcaption>คำบรรยาย</figcaption></figure>' +
      '<figure data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></figure>';
    expect(cleanRichText(html)).toBe(
      html.replace(
        'href="https://moph.go.th/"',
        'href="https://moph.go.th/" rel="noopener noreferrer"',
      ),
    );
  });

  it("removes every script vector", () => {
    const payloads = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<p onclick="alert(1)" onmouseover="alert(2)">x</p>',
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<img src="/media/a.png" onerror="alert(1)">',
      '<img src="https://evil.example/pixel.gif">',
      "<svg><script>alert(1)</script></svg>",
      '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<iframe src="https://evil.example"></iframe>',
      '<figure data-embed="youtube" data-src="https://evil.example/embed/x"></figure>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<form action="https://evil.example"><input name="a"></form>',
      '<object data="x"></object><embed src="x">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    ];
    for (const payload of payloads) {
      const clean = cleanRichText(payload);
      expect(clean, payload).not.toMatch(
        /javascript:|onerror|onclick|onload|<script|<iframe|<svg|style=|<form|<object|<embed|<base|<meta|evil\.example|data:text/i,
      );
    }
  });
});
