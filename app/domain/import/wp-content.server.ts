import sanitizeHtml from "sanitize-html";
import { cleanRichText } from "../content/rich-text.server.ts";

/** An image of the import, as content should show it. */
export type ImportedImage = { mediaId: number; src: string; alt: string };

/** What the converter needs to know of the import so far. */
export type ContentLinks = {
  /** The new address of an old one (a post, page, category, upload…), or null when unknown. */
  link(url: string): string | null;
  /** The imported image of a WordPress attachment id, or of an upload's address. */
  image(ref: { id?: number; url?: string }): ImportedImage | null;
  /** The images attached to the post, for a `[gallery]` that names none. */
  attached(): ImportedImage[];
};

export type ConvertedContent = { html: string; problems: string[] };

const YOUTUBE_ID =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{6,20})/;

function youtubeEmbed(url: string): string | null {
  const id = YOUTUBE_ID.exec(url.trim())?.[1];
  return id
    ? `<figure data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/${id}"></figure>`
    : null;
}

const BLOCK_TAGS =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary";
/** Before each block element opens, and after each closes (an `<hr>` has no end tag). */
const BLOCK_EDGE = new RegExp(
  `(?=<(?:${BLOCK_TAGS})[\\s/>])|(?<=</(?:${BLOCK_TAGS})>|<hr\\b[^>]*>)`,
  "i",
);
const HAS_BLOCK = new RegExp(`</?(?:${BLOCK_TAGS})[\\s/>]`, "i");

/**
 * Classic content keeps paragraphs as blank lines and line breaks as newlines (WordPress adds the
 * markup when it shows the post, `wpautop`): each run of text between blank lines or block
 * elements (a list, a table, a quote) becomes a paragraph, and single newlines inside one become
 * `<br>`; block markup is kept as it is, never put inside a paragraph or given a `<br>`.
 */
export function autoParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split(BLOCK_EDGE)
        .map((piece) => piece.trim())
        .filter(Boolean)
        .map((piece) =>
          HAS_BLOCK.test(piece) ? piece : `<p>${piece.replace(/\n/g, "<br>\n")}</p>`,
        )
        .join(""),
    )
    .filter(Boolean)
    .join("\n");
}

const SHORTCODE = /\[(\/?)([a-z][\w-]*)([^\]]*)\]/g;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s\\]]+))`, "i").exec(
    attrs,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
}

function figure(image: ImportedImage, caption = ""): string {
  const alt = sanitizeHtml(image.alt, { allowedTags: [], allowedAttributes: {} });
  return `<figure><img src="${image.src}" alt="${alt.replace(/"/g, "&quot;")}" data-media-id="${image.mediaId}">${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
}

/** Shortcodes the editor has a form for become it; any other is reported and left as text. */
function convertShortcodes(html: string, links: ContentLinks, problems: string[]): string {
  let out = html.replace(
    /\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi,
    (_all, _attrs: string, inner: string) => {
      const image = /<img[^>]*>/i.exec(inner)?.[0] ?? "";
      const withLink = /<a[^>]*>\s*<img[^>]*>\s*<\/a>/i.exec(inner)?.[0] ?? image;
      const caption = inner.replace(withLink, "").trim();
      return `<figure>${image}<figcaption>${caption}</figcaption></figure>`;
    },
  );
  out = out.replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, (all, url: string) => {
    const embed = youtubeEmbed(url);
    if (embed) return embed;
    problems.push(`ลิงก์ฝังที่แปลงไม่ได้: ${url.trim()}`);
    return `<p><a href="${url.trim()}">${url.trim()}</a></p>`;
  });
  out = out.replace(/\[gallery([^\]]*)\]/gi, (all, attrs: string) => {
    const ids = (attribute(attrs, "ids") ?? "")
      .split(",")
      .map((id) => Number(id.trim()))
      .filter((id) => id > 0);
    if (!ids.length) {
      const attached = links.attached();
      if (attached.length) return attached.map((i) => figure(i)).join("");
    }
    const images = ids.map((id) => links.image({ id }));
    if (!ids.length || images.some((i) => !i)) {
      problems.push(`แกลเลอรีที่ไม่มีภาพที่นำเข้าครบ: ${all}`);
      return images
        .filter((i) => i !== null)
        .map((i) => figure(i))
        .join("");
    }
    return images.map((i) => figure(i!)).join("");
  });
  return out.replace(SHORTCODE, (all, closing: string, name: string) => {
    if (!closing) problems.push(`shortcode ที่แปลงไม่ได้ [${name}] คงไว้เป็นข้อความ`);
    return all;
  });
}

/** Block comments carry settings (an embed's address); the markup between them is plain HTML. */
function convertBlocks(html: string, problems: string[]): string {
  return html
    .replace(
      // A gallery's figure holds a figure per image: the images stand alone.
      /(<!--\s*wp:gallery\b[^>]*-->)([\s\S]*?)(<!--\s*\/wp:gallery\s*-->)/gi,
      (_all, open: string, inner: string, close: string) =>
        open + inner.replace(/^\s*<figure[^>]*>/, "").replace(/<\/figure>\s*$/, "") + close,
    )
    .replace(
      // A quote's attribution (`<cite>`, which the editor has no mark for) becomes its last line.
      /<cite\b[^>]*>([\s\S]*?)<\/cite>(\s*<\/blockquote>)/gi,
      (_all, name: string, close: string) => (name.trim() ? `<p>— ${name.trim()}</p>` : "") + close,
    )
    .replace(
      /<!--\s*wp:(?:core-)?embed\b([^>]*?)\/?-->([\s\S]*?)<!--\s*\/wp:(?:core-)?embed\b[^>]*-->/gi,
      (_all, settings: string, inner: string) => {
        const url =
          /"url"\s*:\s*"([^"]+)"/.exec(settings)?.[1]?.replace(/\\\//g, "/") ??
          /https?:\/\/\S+/.exec(inner.replace(/<[^>]+>/g, " "))?.[0] ??
          "";
        const embed = youtubeEmbed(url);
        if (embed) return embed;
        problems.push(`ลิงก์ฝังที่แปลงไม่ได้: ${url}`);
        return url ? `<p><a href="${url}">${url}</a></p>` : "";
      },
    )
    .replace(/<!--\s*\/?wp:[\s\S]*?-->/g, "");
}

/**
 * A WordPress post's content as the editor's own: block comments removed (embeds kept), classic
 * paragraphs made, galleries and captions as figures, YouTube as the consent-gated video block,
 * images and links to the old site pointing at what the import made of them, then the same
 * sanitiser as any save. What cannot be converted is reported and left as visible text.
 */
export function convertContent(raw: string, links: ContentLinks): ConvertedContent {
  const problems: string[] = [];
  const blocks = /<!--\s*wp:/.test(raw);
  const classic = !blocks && !/<p[\s>]/i.test(raw);
  let html = blocks ? convertBlocks(raw, problems) : raw;
  // A YouTube address alone on its line is an embed in classic content (WordPress's oEmbed).
  html = html.replace(
    /^[ \t]*(https?:\/\/\S+)[ \t]*$/gm,
    (line, url: string) => youtubeEmbed(url) ?? line,
  );
  html = html.replace(/<iframe[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/iframe>/gi, (all, src: string) => {
    const embed = youtubeEmbed(src);
    if (embed) return embed;
    problems.push(`iframe ที่แปลงไม่ได้: ${src}`);
    return `<p><a href="${src}">${src}</a></p>`;
  });
  html = convertShortcodes(html, links, problems);
  if (classic) html = autoParagraphs(html);
  html = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      h1: "h2",
      h5: "h4",
      h6: "h4",
      img: (tagName, attribs): sanitizeHtml.Tag => {
        // Made above from a gallery: already the import's own.
        if (attribs["data-media-id"]) return { tagName, attribs };
        const id = Number(/\bwp-image-(\d+)\b/.exec(attribs.class ?? "")?.[1] ?? 0);
        const image = links.image({ id: id || undefined, url: attribs.src });
        if (!image) {
          if (attribs.src) problems.push(`ภาพที่ไม่ได้นำเข้า: ${attribs.src}`);
          return { tagName: "img", attribs: {} };
        }
        return {
          tagName,
          attribs: {
            src: image.src,
            alt: attribs.alt || image.alt,
            "data-media-id": String(image.mediaId),
          },
        };
      },
      a: (tagName, attribs) => {
        const href = attribs.href ? (links.link(attribs.href) ?? attribs.href) : attribs.href;
        return { tagName, attribs: { ...attribs, ...(href === undefined ? {} : { href }) } };
      },
    },
  });
  return {
    html: cleanRichText(html).replace(/<p>\s*<\/p>/g, ""),
    problems: [...new Set(problems)],
  };
}
