import { z } from "zod";
import {
  DEFAULT_SETTINGS,
  HOME_COUNT_MAX,
  PHONE_ROWS,
  SOCIAL_ROWS,
  type StoredSiteSettings,
} from "../../content/site-settings.ts";
import { PUBLIC_TYPES, type PublicType } from "../../content/types.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { formText } from "../../lib/form-data.ts";
import { failure, type FieldErrors, type Result } from "../../lib/app-error.ts";
import { isWebAddress } from "../../lib/web-address.ts";

const TOPICS_MAX = 20;

export type HomeSectionRow = { type: PublicType; shown: boolean; order: string; count: string };

/** The settings form as typed, kept whole so a refused form comes back with nothing lost. */
export type SettingsFormValues = {
  officeName: string;
  officeNameEn: string;
  tagline: string;
  logoMediaId: string;
  address: string;
  phones: string[];
  email: string;
  openingHours: string;
  mapUrl: string;
  socialLinks: { label: string; url: string }[];
  footerText: string;
  homeSections: HomeSectionRow[];
  /** One topic a line. */
  contactTopics: string;
  /** One topic a line, each also a contact topic. */
  healthTopics: string;
  privacyNotice: string;
};

/** Saved settings as the form shows them: shown home sections first, in order, then the rest. */
export function formValuesOf(settings: StoredSiteSettings): SettingsFormValues {
  const hidden = PUBLIC_TYPES.filter((t) => !settings.homeSections.some((s) => s.type === t));
  const defaultCount = (type: PublicType) =>
    DEFAULT_SETTINGS.homeSections.find((s) => s.type === type)?.count ?? 3;
  return {
    ...settings,
    logoMediaId: settings.logoMediaId === null ? "" : String(settings.logoMediaId),
    homeSections: [
      ...settings.homeSections.map((s, i) => ({
        type: s.type,
        shown: true,
        order: String(i + 1),
        count: String(s.count),
      })),
      ...hidden.map((type) => ({
        type,
        shown: false,
        order: "",
        count: String(defaultCount(type)),
      })),
    ],
    contactTopics: settings.contactTopics.join("\n"),
    healthTopics: settings.healthTopics.join("\n"),
  };
}

function clean(value: string): string {
  return value.normalize("NFC").replace(/\r\n?/g, "\n");
}

/** Rows up to the last one with something typed in it. */
function filledRows<T>(rows: T[], filled: (row: T) => boolean): T[] {
  let last = rows.length;
  while (last > 0 && !filled(rows[last - 1]!)) last--;
  return rows.slice(0, last);
}

/**
 * Reads the posted form; absent fields read as empty. Rows are numbered fields (`phone-0`,
 * `socialUrl-0`); home sections are named by type, in the order of the posted `homeType` fields.
 */
export function readSettingsForm(form: FormData): SettingsFormValues {
  const text = (name: string, max = 500) => clean(formText(form, name, max));
  const rows = <T>(count: number, row: (i: number) => T) =>
    Array.from({ length: count }, (_, i) => row(i));
  const types = form.getAll("homeType");
  return {
    officeName: text("officeName"),
    officeNameEn: text("officeNameEn"),
    tagline: text("tagline"),
    logoMediaId: text("logoMediaId", 20),
    address: text("address", 2000),
    phones: filledRows(
      rows(PHONE_ROWS, (i) => text(`phone-${i}`, 100)),
      (phone) => phone.trim() !== "",
    ),
    email: text("email"),
    openingHours: text("openingHours"),
    mapUrl: text("mapUrl", 2000),
    socialLinks: filledRows(
      rows(SOCIAL_ROWS, (i) => ({
        label: text(`socialLabel-${i}`, 200),
        url: text(`socialUrl-${i}`, 1000),
      })),
      (link) => `${link.label}${link.url}`.trim() !== "",
    ),
    footerText: text("footerText", 4000),
    homeSections: PUBLIC_TYPES.filter((type) => types.includes(type))
      .sort((a, b) => types.indexOf(a) - types.indexOf(b))
      .map((type) => ({
        type,
        shown: form.get(`home-${type}-shown`) !== null,
        order: text(`home-${type}-order`, 10),
        count: text(`home-${type}-count`, 10),
      })),
    contactTopics: text("contactTopics", 10_000),
    healthTopics: text("healthTopics", 10_000),
    privacyNotice: text("privacyNotice", 20_000),
  };
}

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/u;
const BAD_CHARACTERS = "มีอักขระที่ใช้ไม่ได้";

const line = (label: string, max: number, required = false) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .min(required ? 1 : 0, `กรุณากรอก${label}`)
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL.test(v), BAD_CHARACTERS);

const paragraphs = (label: string, max: number, required = false) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, `กรุณากรอก${label}`)
    .max(max, `${label}ยาวเกิน ${max} ตัวอักษร`)
    .refine((v) => !CONTROL_BUT_LINES.test(v), BAD_CHARACTERS);

const webUrl = (label: string) =>
  line(label, 500).refine(
    (v) => v === "" || isWebAddress(v),
    "ลิงก์ต้องขึ้นต้นด้วย https:// หรือ http:// เช่น https://www.example.go.th",
  );

const email = line("อีเมล", 200).refine(
  (v) => v === "" || z.email().safeParse(v).success,
  "รูปแบบอีเมลไม่ถูกต้อง เช่น saraban@example.go.th",
);

const phone = line("เบอร์โทรศัพท์", 30).refine((v) => {
  const digits = v.replace(/\D/g, "").length;
  return v === "" || (/^\+?[\d -]+$/.test(v) && digits >= 9 && digits <= 15);
}, "เบอร์โทรศัพท์ใช้ตัวเลข ช่องว่าง ขีด หรือ + นำหน้า รวม 9–15 หลัก เช่น 0 4321 1234");

const socialLink = z
  .object({ label: line("ชื่อช่องทาง", 50), url: webUrl("ลิงก์") })
  .superRefine((row, ctx) => {
    if (row.label && !row.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "กรุณากรอกลิงก์" });
    if (row.url && !row.label)
      ctx.addIssue({ code: "custom", path: ["label"], message: "กรุณากรอกชื่อช่องทาง เช่น Facebook" });
  });

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

const homeRow = z
  .object({
    type: z.enum(PUBLIC_TYPES),
    shown: z.boolean(),
    order: z.string(),
    count: z.string(),
  })
  .superRefine((row, ctx) => {
    if (!row.shown) return;
    if (!wholeNumber(row.order, 1, 99))
      ctx.addIssue({ code: "custom", path: ["order"], message: "ลำดับต้องเป็นตัวเลข 1–99" });
    if (!wholeNumber(row.count, 1, HOME_COUNT_MAX))
      ctx.addIssue({
        code: "custom",
        path: ["count"],
        message: `จำนวนรายการต้องเป็นตัวเลข 1–${HOME_COUNT_MAX}`,
      });
  });

const topics = z
  .string()
  .transform((v) => v.split("\n").map((t) => t.trim()))
  .superRefine((lines, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    lines.forEach((topic, i) => {
      if (topic.length > 100) issue(`หัวข้อบรรทัดที่ ${i + 1} ยาวเกิน 100 ตัวอักษร`);
      if (CONTROL.test(topic)) issue(`หัวข้อบรรทัดที่ ${i + 1} ${BAD_CHARACTERS}`);
    });
    const count = new Set(lines.filter(Boolean)).size;
    if (count === 0) issue("กรุณากรอกหัวข้ออย่างน้อย 1 หัวข้อ");
    if (count > TOPICS_MAX) issue(`หัวข้อมีได้ไม่เกิน ${TOPICS_MAX} หัวข้อ`);
  })
  .transform((lines) => [...new Set(lines.filter(Boolean))]);

const unique = <T>(rows: T[], key: (row: T) => string) =>
  rows.filter((row, i) => rows.findIndex((other) => key(other) === key(row)) === i);

const settingsSchema = z.object({
  officeName: line("ชื่อหน่วยงาน", 200, true),
  officeNameEn: line("ชื่อภาษาอังกฤษ", 200),
  tagline: line("คำอธิบายเว็บไซต์", 300),
  logoMediaId: z
    .string()
    .trim()
    .regex(/^(\d{1,10})?$/, "กรุณาเลือกรูปภาพจากรายการ")
    .transform((v) => (v ? Number(v) : null)),
  address: paragraphs("ที่อยู่", 500),
  phones: z.array(phone).transform((rows) => unique(rows.filter(Boolean), (p) => p)),
  email,
  openingHours: line("เวลาทำการ", 200),
  mapUrl: webUrl("ลิงก์แผนที่"),
  socialLinks: z.array(socialLink).transform((rows) =>
    unique(
      rows.filter((r) => r.label || r.url),
      (r) => r.url,
    ),
  ),
  footerText: paragraphs("ข้อความท้ายเว็บไซต์", 1000),
  homeSections: z
    .array(homeRow)
    .refine((rows) => rows.some((r) => r.shown), "กรุณาเลือกอย่างน้อย 1 หมวด")
    .transform((rows) =>
      rows
        .map((row, index) => ({ ...row, index }))
        .filter((row) => row.shown)
        .sort((a, b) => Number(a.order) - Number(b.order) || a.index - b.index)
        .map((row) => ({ type: row.type, count: Number(row.count) })),
    ),
  contactTopics: topics,
  healthTopics: z
    .string()
    .transform((v) => [...new Set(v.split("\n").map((t) => t.trim()))].filter(Boolean)),
  privacyNotice: paragraphs("ประกาศความเป็นส่วนตัว", 5000, true),
});

export type SettingsFormResult = Result<{ settings: StoredSiteSettings }>;

/** Checks the form; `fields` are keyed by field path, e.g. `phones.0` or `homeSections.2.count`. */
export function validateSettingsForm(values: SettingsFormValues): SettingsFormResult {
  const parsed = settingsSchema.safeParse(values);
  if (parsed.success) {
    const unknown = parsed.data.healthTopics.filter((t) => !parsed.data.contactTopics.includes(t));
    if (unknown.length === 0) return { ok: true, settings: parsed.data };
    return failure("settings.invalid", {
      fields: { healthTopics: `หัวข้อ “${unknown[0]}” ไม่อยู่ในหัวข้อการติดต่อ` },
    });
  }
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return failure("settings.invalid", { fields });
}
