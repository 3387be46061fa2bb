import type { ItemType } from "../db/schema.ts";

export type Subject = { key: string; label: string; description: string };

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
    "NewsArticle" | "VideoObject" | "ImageObject" | "ImageGallery" | "Article" | "Question";
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
};

export const PUBLIC_TYPES = Object.keys(CONTENT_TYPES) as PublicType[];

export function isPublicType(value: string): value is PublicType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

export function findSubject(key: string | null | undefined): Subject | undefined {
  return SUBJECTS.find((s) => s.key === key);
}

/** The canonical public path of one item. */
export function itemPath(item: { type: ItemType; subject: string | null; slug: string }): string {
  const slug = encodeURIComponent(item.slug);
  if (item.type === "page") return `/${slug}`;
  if (item.type === "news") return `/news/${item.subject ?? "health"}/${slug}`;
  return `${CONTENT_TYPES[item.type].path}/${slug}`;
}

/** The content type whose public list lives at `/{segment}`. */
export function typeForSection(segment: string): PublicType | undefined {
  return PUBLIC_TYPES.find((t) => CONTENT_TYPES[t].path === `/${segment}`);
}
