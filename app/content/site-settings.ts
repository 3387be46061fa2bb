import type { ImageRef } from "./image-ref.ts";
import type { PublicType } from "./types.ts";

/** One section of the home page: which content type, and how many of its latest items. */
export type HomeSectionSetting = { type: PublicType; count: number };

export const HOME_COUNT_MAX = 12;

/** How many phone numbers and social links the settings form offers at most. */
export const PHONE_ROWS = 6;
export const SOCIAL_ROWS = 8;

/** What an administrator sets on `/admin/settings`; stored as JSON under the settings key `site`. */
export type StoredSiteSettings = {
  officeName: string;
  officeNameEn: string;
  tagline: string;
  /** An image from the media library shown in the site header; null keeps the site's mark. */
  logoMediaId: number | null;
  address: string;
  phones: string[];
  email: string;
  openingHours: string;
  mapUrl: string;
  socialLinks: { label: string; url: string }[];
  footerText: string;
  /** The home page's sections, in the order they appear. */
  homeSections: HomeSectionSetting[];
  /** The topics a visitor picks from on the contact form. */
  contactTopics: string[];
  /** Those topics that concern health information: the form asks for explicit consent (PDPA s. 26). */
  healthTopics: string[];
  /** Plain text; a blank line separates paragraphs. */
  privacyNotice: string;
};

/**
 * The contact form's topic for requests under the Official Information Act: the information
 * centre's request link chooses it, and the inbox files such requests under it.
 */
export const INFORMATION_REQUEST_TOPIC = "ขอข้อมูลข่าวสารของราชการ";

/** The settings as pages read them: the stored values, with the logo image looked up. */
export type SiteSettings = StoredSiteSettings & { logo: ImageRef | null };

export const DEFAULT_SETTINGS: SiteSettings = {
  officeName: "สำนักงานสาธารณสุข",
  officeNameEn: "Public Health Office",
  tagline: "ข้อมูลสุขภาพที่ถูกต้อง เพื่อทุกคน",
  logoMediaId: null,
  address: "",
  phones: [],
  email: "",
  openingHours: "",
  mapUrl: "",
  socialLinks: [],
  footerText: "",
  homeSections: [
    { type: "news", count: 6 },
    { type: "multimedia", count: 3 },
    { type: "infographic", count: 4 },
    { type: "gallery", count: 3 },
    { type: "general", count: 5 },
    { type: "faq", count: 5 },
  ],
  contactTopics: [
    "สอบถามข้อมูลทั่วไป",
    "ปรึกษาปัญหาสุขภาพ",
    INFORMATION_REQUEST_TOPIC,
    "ข้อเสนอแนะ",
    "อื่น ๆ",
  ],
  healthTopics: ["ปรึกษาปัญหาสุขภาพ"],
  privacyNotice:
    "สำนักงานเก็บชื่อ เบอร์โทรศัพท์ อีเมล และข้อความของท่าน เพื่อติดต่อกลับและดำเนินการตามเรื่องที่ท่านแจ้งเท่านั้น\n\nท่านขอดู แก้ไข หรือลบข้อมูลของท่านได้โดยติดต่อสำนักงาน",
  logo: null,
};

/** Thai names of the settings, for the audit log. */
export const SETTING_LABELS: Record<keyof StoredSiteSettings, string> = {
  officeName: "ชื่อหน่วยงาน",
  officeNameEn: "ชื่อหน่วยงานภาษาอังกฤษ",
  tagline: "คำอธิบายเว็บไซต์",
  logoMediaId: "โลโก้",
  address: "ที่อยู่",
  phones: "เบอร์โทรศัพท์",
  email: "อีเมล",
  openingHours: "เวลาทำการ",
  mapUrl: "ลิงก์แผนที่",
  socialLinks: "โซเชียลมีเดีย",
  footerText: "ข้อความท้ายเว็บไซต์",
  homeSections: "หมวดบนหน้าแรก",
  contactTopics: "หัวข้อการติดต่อ",
  healthTopics: "หัวข้อที่มีข้อมูลสุขภาพ",
  privacyNotice: "ประกาศความเป็นส่วนตัว",
};
