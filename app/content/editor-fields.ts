import { z } from "zod";
import { withoutBidiControls } from "./bidi-controls.ts";

/**
 * The editor's fields and their limits, as one zod schema: the action validates with it and the
 * form takes its `maxLength` attributes from the same limits.
 */
export const LIMITS = {
  title: 200,
  slug: 120,
  summary: 500,
  body: 200_000,
  subject: 50,
  videoUrl: 500,
  documentDate: 20,
  seoTitle: 70,
  seoDescription: 160,
  photos: 200,
  attachments: 30,
  position: 200,
  phone: 50,
  email: 254,
  order: 999,
  byline: 200,
  keywords: 500,
  reviewer: 200,
  reviewerTitle: 200,
  reviewedOn: 20,
  reviewDue: 20,
  references: 3000,
} as const;

const CONTROL = /[\p{Cc}]/u;
export const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

const line = (max: number, label: string) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL.test(v), `${label}มีอักขระที่ใช้ไม่ได้`);
const id = z.coerce.number().int().positive();

/** Keywords as typed, separated by commas: each trimmed, empty and repeated ones left out. */
export function keywordList(value: string): string {
  const seen = new Set<string>();
  for (const word of value.split(/[,，、]/)) {
    const clean = word.trim().replace(/\s+/g, " ");
    if (clean && ![...seen].some((s) => s.toLowerCase() === clean.toLowerCase())) seen.add(clean);
  }
  return [...seen].join(", ");
}

/** An item's keywords as a list. */
export function keywordsOf(details: { keywords?: string }): string[] {
  return details.keywords ? details.keywords.split(", ").filter(Boolean) : [];
}

export const editorSchema = z.object({
  title: line(LIMITS.title, "หัวข้อ").min(1, "กรุณากรอกหัวข้อ"),
  slug: z
    .string()
    .trim()
    .max(LIMITS.slug, `ชื่อในลิงก์ยาวเกิน ${LIMITS.slug} ตัวอักษร`)
    .transform((v) => v.normalize("NFC").toLowerCase())
    .refine((v) => v === "" || SLUG.test(v), "ชื่อในลิงก์ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง"),
  summary: z.string().trim().max(LIMITS.summary, `สรุปยาวเกิน ${LIMITS.summary} ตัวอักษร`),
  body: z.string().max(LIMITS.body, "เนื้อหายาวเกินกำหนด"),
  subject: z.string().optional(),
  coverId: id.optional(),
  photoIds: z.array(id).max(LIMITS.photos, `ภาพในแกลเลอรีมากเกิน ${LIMITS.photos} ภาพ`),
  attachmentIds: z.array(id).max(LIMITS.attachments, `ไฟล์แนบมากเกิน ${LIMITS.attachments} ไฟล์`),
  videoId: id.optional(),
  videoUrl: z.string().trim().max(LIMITS.videoUrl).optional(),
  faqCategoryId: id.optional(),
  documentDate: z.string().trim().max(LIMITS.documentDate).optional(),
  seoTitle: line(LIMITS.seoTitle, "ชื่อสำหรับเครื่องมือค้นหา"),
  seoDescription: line(LIMITS.seoDescription, "คำอธิบายสำหรับเครื่องมือค้นหา"),
  position: line(LIMITS.position, "ตำแหน่ง").optional(),
  phone: line(LIMITS.phone, "หมายเลขโทรศัพท์")
    .refine((v) => /^[0-9+\-#() ,]*$/.test(v), "หมายเลขโทรศัพท์ใช้ได้เฉพาะตัวเลขและ + - # ( ) ,")
    .optional(),
  email: line(LIMITS.email, "อีเมล")
    .refine((v) => v === "" || z.email().safeParse(v).success, "รูปแบบอีเมลไม่ถูกต้อง")
    .optional(),
  byline: line(LIMITS.byline, "ผู้เขียนหรือแหล่งที่มา").optional(),
  keywords: line(LIMITS.keywords, "คำสำคัญ").transform(keywordList).optional(),
  reviewer: line(LIMITS.reviewer, "ชื่อผู้ตรวจทาน").optional(),
  reviewerTitle: line(LIMITS.reviewerTitle, "ตำแหน่งผู้ตรวจทาน").optional(),
  reviewedOn: z.string().trim().max(LIMITS.reviewedOn).optional(),
  reviewDue: z.string().trim().max(LIMITS.reviewDue).optional(),
  references: z
    .string()
    .overwrite(withoutBidiControls)
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(LIMITS.references, `แหล่งอ้างอิงยาวเกิน ${LIMITS.references} ตัวอักษร`)
        .refine((v) => !/[^\P{Cc}\n]/u.test(v), "แหล่งอ้างอิงมีอักขระที่ใช้ไม่ได้"),
    )
    .optional(),
  order: z.coerce
    .number("ลำดับต้องเป็นตัวเลข")
    .int("ลำดับต้องเป็นจำนวนเต็ม")
    .min(0, "ลำดับต้องไม่ติดลบ")
    .max(LIMITS.order, `ลำดับต้องไม่เกิน ${LIMITS.order}`)
    .optional(),
});

export type EditorInput = z.input<typeof editorSchema>;
export type EditorData = z.output<typeof editorSchema>;

/** The medical review's details: who checked it and when, when next, and the sources. */
export const REVIEW_FIELDS = [
  "reviewer",
  "reviewerTitle",
  "reviewedOn",
  "reviewDue",
  "references",
] as const;

/** The details a kind keeps beside the common columns (`items.details`, JSON). */
export const DETAIL_FIELDS = [
  "position",
  "phone",
  "email",
  "order",
  "byline",
  "keywords",
  ...REVIEW_FIELDS,
] as const;

/** Text fields of the form as posted, each cut at ten times its limit so that too long is refused, not shortened. */
const TEXT_FIELDS = [
  "title",
  "slug",
  "summary",
  "body",
  "subject",
  "videoUrl",
  "seoTitle",
  "seoDescription",
  "position",
  "phone",
  "email",
  "byline",
  "keywords",
  ...REVIEW_FIELDS,
] as const;
const ID_FIELDS = ["coverId", "videoId", "faqCategoryId", "order"] as const;

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};
const ids = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

/** The editor's input from a posted form: absent optional fields stay absent. */
export function editorInput(form: FormData): EditorInput {
  const input: Record<string, unknown> = {
    photoIds: ids(form, "photoIds"),
    attachmentIds: ids(form, "attachmentIds"),
    // The date is read as the office writes it and checked as a date, not for its length.
    documentDate: text(form, "documentDate", LIMITS.documentDate),
  };
  for (const name of TEXT_FIELDS) {
    const value = text(form, name, LIMITS[name] * 10);
    if (value || !OPTIONAL.has(name)) input[name] = value;
  }
  for (const name of ID_FIELDS) {
    const value = text(form, name, 20);
    if (value) input[name] = value;
  }
  return input as EditorInput;
}

// Absent unless given: the subject, a video link and the details only some kinds keep.
const OPTIONAL = new Set<string>(["subject", "videoUrl", ...DETAIL_FIELDS]);

export type DetailField = (typeof DETAIL_FIELDS)[number];
export type Details = Partial<{
  position: string;
  phone: string;
  email: string;
  order: number;
  /** Who wrote it or where it comes from, shown under an article's title. */
  byline: string;
  /** Comma-separated, as `keywordList` keeps them. */
  keywords: string;
  /** A medical review: the reviewer's name and title, and when (`YYYY-MM-DD`). */
  reviewer: string;
  reviewerTitle: string;
  reviewedOn: string;
  /** When the content is next to be checked (`YYYY-MM-DD`). */
  reviewDue: string;
  /** One source a line: `title | organisation | https://…` (the last two optional). */
  references: string;
}>;

/** An item's details as stored; damaged or absent JSON reads as none. */
export function parseDetails(json: string | null): Details {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    const parsed = z
      .object({
        position: z.string().optional().catch(undefined),
        phone: z.string().optional().catch(undefined),
        email: z.string().optional().catch(undefined),
        order: z.number().optional().catch(undefined),
        byline: z.string().optional().catch(undefined),
        keywords: z.string().optional().catch(undefined),
        reviewer: z.string().optional().catch(undefined),
        reviewerTitle: z.string().optional().catch(undefined),
        reviewedOn: z.string().optional().catch(undefined),
        reviewDue: z.string().optional().catch(undefined),
        references: z.string().optional().catch(undefined),
      })
      .safeParse(value);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** One source of a medical review. */
export type Reference = { title: string; organisation: string; url: string };

/** A review's references as written, one a line: `title | organisation | URL`. */
export function referencesOf(text: string | undefined): Reference[] {
  return (text ?? "")
    .split("\n")
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter(([title]) => title)
    .map(([title = "", organisation = "", url = ""]) => ({ title, organisation, url }));
}
