import {
  DOCUMENT_CATEGORIES,
  KINDS,
  PAGE_GROUPS,
  SUBJECTS,
  type Category,
  type ItemType,
  type Kind,
  type PageGroupKey,
  type PublicItemType,
  kindOfType,
} from "./kinds.ts";

export { DOCUMENT_CATEGORIES, PAGE_GROUPS, SUBJECTS };
export type { Category, ItemType, PageGroupKey };

/** The kinds with public pages of their own: a list and one page per item. */
export type PublicType = PublicItemType;

export type ContentType = {
  type: PublicType;
  label: string;
  path: string;
};

type PublicKind = Kind & { type: PublicType; path: string };

const PUBLIC_KINDS = KINDS.filter((k): k is PublicKind => k.path !== null);

/** One entry per public content type, derived from the registry of kinds. */
export const CONTENT_TYPES = Object.fromEntries(
  PUBLIC_KINDS.map((k) => [
    k.type,
    {
      type: k.type,
      label: k.label,
      path: k.path,
    },
  ]),
) as Record<PublicType, ContentType>;

export const PUBLIC_TYPES = PUBLIC_KINDS.map((k) => k.type);

export function isPublicType(value: string): value is PublicType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

export function findSubject(key: string | null | undefined): Category | undefined {
  return SUBJECTS.find((s) => s.key === key);
}

export function findDocumentCategory(key: string | null | undefined): Category | undefined {
  return DOCUMENT_CATEGORIES.find((c) => c.key === key);
}

/** The policy pages every site has, linked from every footer: their slugs and titles. */
export const POLICY_LINKS = [
  { slug: "privacy", title: "นโยบายคุ้มครองข้อมูลส่วนบุคคล" },
  { slug: "cookies", title: "นโยบายคุกกี้" },
  { slug: "security", title: "นโยบายการรักษาความมั่นคงปลอดภัยเว็บไซต์" },
  { slug: "terms", title: "ข้อกำหนดการใช้งานเว็บไซต์" },
  { slug: "accessibility", title: "การเข้าถึงเว็บไซต์" },
] as const;
/** The public-disclosure section (ITA/OIT), linked from the footer and the site map. */
export const ITA_PATH = "/ita";
export const ITA_TITLE = "การเปิดเผยข้อมูลสาธารณะ (ITA)";

export type PolicySlug = (typeof POLICY_LINKS)[number]["slug"];

export function isPageGroup(value: string | null | undefined): value is PageGroupKey {
  return typeof value === "string" && Object.hasOwn(PAGE_GROUPS, value);
}

/** The documents list filtered to one category (`/documents?category=plan`). */
export function documentCategoryPath(category: string): string {
  return `${CONTENT_TYPES.document.path}?${new URLSearchParams({ category })}`;
}

/** The path of a news subject's list. */
export function subjectPath(subject: Category): string {
  return `${CONTENT_TYPES.news.path}/${subject.key}`;
}

/**
 * The canonical public path of one item; a kind shown inside other pages (executives) has its
 * first such page.
 */
export function itemPath(item: { type: ItemType; subject: string | null; slug: string }): string {
  const slug = encodeURIComponent(item.slug);
  if (item.type === "page")
    return isPageGroup(item.subject) ? `${PAGE_GROUPS[item.subject].path}/${slug}` : `/${slug}`;
  if (item.type === "news") return `${CONTENT_TYPES.news.path}/${item.subject ?? "health"}/${slug}`;
  const kind = kindOfType(item.type);
  return kind.path ? `${kind.path}/${slug}` : kind.shownOn![0]!;
}

/** The content type whose public list lives at `/{segment}`. */
export function typeForSection(segment: string): PublicType | undefined {
  return PUBLIC_TYPES.find((t) => CONTENT_TYPES[t].path === `/${segment}`);
}
