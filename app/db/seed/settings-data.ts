import { INFORMATION_REQUEST_TOPIC, type StoredSiteSettings } from "../../content/site-settings.ts";

export const OFFICE_NAME_EN = "Sukjai Provincial Public Health Office";

export const SITE_SETTINGS: StoredSiteSettings = {
  officeName: "สำนักงานสาธารณสุขจังหวัดสุขใจ",
  officeNameEn: OFFICE_NAME_EN,
  tagline: "ข้อมูลสุขภาพที่ถูกต้อง ใกล้ตัว เพื่อคนสุขใจทุกคน",
  logoMediaId: null,
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
  homeSections: [
    { type: "news", count: 6 },
    { type: "multimedia", count: 3 },
    { type: "infographic", count: 4 },
    { type: "gallery", count: 3 },
    { type: "general", count: 5 },
    { type: "faq", count: 5 },
  ],
  contactTopics: [
    "สอบถามข้อมูลสุขภาพ",
    "ขอรับบริการหรือเอกสาร",
    INFORMATION_REQUEST_TOPIC,
    "แจ้งเหตุหรือเบาะแสด้านสุขภาพ",
    "ร้องเรียน",
    "ข้อเสนอแนะ",
    "อื่น ๆ",
  ],
  healthTopics: ["สอบถามข้อมูลสุขภาพ", "แจ้งเหตุหรือเบาะแสด้านสุขภาพ"],
  privacyNotice: [
    "สำนักงานสาธารณสุขจังหวัดสุขใจเก็บชื่อ เบอร์โทรศัพท์ อีเมล และข้อความที่ท่านส่งผ่านแบบฟอร์มนี้ เพื่อตอบกลับและดำเนินการตามเรื่องที่ท่านแจ้งเท่านั้น ไม่นำไปใช้เพื่อวัตถุประสงค์อื่นและไม่เปิดเผยแก่ผู้อื่น เว้นแต่กฎหมายกำหนด",
    "สำนักงานเก็บข้อมูลไว้ไม่เกิน 2 ปีนับจากวันที่ดำเนินการเสร็จ ท่านมีสิทธิ์ขอดู ขอสำเนา ขอแก้ไข หรือขอลบข้อมูลของท่าน และถอนความยินยอมได้ตลอดเวลา โดยติดต่อสำนักงานทางอีเมลหรือโทรศัพท์ที่ระบุไว้",
  ].join("\n\n"),
};
