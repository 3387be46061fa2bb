import type { ItemType } from "../db/schema.ts";
import { SUBJECTS } from "./types.ts";

/** The fields an editor form shows, in order; every kind has title, slug, summary and SEO. */
export type EditorField =
  "subject" | "body" | "cover" | "photos" | "video" | "attachments" | "faqCategory";

/**
 * What staff write, as the back-office names it: `/admin/{group}/{list}` lists it and
 * `/admin/write/{key}` writes one (e.g. `news_health`, `media_gallery`, `announce_faq`).
 */
export type AdminKind = {
  key: string;
  group: "news" | "media" | "announce";
  list: string;
  type: ItemType;
  subject: string | null;
  label: string;
  fields: readonly EditorField[];
  /** Labels the form uses where the type names a field differently (an FAQ's title is its question). */
  titleLabel: string;
  bodyLabel: string;
};

const NEWS_FIELDS = ["subject", "cover", "body"] as const;

export const ADMIN_KINDS: readonly AdminKind[] = [
  ...SUBJECTS.map((s) => ({
    key: `news_${s.key}`,
    group: "news" as const,
    list: s.key,
    type: "news" as const,
    subject: s.key,
    label: s.label,
    fields: NEWS_FIELDS,
    titleLabel: "หัวข้อข่าว",
    bodyLabel: "เนื้อหา",
  })),
  {
    key: "media_multimedia",
    group: "media",
    list: "multimedia",
    type: "multimedia",
    subject: null,
    label: "มัลติมีเดีย",
    fields: ["video", "cover", "body"],
    titleLabel: "ชื่อวิดีโอ",
    bodyLabel: "คำอธิบาย",
  },
  {
    key: "media_infographic",
    group: "media",
    list: "infographic",
    type: "infographic",
    subject: null,
    label: "อินโฟกราฟิก",
    fields: ["cover", "body"],
    titleLabel: "ชื่ออินโฟกราฟิก",
    bodyLabel: "คำอธิบาย",
  },
  {
    key: "media_gallery",
    group: "media",
    list: "gallery",
    type: "gallery",
    subject: null,
    label: "แกลเลอรี",
    fields: ["cover", "photos", "body"],
    titleLabel: "ชื่ออัลบั้ม",
    bodyLabel: "คำอธิบาย",
  },
  {
    key: "announce_general",
    group: "announce",
    list: "general",
    type: "general",
    subject: null,
    label: "ประกาศทั่วไป",
    fields: ["cover", "body", "attachments"],
    titleLabel: "หัวข้อประกาศ",
    bodyLabel: "รายละเอียด",
  },
  {
    key: "announce_faq",
    group: "announce",
    list: "faq",
    type: "faq",
    subject: null,
    label: "คำถามที่พบบ่อย",
    fields: ["faqCategory", "body"],
    titleLabel: "คำถาม",
    bodyLabel: "คำตอบ",
  },
  {
    key: "announce_workwithus",
    group: "announce",
    list: "workwithus",
    type: "page",
    subject: null,
    label: "ร่วมงานกับเรา",
    fields: ["cover", "body"],
    titleLabel: "หัวข้อ",
    bodyLabel: "เนื้อหา",
  },
];

export function kindByKey(key: string | undefined): AdminKind | undefined {
  return ADMIN_KINDS.find((k) => k.key === key);
}

export function kindByList(group: string, list: string | undefined): AdminKind | undefined {
  return ADMIN_KINDS.find((k) => k.group === group && k.list === list);
}

/** The kind an existing item belongs to. */
export function kindOf(item: { type: ItemType; subject: string | null }): AdminKind | undefined {
  return ADMIN_KINDS.find(
    (k) => k.type === item.type && (k.subject === null || k.subject === item.subject),
  );
}
