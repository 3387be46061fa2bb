import sanitizeHtml from "sanitize-html";
import { ownEntry } from "../../lib/own-entry.ts";

/** Embedded videos are stored as a marker, never as an iframe: pages decide how to show them. */
const EMBED_SOURCES: Record<string, RegExp> = {
  youtube: /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}$/,
  facebook: /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=[\w%.-]+$/,
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "s",
    "u",
    "a",
    "blockquote",
    "br",
    "hr",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "data-media-id"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    figure: ["data-embed", "data-src"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") return !/^\/media\/[\w/.-]+$/.test(frame.attribs.src ?? "");
    if (frame.tag === "figure" && frame.attribs["data-embed"]) {
      const pattern = ownEntry(EMBED_SOURCES, frame.attribs["data-embed"]);
      return !pattern || !pattern.test(frame.attribs["data-src"] ?? "");
    }
    return false;
  },
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      return {
        tagName,
        attribs: /^https?:/.test(rest.href ?? "") ? { ...rest, rel: "noopener noreferrer" } : rest,
      };
    },
  },
};

/**
 * The only HTML a rich-text body may hold: structure, links to web, mail and phone addresses,
 * tables, images from our own media library and marked video embeds. Scripts, event attributes,
 * styles, SVG, iframes, forms and `javascript:` or `data:` URLs are removed.
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
