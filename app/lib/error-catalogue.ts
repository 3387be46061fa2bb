/**
 * Every error code the app answers with: its HTTP status and the Thai message a visitor reads.
 * Codes are `area.what-happened` in lower-case kebab; a code is never renamed or reused once
 * shipped. docs/errors.md lists this table (a unit test keeps the two alike).
 */
export const ERROR_CATALOGUE = {
  "request.invalid": { status: 400, message: "คำขอไม่ถูกต้อง" },
  "page.not-found": { status: 404, message: "ไม่พบหน้าที่คุณต้องการ" },
  "server.failed": {
    status: 500,
    message: "ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง หรือกลับไปที่หน้าหลัก",
  },

  "auth.forbidden": { status: 403, message: "คุณไม่มีสิทธิ์ใช้งานส่วนนี้" },

  "item.not-found": { status: 404, message: "ไม่พบเนื้อหานี้" },
  "item.forbidden": { status: 403, message: "คุณไม่มีสิทธิ์ทำรายการนี้" },
  "item.version-conflict": {
    status: 409,
    message: "มีผู้อื่นแก้ไขเนื้อหานี้ก่อนหน้าคุณ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
  },
  "item.step-refused": { status: 400, message: "ทำรายการนี้กับเนื้อหาในสถานะนี้ไม่ได้" },
  "revision.not-found": { status: 404, message: "ไม่พบฉบับที่เลือก" },
  "revision.version-conflict": {
    status: 409,
    message: "มีผู้อื่นแก้ไขเนื้อหานี้หลังจากที่คุณเปิดหน้านี้ กรุณาดูความแตกต่างอีกครั้งก่อนนำฉบับเดิมกลับมา",
  },
  "revision.incomplete": { status: 400, message: "ฉบับนี้ไม่มีข้อมูลครบพอที่จะนำกลับมา" },
  "revision.slug-taken": { status: 400, message: "ชื่อในลิงก์ของฉบับนี้ถูกใช้แล้วโดยเนื้อหาอื่น" },
  "pending.not-found": { status: 404, message: "ไม่พบการแก้ไขที่รอตรวจของเนื้อหานี้" },
  "pending.moved": {
    status: 409,
    message: "การแก้ไขที่รอตรวจหรือฉบับที่เผยแพร่เปลี่ยนไปหลังจากที่คุณเปิดหน้านี้ กรุณาดูความแตกต่างอีกครั้ง",
  },
  "pending.in-trash": {
    status: 400,
    message: "เนื้อหานี้อยู่ในถังขยะ กรุณานำกลับก่อนเผยแพร่การแก้ไข",
  },
  "pending.incomplete": { status: 400, message: "การแก้ไขนี้ไม่มีข้อมูลครบพอที่จะเผยแพร่" },
  "pending.slug-taken": {
    status: 400,
    message: "ชื่อในลิงก์ถูกใช้แล้วโดยเนื้อหาอื่น กรุณาส่งกลับให้ผู้เขียนแก้ไข",
  },
  "pending.note-too-long": { status: 400, message: "บันทึกถึงผู้เขียนยาวเกินกำหนด" },
  "pending.note-invalid": { status: 400, message: "บันทึกถึงผู้เขียนมีอักขระที่ใช้ไม่ได้" },
  "pending.already-returned": { status: 400, message: "การแก้ไขนี้ถูกส่งกลับไปแล้ว" },

  "upload.missing": { status: 400, message: "ไม่พบไฟล์ที่อัปโหลด" },
  "upload.empty": { status: 400, message: "ไฟล์ว่างเปล่า ไม่มีข้อมูล" },
  "upload.cancelled": { status: 400, message: "การอัปโหลดถูกยกเลิก" },
  "upload.too-large": { status: 413, message: "ไฟล์ใหญ่เกินกำหนด" },
  "upload.unsupported": {
    status: 415,
    message: "ไฟล์นี้ไม่ใช่ชนิดที่รองรับ (รูปภาพ JPEG, PNG, WebP, AVIF, GIF วิดีโอ MP4, WebM หรือเอกสาร PDF)",
  },
  "upload.kind-mismatch": { status: 415, message: "ไฟล์ใหม่ต้องเป็นชนิดเดียวกับไฟล์เดิม" },
  "upload.image-too-large": {
    status: 415,
    message: "รูปภาพนี้ใหญ่เกินกำหนด (ไม่เกิน 100 ล้านพิกเซล) กรุณาย่อขนาดรูปก่อนอัปโหลด",
  },
  "upload.image-unreadable": {
    status: 415,
    message: "อ่านรูปภาพนี้ไม่ได้ ไฟล์อาจเสียหาย ไม่สมบูรณ์ หรือมีขนาดพิกเซลใหญ่เกินไป (ไม่เกิน 100 ล้านพิกเซล)",
  },
  "upload.disk-full": {
    status: 507,
    message: "พื้นที่จัดเก็บของเว็บไซต์เต็ม ยังไม่ได้บันทึกไฟล์นี้ กรุณาแจ้งผู้ดูแลระบบ แล้วลองใหม่ภายหลัง",
  },
  "media.not-found": { status: 404, message: "ไม่พบไฟล์ที่ต้องการแทนที่" },
  "media.shown-live": {
    status: 403,
    message:
      "ไฟล์นี้แสดงอยู่บนหน้าที่เผยแพร่แล้ว การแก้ไขต้องให้ผู้มีสิทธิ์เผยแพร่ดำเนินการ หากต้องการเปลี่ยน ให้อัปโหลดไฟล์ใหม่แล้วเลือกในเนื้อหา ซึ่งจะรอการตรวจก่อนเผยแพร่",
  },

  "settings.invalid": { status: 400, message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },

  "message.not-found": { status: 404, message: "ไม่พบข้อความนี้" },
  "message.status-invalid": { status: 400, message: "กรุณาเลือกสถานะ" },
  "message.note-too-long": { status: 400, message: "บันทึกภายในยาวเกินไป" },
  "message.assignee-invalid": { status: 400, message: "ผู้รับผิดชอบไม่ถูกต้อง" },
  "message.delete-unconfirmed": { status: 400, message: "ยังไม่ได้ลบ" },

  "ita.not-found": { status: 404, message: "ไม่พบรายการนี้ในปีการประเมินที่เลือก" },
  "ita.invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "ita.year-exists": { status: 409, message: "มีรายการของปีนี้อยู่แล้ว" },

  "contact.refused": { status: 400, message: "ระบบรับข้อความนี้ไม่ได้ กรุณาลองใหม่อีกครั้ง" },
  "contact.form-expired": {
    status: 400,
    message: "แบบฟอร์มนี้หมดอายุแล้ว ข้อความของคุณยังอยู่ กรุณากดส่งอีกครั้ง",
  },
  "contact.too-fast": { status: 400, message: "ส่งเร็วเกินไป กรุณาตรวจข้อความแล้วกดส่งอีกครั้ง" },
  "contact.invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "contact.rate-limited": {
    status: 429,
    message: "มีการส่งข้อความจำนวนมากในช่วงนี้ กรุณารอประมาณ 10 นาทีแล้วลองอีกครั้ง หรือโทรติดต่อสำนักงาน",
  },

  "account.name-invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "account.password-refused": { status: 400, message: "เปลี่ยนรหัสผ่านไม่สำเร็จ" },
  "account.link-expired": {
    status: 404,
    message: "ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
