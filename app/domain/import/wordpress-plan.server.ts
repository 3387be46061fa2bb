import fs from "node:fs";
import { db } from "../../db/client.server.ts";
import { slugTaken } from "../../db/content/item-editor.server.ts";
import { importedFrom, importedItems } from "../../db/import/import-sources.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { SLUG } from "../../content/editor-fields.ts";
import { SUBJECTS } from "../../content/kinds.ts";
import { itemPath } from "../../content/types.ts";
import { oldAddressKey } from "../../lib/old-address.ts";
import { slugFromTitle } from "../../lib/staff/slug.ts";
import { readWxr, type WxrItem, type WxrSite } from "./wxr-reader.server.ts";
import { ownEntry } from "../../lib/own-entry.ts";

/** Where a WordPress category's posts go: a news subject, the announcements, or nowhere. */
export type Target = `news:${string}` | "general" | "skip";

/** Choices for an import; anything not chosen takes the default. */
export type Mapping = {
  /** By category slug. */
  categories?: Record<string, Target>;
  /** For posts whose categories choose nothing. */
  default?: Target;
  /** The page group WordPress pages join, or `skip`. */
  pages?: "about" | "policy" | "skip";
  /** `accounts`: each author becomes a staff account (signed in only once invited) owning their posts. */
  authors?: "bylines" | "accounts";
};

export type PlannedItem = {
  key: string;
  postId: number;
  wpType: "post" | "page";
  title: string;
  /** WordPress's status: publish, future, draft or pending. */
  status: string;
  type: ItemType;
  subject: string | null;
  slug: string;
  path: string;
  /** The old addresses that lead here. */
  oldKeys: string[];
  thumbnailId: number | null;
};

export type PlannedFile = {
  key: string;
  postId: number;
  /** The post it was uploaded to (0: none). */
  parent: number;
  title: string;
  /** Under the uploads folder, as WordPress filed it (`2025/01/photo.jpg`). */
  file: string;
  alt: string;
  caption: string;
  /** The file's old addresses: itself, its resized copies, `/?attachment_id=`. */
  oldKeys: string[];
};

export type Plan = {
  site: WxrSite;
  /** Names the site in the import's records, so another site's export is another source. */
  source: string;
  items: PlannedItem[];
  files: PlannedFile[];
  categories: { slug: string; name: string; target: Target; oldKeys: string[] }[];
  tags: { slug: string; name: string; oldKeys: string[] }[];
  authors: { id: number; login: string; name: string; email: string; oldKeys: string[] }[];
  skipped: { title: string; reason: string }[];
  /** Imported, with something to know: an address taken, so another given. */
  notices: { title: string; notice: string }[];
};

/** The places a category's posts may go, and the page groups pages may join. */
export const TARGETS: ReadonlySet<string> = new Set([
  ...SUBJECTS.map((s) => `news:${s.key}`),
  "general",
  "skip",
]);
export const PAGE_GROUPS: ReadonlySet<string> = new Set(["about", "policy", "skip"]);

/**
 * What is wrong with choices written by hand (a mapping file), in Thai, or null: a category the
 * export does not have, or a place the site does not have, would otherwise put posts where no
 * page lists them or leave the choice unmade without a word.
 */
export function mappingProblem(mapping: Mapping, plan: Pick<Plan, "categories">): string | null {
  const known = new Set(plan.categories.map((c) => c.slug));
  for (const [slug, target] of Object.entries(mapping.categories ?? {})) {
    if (!known.has(slug)) return `ไม่มีหมวดหมู่ “${slug}” ในไฟล์ส่งออก`;
    if (!TARGETS.has(target))
      return `ไม่มีที่ “${target}” สำหรับหมวดหมู่ ${slug} (ใช้ ${[...TARGETS].join(", ")})`;
  }
  if (mapping.default !== undefined && !TARGETS.has(mapping.default))
    return `ไม่มีที่ “${mapping.default}” สำหรับค่าเริ่มต้น (ใช้ ${[...TARGETS].join(", ")})`;
  if (mapping.pages !== undefined && !PAGE_GROUPS.has(mapping.pages))
    return `ไม่มีกลุ่มหน้า “${mapping.pages}” (ใช้ ${[...PAGE_GROUPS].join(", ")})`;
  if (
    mapping.authors !== undefined &&
    mapping.authors !== "bylines" &&
    mapping.authors !== "accounts"
  )
    return `authors ต้องเป็น bylines หรือ accounts`;
  return null;
}

const SKIPPED_STATUS: Record<string, string> = {
  private: "โพสต์ส่วนตัว (private) ไม่นำเข้า",
  trash: "อยู่ในถังขยะของ WordPress",
  "auto-draft": "ฉบับร่างอัตโนมัติ",
  inherit: "รุ่นแก้ไขของโพสต์",
};

/** A category's default place: a news subject its name names, announcements, or the office's news. */
export function defaultTarget(name: string): Target | null {
  const subject = SUBJECTS.find((s) => name.includes(s.label));
  if (subject) return `news:${subject.key}`;
  if (/ความรู้|สาระ/.test(name)) return "news:knowledge";
  if (/สุขภาพ|โรค/.test(name)) return "news:health";
  if (/ประกาศ|จัดซื้อ|จัดจ้าง|รับสมัคร|ประกวดราคา/.test(name)) return "general";
  return null;
}

function keyOf(url: string): string | null {
  try {
    return oldAddressKey(new URL(url));
  } catch {
    return null;
  }
}

/** A slug as WordPress stores it (Thai percent-encoded) as read in an address. */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw).normalize("NFC");
  } catch {
    return raw;
  }
}

function wordpressSlug(raw: string, title: string): string {
  const slug = decoded(raw).toLowerCase();
  return SLUG.test(slug) ? slug.slice(0, 120) : slugFromTitle(title) || "item";
}

/**
 * The name in an author's address (`/author/malee-s/` for the login `malee.s`): WordPress makes
 * it from the login with `sanitize_title` when the account is made, and the export does not
 * carry it. Logins hold only letters, digits, spaces and `_ . - @`.
 */
function nicename(login: string): string {
  return login
    .slice(0, 50)
    .toLowerCase()
    .replace(/\./g, "-")
    .replace(/[^a-z0-9 _-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Resized copies WordPress made of an image, named in its attachment metadata (PHP serialised). */
function resizedFiles(meta: string | undefined): string[] {
  return [...(meta ?? "").matchAll(/s:4:"file";s:\d+:"([^"/]+)"/g)].map((m) => m[1]!);
}

function itemTarget(item: WxrItem, mapping: Mapping, categories: Map<string, Target>) {
  if (item.type === "page") {
    const group = mapping.pages ?? "about";
    return group === "skip" ? null : { type: "page" as const, subject: group };
  }
  const chosen = item.terms
    .filter((t) => t.taxonomy === "category")
    .map((t) => categories.get(decoded(t.slug)))
    .find((t) => t !== undefined);
  const target = chosen ?? mapping.default ?? "news:office";
  if (target === "skip") return null;
  if (target === "general") return { type: "general" as const, subject: null };
  return { type: "news" as const, subject: target.slice("news:".length) };
}

/**
 * The first pass over an export: what each post, page and file becomes and at which new address,
 * what is left out and why, without reading a file or writing a row. Contents are not kept, so
 * the plan of a large export stays small.
 */
export async function planImport(file: string, mapping: Mapping = {}): Promise<Plan> {
  const plan: Omit<Plan, "site" | "source"> = {
    items: [],
    files: [],
    categories: [],
    tags: [],
    authors: [],
    skipped: [],
    notices: [],
  };
  let site: WxrSite | null = null;
  const targets = new Map<string, Target>();
  const used = new Map<ItemType, Set<string>>();
  const keys = new Set<string>();
  /** Items an earlier run made keep the address they were given. */
  const earlier = new Map<string, { type: ItemType; subject: string | null; slug: string }>();

  async function freeSlug(type: ItemType, wanted: string): Promise<string> {
    const taken = used.get(type) ?? used.set(type, new Set()).get(type)!;
    let slug = wanted;
    for (let n = 2; taken.has(slug) || (await slugTaken(db(), type, slug, null)); n++)
      slug = `${wanted.slice(0, 110)}-${n}`;
    taken.add(slug);
    return slug;
  }

  for await (const entry of readWxr(fs.createReadStream(file))) {
    if (entry.kind === "site") {
      site = entry.site;
      const imported = await importedFrom(db(), `wordpress:${site.blogUrl}`);
      const ids = [...imported.values()].flatMap((t) => (t.itemId ? [t.itemId] : []));
      const where = await importedItems(db(), ids);
      for (const [key, target] of imported)
        if (target.itemId && where.has(target.itemId)) earlier.set(key, where.get(target.itemId)!);
    } else if (entry.kind === "author")
      plan.authors.push({
        id: entry.author.id,
        login: entry.author.login,
        name: entry.author.displayName,
        email: entry.author.email,
        oldKeys: [
          ...new Set(
            [nicename(entry.author.login), entry.author.login]
              .filter(Boolean)
              .map((name) => `/author/${name}`),
          ),
          `/?author=${entry.author.id}`,
        ],
      });
    else if (entry.kind === "term") {
      const { taxonomy, name, id } = entry.term;
      const slug = decoded(entry.term.slug);
      // WordPress lists a category both as wp:category and, with its meta, as wp:term.
      const known = taxonomy === "category" ? plan.categories : plan.tags;
      if (known.some((t) => t.slug === slug)) continue;
      if (taxonomy === "category") {
        const target = mapping.categories?.[slug] ?? defaultTarget(name);
        if (target) targets.set(slug, target);
        plan.categories.push({
          slug,
          name,
          target: target ?? mapping.default ?? "news:office",
          oldKeys: [`/category/${slug}`, `/?cat=${id}`],
        });
      } else if (taxonomy === "post_tag")
        plan.tags.push({ slug, name, oldKeys: [`/tag/${slug}`, `/?tag=${slug}`] });
    } else {
      const item = entry.item;
      // Keyed by GUID, as WordPress's own importer does; a GUID two items share (hand-made
      // exports have them) is told apart by the post id.
      let key = item.guid || `post:${item.postId}`;
      if (keys.has(key)) key = `${key}#${item.postId}`;
      keys.add(key);
      const title = item.title || "(ไม่มีชื่อเรื่อง)";
      if (item.type === "attachment") {
        const base = `${new URL(site!.siteUrl).pathname.replace(/\/$/, "")}/wp-content/uploads/`;
        const url = keyOf(item.attachmentUrl) ?? "";
        // Where WordPress filed it: its own record, else the address (WordPress.com keeps its
        // files on another host, under the same year and month).
        const relative =
          item.meta._wp_attached_file ??
          (url.startsWith(base)
            ? url.slice(base.length)
            : (/(\d{4}\/\d{2}\/[^/]+)$/.exec(url)?.[1] ?? ""));
        const folder = relative.includes("/")
          ? relative.slice(0, relative.lastIndexOf("/") + 1)
          : "";
        plan.files.push({
          key,
          postId: item.postId,
          parent: item.parent,
          title,
          file: relative,
          alt: item.meta._wp_attachment_image_alt ?? "",
          caption: item.excerpt.trim(),
          oldKeys: [
            ...(url ? [url] : []),
            ...resizedFiles(item.meta._wp_attachment_metadata).map((f) => `${base}${folder}${f}`),
            `/?attachment_id=${item.postId}`,
            ...(item.link ? [keyOf(item.link)].filter((k): k is string => Boolean(k)) : []),
          ],
        });
        continue;
      }
      if (item.type !== "post" && item.type !== "page") {
        if (item.type !== "nav_menu_item" && item.type !== "revision")
          plan.skipped.push({ title, reason: `ชนิด ${item.type} ของ WordPress ไม่มีที่รับ` });
        continue;
      }
      const skip = ownEntry(SKIPPED_STATUS, item.status);
      if (item.password && !skip)
        plan.notices.push({ title, notice: "มีรหัสผ่านใน WordPress: นำเข้าเป็นฉบับร่าง ไม่เผยแพร่" });
      if (skip) {
        if (item.status !== "auto-draft" && item.status !== "inherit")
          plan.skipped.push({ title, reason: skip });
        continue;
      }
      const target = itemTarget(item, mapping, targets);
      if (!target) {
        plan.skipped.push({ title, reason: "หมวดหมู่ที่เลือกไม่นำเข้า" });
        continue;
      }
      const made = earlier.get(key);
      const wanted = wordpressSlug(item.slug, title);
      const slug = made?.slug ?? (await freeSlug(target.type, wanted));
      if (made) Object.assign(target, { type: made.type, subject: made.subject });
      else if (slug !== wanted)
        plan.notices.push({ title, notice: `ชื่อในลิงก์ “${wanted}” มีอยู่แล้ว ใช้ “${slug}” แทน` });
      const link = item.link ? keyOf(item.link) : null;
      plan.items.push({
        key,
        postId: item.postId,
        wpType: item.type,
        title,
        // A post behind a password is not for everyone: it waits as a draft.
        status: item.password ? "draft" : item.status,
        ...target,
        slug,
        path: itemPath({ ...target, slug }),
        oldKeys: [
          ...new Set([
            ...(link ? [link] : []),
            item.type === "page" ? `/?page_id=${item.postId}` : `/?p=${item.postId}`,
          ]),
        ],
        thumbnailId: Number(item.meta._thumbnail_id) || null,
      });
    }
  }
  // readWxr yields the site first, or refuses the file.
  return { site: site!, source: `wordpress:${site!.blogUrl}`, ...plan };
}
