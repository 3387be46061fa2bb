import type { Insertable } from "kysely";
import type { ContactMessagesTable, ContactStatus } from "../schema.ts";

const CONSENT =
  "ข้าพเจ้ายินยอมให้สำนักงานเก็บและใช้ชื่อ เบอร์โทรศัพท์ อีเมล และข้อความนี้ เพื่อติดต่อกลับและดำเนินการตามเรื่องที่แจ้งเท่านั้น ตามประกาศความเป็นส่วนตัวของสำนักงาน";
const HEALTH_CONSENT = `${CONSENT} และยินยอมให้เก็บข้อมูลสุขภาพที่ระบุในข้อความ เพื่อใช้ให้คำปรึกษาในเรื่องนี้เท่านั้น`;

type DemoMessage = {
  reference: string;
  hoursAgo: number;
  fullName: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  status: ContactStatus;
  health?: boolean;
  read?: boolean;
  note?: string;
  closedHoursAgo?: number;
};

/**
 * Fictional messages for the demo inbox. The first two stay new (the browser tests open them);
 * the last two come from one person, written with two phone formats, for the PDPA tools.
 */
const MESSAGES: DemoMessage[] = [
  {
    reference: "C-7K4M2QD",
    hoursAgo: 3,
    fullName: "สมหญิง ใจดี",
    phone: "081-234-5678",
    email: "somying.j@example.com",
    topic: "สอบถามข้อมูลทั่วไป",
    message:
      "สวัสดีค่ะ\nอยากทราบว่าเดือนหน้าจะมีการฉีดวัคซีนไข้หวัดใหญ่ให้ผู้สูงอายุที่โรงพยาบาลส่งเสริมสุขภาพตำบลหรือไม่คะ\nคุณแม่อายุ 72 ปี ต้องนำเอกสารอะไรไปบ้างคะ",
    status: "new",
  },
  {
    reference: "C-9H3T6WB",
    hoursAgo: 20,
    fullName: "ประเสริฐ วงศ์ใหญ่",
    phone: "089-765-4321",
    email: "prasert.w@example.org",
    topic: "ปรึกษาปัญหาสุขภาพ",
    message:
      "ผมเป็นเบาหวานมา 5 ปี ช่วงนี้ค่าน้ำตาลตอนเช้าอยู่ที่ 160-180 ทั้งที่กินยาตามหมอสั่ง\nควรปรับอาหารอย่างไร และควรไปพบแพทย์ก่อนนัดหรือไม่ครับ",
    status: "new",
    health: true,
  },
  {
    reference: "C-4R8N1PX",
    hoursAgo: 50,
    fullName: "กนกวรรณ ศรีสุข",
    phone: "02-590-1234",
    email: "kanokwan.s@example.com",
    topic: "ข้อเสนอแนะ",
    message: "ขอเสนอให้เพิ่มข่าวสุขภาพเป็นภาษาที่อ่านง่ายสำหรับผู้สูงอายุ และเพิ่มขนาดตัวอักษรบนหน้าเว็บไซต์ค่ะ",
    status: "in_progress",
    read: true,
    note: "ส่งต่อทีมสื่อสารองค์กรแล้ว รอคำตอบเรื่องขนาดตัวอักษร",
  },
  {
    reference: "C-2F5J8LS",
    hoursAgo: 120,
    fullName: "วิชัย มั่นคง",
    phone: "+66 86 111 2233",
    email: "wichai.m@example.net",
    topic: "สอบถามข้อมูลทั่วไป",
    message: "ขอเอกสารสรุปผลการตรวจคัดกรองความดันโลหิตในชุมชนปี 2568 เพื่อใช้ประกอบการประชุมหมู่บ้านครับ",
    status: "answered",
    read: true,
    note: "ส่งไฟล์สรุปทางอีเมลแล้ว",
  },
  {
    reference: "C-6D1X9KA",
    hoursAgo: 24 * 45,
    fullName: "มาลี พึ่งบุญ",
    phone: "087-222-3344",
    email: "malee.p@example.com",
    topic: "อื่น ๆ",
    message: "ลิงก์ดาวน์โหลดประกาศรับสมัครงานในหน้าประกาศเปิดไม่ได้ค่ะ",
    status: "closed",
    read: true,
    note: "แก้ลิงก์แล้ว แจ้งผู้ติดต่อทางโทรศัพท์",
    closedHoursAgo: 24 * 40,
  },
  {
    reference: "C-8V2C7YE",
    hoursAgo: 30,
    fullName: "วิชัย มั่นคง",
    phone: "086-111-2233",
    email: "Wichai.M@example.net",
    topic: "ข้อเสนอแนะ",
    message: "ขอบคุณสำหรับเอกสารครับ อยากให้มีแผนที่จุดตรวจคัดกรองบนเว็บไซต์ด้วย",
    status: "new",
  },
];

/** The demo messages as rows, dated back from `now`. */
export function demoContactMessages(now: Date): Insertable<ContactMessagesTable>[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  return MESSAGES.map((m, i) => ({
    reference: m.reference,
    full_name: m.fullName,
    phone: m.phone,
    email: m.email,
    topic: m.topic,
    message: m.message,
    health_data: m.health ? 1 : 0,
    consent_text: m.health ? HEALTH_CONSENT : CONSENT,
    consent_at: ago(m.hoursAgo),
    status: m.status,
    note: m.note ?? "",
    read_at: m.read ? ago(m.hoursAgo - 1) : null,
    fingerprint: `demo-contact-${i + 1}`,
    created_at: ago(m.hoursAgo),
    updated_at: ago(m.closedHoursAgo ?? (m.read ? m.hoursAgo - 1 : m.hoursAgo)),
    closed_at: m.closedHoursAgo ? ago(m.closedHoursAgo) : null,
  }));
}
