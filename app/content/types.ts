import type { ItemType } from "../db/schema.ts";

/** A way content is filed: its key (in URLs and the `subject` column) and its Thai label. */
export type Category = { key: string; label: string };
export type Subject = Category & { description: string };

/** News subjects: the URL segment and the label the office uses. */
export const SUBJECTS: readonly Subject[] = [
  {
    key: "office",
    label: "สำนักข่าวสร้างสุข",
    description: "ข่าวกิจกรรมและความเคลื่อนไหวของสำนักงาน",
  },
  { key: "knowledge", label: "สาระสุขภาพ", description: "ความรู้สุขภาพที่นำไปใช้ได้ในชีวิตประจำวัน" },
  { key: "health", label: "ข่าวสุขภาพ", description: "ข่าวสารและสถานการณ์สุขภาพในจังหวัด" },
];

export type PublicType = Exclude<ItemType, "page">;

export type ContentType = {
  type: PublicType;
  label: string;
  description: string;
  path: string;
  /** schema.org type used for JSON-LD of one item. */
  schemaType:
    | "NewsArticle"
    | "VideoObject"
    | "ImageObject"
    | "ImageGallery"
    | "Article"
    | "Question"
    | "DigitalDocument";
};

/** One declaration per public content type; lists, pages, feeds and search derive from it. */
export const CONTENT_TYPES: Record<PublicType, ContentType> = {
  news: {
    type: "news",
    label: "ข่าวสาร",
    description: "ข่าวสาร สาระสุขภาพ และความเคลื่อนไหวของสำนักงาน",
    path: "/news",
    schemaType: "NewsArticle",
  },
  multimedia: {
    type: "multimedia",
    label: "มัลติมีเดีย",
    description: "วิดีโอความรู้สุขภาพและกิจกรรมของสำนักงาน",
    path: "/multimidia",
    schemaType: "VideoObject",
  },
  infographic: {
    type: "infographic",
    label: "อินโฟกราฟิก",
    description: "อินโฟกราฟิกความรู้สุขภาพ ดาวน์โหลดและแบ่งปันได้",
    path: "/infographic",
    schemaType: "ImageObject",
  },
  gallery: {
    type: "gallery",
    label: "แกลเลอรี",
    description: "ภาพกิจกรรมของสำนักงาน",
    path: "/gallery",
    schemaType: "ImageGallery",
  },
  general: {
    type: "general",
    label: "ประกาศทั่วไป",
    description: "ประกาศ คำสั่ง และเอกสารเผยแพร่ของสำนักงาน",
    path: "/general",
    schemaType: "Article",
  },
  faq: {
    type: "faq",
    label: "คำถามที่พบบ่อย",
    description: "คำตอบสำหรับคำถามที่ประชาชนถามบ่อย",
    path: "/fqa",
    schemaType: "Question",
  },
  document: {
    type: "document",
    label: "เอกสารเผยแพร่",
    description: "แผนงาน รายงาน คู่มือ แบบฟอร์ม และข้อมูลที่สำนักงานเปิดเผยต่อสาธารณะ (ITA/OIT) ดาวน์โหลดได้",
    path: "/documents",
    schemaType: "DigitalDocument",
  },
};

/** Categories of documents, as a public-disclosure assessment (ITA/OIT) groups them. */
export const DOCUMENT_CATEGORIES: readonly Category[] = [
  { key: "basic", label: "ข้อมูลพื้นฐาน" },
  { key: "plan", label: "แผนและผลการดำเนินงาน" },
  { key: "budget", label: "งบประมาณและการจัดซื้อจัดจ้าง" },
  { key: "hr", label: "การบริหารทรัพยากรบุคคล" },
  { key: "integrity", label: "คุณธรรมและความโปร่งใส" },
  { key: "forms", label: "แบบฟอร์มและคู่มือ" },
];

export const PUBLIC_TYPES = Object.keys(CONTENT_TYPES) as PublicType[];

export function isPublicType(value: string): value is PublicType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

export function findSubject(key: string | null | undefined): Subject | undefined {
  return SUBJECTS.find((s) => s.key === key);
}

export function findDocumentCategory(key: string | null | undefined): Category | undefined {
  return DOCUMENT_CATEGORIES.find((c) => c.key === key);
}

/**
 * Pages that belong to no dated list come in groups, each under its own path and in the order
 * staff give them; a page outside a group (work with us) lives at `/{slug}`.
 */
export const PAGE_GROUPS = {
  about: { label: "เกี่ยวกับสำนักงาน", path: "/about" },
  policy: { label: "นโยบายเว็บไซต์", path: "/policy" },
} as const;
export type PageGroupKey = keyof typeof PAGE_GROUPS;

/** The policy pages every site has, linked from every footer: their slugs and titles. */
export const POLICY_LINKS = [
  { slug: "privacy", title: "นโยบายคุ้มครองข้อมูลส่วนบุคคล" },
  { slug: "cookies", title: "นโยบายคุกกี้" },
  { slug: "security", title: "นโยบายการรักษาความมั่นคงปลอดภัยเว็บไซต์" },
  { slug: "terms", title: "ข้อกำหนดการใช้งานเว็บไซต์" },
  { slug: "accessibility", title: "การเข้าถึงเว็บไซต์" },
] as const;
export type PolicySlug = (typeof POLICY_LINKS)[number]["slug"];

export function isPageGroup(value: string | null | undefined): value is PageGroupKey {
  return typeof value === "string" && Object.hasOwn(PAGE_GROUPS, value);
}

/** The canonical public path of one item. */
export function itemPath(item: { type: ItemType; subject: string | null; slug: string }): string {
  const slug = encodeURIComponent(item.slug);
  if (item.type === "page")
    return isPageGroup(item.subject) ? `${PAGE_GROUPS[item.subject].path}/${slug}` : `/${slug}`;
  if (item.type === "news") return `/news/${item.subject ?? "health"}/${slug}`;
  return `${CONTENT_TYPES[item.type].path}/${slug}`;
}

/** The content type whose public list lives at `/{segment}`. */
export function typeForSection(segment: string): PublicType | undefined {
  return PUBLIC_TYPES.find((t) => CONTENT_TYPES[t].path === `/${segment}`);
}
