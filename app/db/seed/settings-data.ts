import type { SiteSettings } from "../../content/site-settings.ts";

export const OFFICE_NAME_EN = "Sukjai Provincial Public Health Office";

export const SITE_SETTINGS: SiteSettings = {
  officeName: "สำนักงานสาธารณสุขจังหวัดสุขใจ",
  officeNameEn: OFFICE_NAME_EN,
  tagline: "ข้อมูลสุขภาพที่ถูกต้อง ใกล้ตัว เพื่อคนสุขใจทุกคน",
  address: "เลขที่ 99 ถนนสุขสวัสดิ์ ตำบลในเมือง อำเภอเมืองสุขใจ จังหวัดสุขใจ 40000",
  phones: ["0 4321 1234", "0 4321 5678"],
  email: "saraban@sukjai-health.example.org",
  openingHours: "จันทร์–ศุกร์ 08:30–16:30 น. (เว้นวันหยุดราชการ)",
  mapUrl: "https://www.openstreetmap.org/?mlat=16.4322&mlon=102.8236#map=16/16.4322/102.8236",
  socialLinks: [
    { label: "Facebook", url: "https://www.facebook.com/sukjai.health.example" },
    { label: "LINE", url: "https://line.me/R/ti/p/@sukjai-health-example" },
    { label: "YouTube", url: "https://www.youtube.com/@sukjai-health-example" },
  ],
  footerText:
    "เว็บไซต์นี้เป็นข้อมูลตัวอย่างของหน่วยงานสมมุติ เนื้อหาด้านสุขภาพใช้เพื่อการสาธิตเท่านั้น หากมีอาการเจ็บป่วยควรปรึกษาแพทย์หรือโทรสายด่วน 1669",
};
