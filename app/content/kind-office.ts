import { KINDS, SUBJECTS, type ItemType } from "./kinds.ts";
import { CONTENT_PERMISSIONS, type KindPermissions } from "./permission-names.ts";

/**
 * The back-office half of the registry of content kinds (`kinds.ts`): for each kind, the editor's
 * fields, the admin list's columns and the back-office lists it is written from. Public pages do
 * not import this module, so none of it reaches their JavaScript.
 */

/** The fields an editor form shows beside title, slug, summary and SEO, which every kind has. */
export type EditorField =
  | "subject"
  | "documentDate"
  | "body"
  | "cover"
  | "photos"
  | "video"
  | "attachments"
  | "faqCategory"
  | "position"
  | "phone"
  | "email"
  | "order"
  | "byline"
  | "keywords"
  | "review";

/** Columns of a back-office list beside the title, status and row links, in order. */
export type ListColumn = "category" | "position" | "author" | "updated" | "views";

/**
 * The back-office's groups of lists, in the side menu's order, with their headings: each is a
 * route `/admin/{group}/:list` and a group of the side menu.
 */
export const ADMIN_GROUPS = {
  news: "ข่าวสาร",
  media: "สื่อสร้างสุข",
  announce: "ประกาศ",
  pages: "หน้าเว็บ",
} as const;
export type AdminGroup = keyof typeof ADMIN_GROUPS;

/**
 * A back-office list of a kind: `/admin/{group}/{list}` lists it and `/admin/write/{group}_{list}`
 * writes one. A kind has one, or one per subject (news) or page group.
 */
export type DeskDeclaration = {
  /** `{group}_{list}` unless given. */
  key?: string;
  group: AdminGroup;
  list: string;
  label: string;
  /** The subject every item of this list has; null takes any. */
  subject: string | null;
  titleLabel: string;
  bodyLabel: string;
  /** The site's own pages, linked from its code: edited here, never added, renamed or trashed. */
  fixed?: boolean;
  fields?: readonly EditorField[];
  /** Listed in the back-office after another kind's lists rather than in registry order. */
  after?: ItemType;
};

/**
 * What the government website standard asks of a kind, as the ITA self-check checks it: under
 * which of its headings and named how. The check counts the items shown (with `unit`), or wants
 * one published within `freshDays`, or any published at all.
 */
export type StandardCheck = {
  heading: "organisation" | "services";
  label: string;
  unit?: string;
  freshDays?: number;
};

export type OfficeDeclaration = {
  /** One item, in the singular (`ข่าว`, `คำถาม`). */
  singular: string;
  /**
   * What writing, publishing and trashing its items take. The back-office routes let through
   * those who hold `CONTENT_PERMISSIONS`; the kind's own are checked on top, so a kind can only be
   * stricter.
   */
  permissions: KindPermissions;
  /** What the `cover` field is called where it is not a cover (an executive's photo). */
  coverLabel?: string;
  /** What the `subject` field is called, for a kind filed under subjects or categories. */
  subjectLabel?: string;
  /** The editor's fields beside title, slug, summary and SEO, in order. */
  fields: readonly EditorField[];
  columns: readonly ListColumn[];
  desks: readonly DeskDeclaration[];
  /** Its items can stand as evidence of an ITA item (chosen on the readiness board). */
  evidence?: true;
  standard?: StandardCheck;
};

const COLUMNS = ["author", "updated", "views"] as const;

export const KIND_OFFICE: { readonly [T in ItemType]: OfficeDeclaration } = {
  news: {
    singular: "ข่าว",
    permissions: CONTENT_PERMISSIONS,
    subjectLabel: "หมวดข่าว",
    fields: ["subject", "cover", "body", "byline", "keywords", "review"],
    columns: COLUMNS,
    evidence: true,
    standard: { heading: "services", label: "ข่าวประชาสัมพันธ์", freshDays: 30 },
    desks: SUBJECTS.map((s) => ({
      group: "news",
      list: s.key,
      label: s.label,
      subject: s.key,
      titleLabel: "หัวข้อข่าว",
      bodyLabel: "เนื้อหา",
    })),
  },
  multimedia: {
    singular: "วิดีโอ",
    permissions: CONTENT_PERMISSIONS,
    fields: ["video", "cover", "body"],
    columns: COLUMNS,
    desks: [
      {
        group: "media",
        list: "multimedia",
        label: "มัลติมีเดีย",
        subject: null,
        titleLabel: "ชื่อวิดีโอ",
        bodyLabel: "คำอธิบาย",
      },
    ],
  },
  infographic: {
    singular: "อินโฟกราฟิก",
    permissions: CONTENT_PERMISSIONS,
    fields: ["cover", "body", "review"],
    columns: COLUMNS,
    desks: [
      {
        group: "media",
        list: "infographic",
        label: "อินโฟกราฟิก",
        subject: null,
        titleLabel: "ชื่ออินโฟกราฟิก",
        bodyLabel: "คำอธิบาย",
      },
    ],
  },
  gallery: {
    singular: "อัลบั้มภาพ",
    permissions: CONTENT_PERMISSIONS,
    fields: ["cover", "photos", "body"],
    columns: COLUMNS,
    desks: [
      {
        group: "media",
        list: "gallery",
        label: "แกลเลอรี",
        subject: null,
        titleLabel: "ชื่ออัลบั้ม",
        bodyLabel: "คำอธิบาย",
      },
    ],
  },
  general: {
    singular: "ประกาศ",
    permissions: CONTENT_PERMISSIONS,
    fields: ["cover", "body", "attachments", "byline", "keywords"],
    columns: COLUMNS,
    evidence: true,
    desks: [
      {
        group: "announce",
        list: "general",
        label: "ประกาศทั่วไป",
        subject: null,
        titleLabel: "หัวข้อประกาศ",
        bodyLabel: "รายละเอียด",
      },
    ],
  },
  faq: {
    singular: "คำถาม",
    permissions: CONTENT_PERMISSIONS,
    fields: ["faqCategory", "body", "review"],
    columns: ["category", ...COLUMNS],
    standard: { heading: "services", label: "คำถามที่พบบ่อย" },
    desks: [
      {
        group: "announce",
        list: "faq",
        label: "คำถามที่พบบ่อย",
        subject: null,
        after: "document",
        titleLabel: "คำถาม",
        bodyLabel: "คำตอบ",
      },
    ],
  },
  document: {
    singular: "เอกสาร",
    permissions: CONTENT_PERMISSIONS,
    subjectLabel: "หมวดเอกสาร",
    fields: ["subject", "documentDate", "body", "attachments"],
    columns: ["category", ...COLUMNS],
    evidence: true,
    desks: [
      {
        key: "announce_document",
        group: "announce",
        list: "documents",
        label: "เอกสารเผยแพร่",
        subject: null,
        titleLabel: "ชื่อเอกสาร",
        bodyLabel: "รายละเอียด",
      },
    ],
  },
  page: {
    singular: "หน้าเว็บ",
    permissions: CONTENT_PERMISSIONS,
    fields: ["cover", "body"],
    columns: COLUMNS,
    evidence: true,
    desks: [
      {
        group: "pages",
        list: "about",
        label: "เกี่ยวกับสำนักงาน",
        subject: "about",
        titleLabel: "ชื่อหน้า",
        bodyLabel: "เนื้อหา",
      },
      {
        group: "pages",
        list: "policy",
        label: "นโยบายเว็บไซต์",
        subject: "policy",
        titleLabel: "ชื่อนโยบาย",
        bodyLabel: "เนื้อหา",
        fixed: true,
        fields: ["body"],
      },
      {
        group: "announce",
        list: "workwithus",
        label: "ร่วมงานกับเรา",
        subject: null,
        titleLabel: "หัวข้อ",
        bodyLabel: "เนื้อหา",
        fixed: true,
      },
    ],
  },
  executive: {
    singular: "ผู้บริหาร",
    permissions: CONTENT_PERMISSIONS,
    coverLabel: "ภาพถ่าย",
    fields: ["position", "cover", "phone", "email", "order"],
    columns: ["position", "updated"],
    standard: {
      heading: "organisation",
      label: "ผู้บริหาร (ชื่อ ตำแหน่ง ช่องทางติดต่อ)",
      unit: "คน",
    },
    desks: [
      {
        group: "pages",
        list: "executives",
        label: "ผู้บริหาร",
        subject: null,
        titleLabel: "ชื่อ-นามสกุล",
        bodyLabel: "ประวัติโดยย่อ",
      },
    ],
  },
};

/** Whether an item of this type has a public page of its own (not only a place on others). */
export function hasOwnPage(type: ItemType): boolean {
  return !KINDS.some((k) => k.type === type && k.shownOn);
}

/** The types whose items each have a public page: public types and the site's own pages. */
export function ownPageTypes(): ItemType[] {
  return KINDS.filter((k) => !k.shownOn).map((k) => k.type);
}

/** The kinds whose items can stand as evidence of an ITA item. */
export function evidenceTypes(): ItemType[] {
  return KINDS.filter((k) => KIND_OFFICE[k.type].evidence).map((k) => k.type);
}
