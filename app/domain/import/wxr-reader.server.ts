import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { AppError, isAppError } from "../../lib/app-error.ts";
import { ownEntry } from "../../lib/own-entry.ts";

/** The site an export comes from, from its channel's head. */
export type WxrSite = {
  title: string;
  link: string;
  /** `wp:base_blog_url`: where the site's addresses start (`link` when absent). */
  blogUrl: string;
  /** `wp:base_site_url`: where WordPress itself lives (uploads, `/?p=`). */
  siteUrl: string;
  wxrVersion: string;
};

export type WxrAuthor = { id: number; login: string; email: string; displayName: string };

/** A category, tag or other term of the channel. */
export type WxrTerm = {
  taxonomy: string;
  id: number;
  slug: string;
  name: string;
  /** The parent's slug ("" for none). */
  parent: string;
};

/** A post, page, attachment or any other post type, with what an import needs of it. */
export type WxrItem = {
  postId: number;
  guid: string;
  type: string;
  status: string;
  title: string;
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  /** `YYYY-MM-DD HH:MM:SS` in the site's time; the GMT ones are zeros for unpublished posts. */
  postDate: string;
  postDateGmt: string;
  modified: string;
  modifiedGmt: string;
  slug: string;
  parent: number;
  menuOrder: number;
  sticky: boolean;
  password: string;
  attachmentUrl: string;
  /** Categories, tags and other terms it belongs to, by their domain (taxonomy). */
  terms: { taxonomy: string; slug: string; name: string }[];
  meta: Record<string, string>;
};

export type WxrEntry =
  | { kind: "site"; site: WxrSite }
  | { kind: "author"; author: WxrAuthor }
  | { kind: "term"; term: WxrTerm }
  | { kind: "item"; item: WxrItem };

const ITEM_TEXT: Record<string, keyof WxrItem> = {
  title: "title",
  link: "link",
  guid: "guid",
  "dc:creator": "creator",
  "content:encoded": "content",
  "excerpt:encoded": "excerpt",
  "wp:post_type": "type",
  "wp:status": "status",
  "wp:post_date": "postDate",
  "wp:post_date_gmt": "postDateGmt",
  "wp:post_modified": "modified",
  "wp:post_modified_gmt": "modifiedGmt",
  "wp:post_name": "slug",
  "wp:post_password": "password",
  "wp:attachment_url": "attachmentUrl",
};

const TERM_FIELDS: Record<string, { taxonomy: string; slug: string; name: string }> = {
  "wp:category": {
    taxonomy: "category",
    slug: "wp:category_nicename",
    name: "wp:cat_name",
  },
  "wp:tag": { taxonomy: "post_tag", slug: "wp:tag_slug", name: "wp:tag_name" },
  "wp:term": { taxonomy: "", slug: "wp:term_slug", name: "wp:term_name" },
};

/**
 * A copy of its own of a text the parser cut from a chunk: V8 keeps a cut string's whole chunk
 * alive, so a title kept from each of 10,000 items would otherwise keep the whole file in memory.
 */
function own(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}

function emptyItem(): WxrItem {
  return {
    postId: 0,
    guid: "",
    type: "",
    status: "",
    title: "",
    link: "",
    creator: "",
    content: "",
    excerpt: "",
    postDate: "",
    postDateGmt: "",
    modified: "",
    modifiedGmt: "",
    slug: "",
    parent: 0,
    menuOrder: 0,
    sticky: false,
    password: "",
    attachmentUrl: "",
    terms: [],
    meta: {},
  };
}

/**
 * Reads a WordPress export (WXR 1.0 to 1.2, as WordPress and WordPress.com write it) as it
 * streams: the site first, then its authors, terms and items in file order, one at a time, so
 * memory holds one item however large the file. Comments and unknown elements are passed over.
 */
export async function* readWxr(input: Readable): AsyncGenerator<WxrEntry> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const ready: WxrEntry[] = [];
  const path: string[] = [];
  let text = "";
  let fields: Record<string, string> = {};
  let item = null as WxrItem | null;
  let metaKey = "";
  let site = null as WxrSite | null;
  let sawRss = false;

  const parent = () => path[path.length - 2];

  parser.on("opentag", (tag: SaxesTagPlain) => {
    path.push(tag.name);
    text = "";
    if (tag.name === "rss") sawRss = true;
    if (tag.name === "item" && parent() === "channel") item = emptyItem();
    else if (item && tag.name === "category" && parent() === "item") {
      fields = {
        taxonomy: own(String(tag.attributes.domain ?? "")),
        slug: own(String(tag.attributes.nicename ?? "")),
      };
    } else if (
      !item &&
      parent() === "channel" &&
      (tag.name in TERM_FIELDS || tag.name === "wp:author")
    )
      fields = {};
  });
  parser.on("text", (t) => (text += t));
  parser.on("cdata", (t) => (text += t));
  parser.on("closetag", (tag) => {
    const name = tag.name;
    const above = parent();
    const value = own(text);
    text = "";
    if (item) {
      if (name === "item") {
        ready.push({ kind: "item", item });
        item = null;
      } else if (above === "item") {
        const key = ownEntry(ITEM_TEXT, name);
        if (key)
          (item[key] as string) = key === "content" || key === "excerpt" ? value : value.trim();
        else if (name === "wp:post_id") item.postId = Number(value.trim());
        else if (name === "wp:post_parent") item.parent = Number(value.trim()) || 0;
        else if (name === "wp:menu_order") item.menuOrder = Number(value.trim()) || 0;
        else if (name === "wp:is_sticky") item.sticky = value.trim() === "1";
        else if (name === "category" && fields.taxonomy)
          item.terms.push({
            taxonomy: fields.taxonomy,
            slug: fields.slug ?? "",
            name: value.trim(),
          });
      } else if (above === "wp:postmeta") {
        if (name === "wp:meta_key") metaKey = value.trim();
        else if (name === "wp:meta_value" && metaKey) item.meta[metaKey] = value;
      }
    } else if (above === "channel") {
      if (name === "wp:author") {
        ready.push({
          kind: "author",
          author: {
            id: Number(fields["wp:author_id"] ?? 0),
            login: fields["wp:author_login"] ?? "",
            email: fields["wp:author_email"] ?? "",
            displayName: fields["wp:author_display_name"] ?? fields["wp:author_login"] ?? "",
          },
        });
      } else if (ownEntry(TERM_FIELDS, name)) {
        const shape = ownEntry(TERM_FIELDS, name)!;
        ready.push({
          kind: "term",
          term: {
            taxonomy: shape.taxonomy || (fields["wp:term_taxonomy"] ?? ""),
            id: Number(fields["wp:term_id"] ?? 0),
            slug: fields[shape.slug] ?? "",
            name: fields[shape.name] ?? "",
            parent: fields["wp:category_parent"] ?? fields["wp:term_parent"] ?? "",
          },
        });
      } else {
        site ??= { title: "", link: "", blogUrl: "", siteUrl: "", wxrVersion: "" };
        if (name === "title") site.title = value.trim();
        else if (name === "link") site.link = value.trim();
        else if (name === "wp:base_blog_url") site.blogUrl = value.trim();
        else if (name === "wp:base_site_url") site.siteUrl = value.trim();
        else if (name === "wp:wxr_version") site.wxrVersion = value.trim();
      }
    } else if (path[path.length - 3] === "channel") {
      fields[name] = value.trim();
    }
    path.pop();
  });

  const decoder = new StringDecoder("utf8");
  let announced = false;
  const announce = () => {
    if (announced || !site) return;
    announced = true;
    site.blogUrl ||= site.link;
    site.siteUrl ||= site.blogUrl;
    ready.unshift({ kind: "site", site });
  };

  try {
    for await (const chunk of input) {
      // A Thai character cut between two chunks is joined again before the parser sees it.
      parser.write(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer));
      // The head ends where the first author, term or item begins.
      if (ready.length) announce();
      if (announced) yield* ready.splice(0);
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("import.not-wxr", {
      message: `ไฟล์ส่งออกของ WordPress ไม่สมบูรณ์หรืออ่านไม่ได้ (${error instanceof Error ? error.message : String(error)})`,
      cause: error,
    });
  }
  if (!sawRss || !site?.wxrVersion) throw new AppError("import.not-wxr");
  announce();
  yield* ready.splice(0);
}
