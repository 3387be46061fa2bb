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
  // The database cannot be reached or read now (decision 0040): a page, or a form whose sending
  // changed nothing; both come back by themselves with the database.
  "database.unavailable": {
    status: 503,
    message: "ฐานข้อมูลของเว็บไซต์ไม่ตอบสนองชั่วคราว ระหว่างนี้ยังบันทึกข้อมูลไม่ได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่",
  },
  "database.not-saved": {
    status: 503,
    message:
      "ฐานข้อมูลของเว็บไซต์ไม่ตอบสนองชั่วคราว สิ่งที่คุณส่งยังไม่ได้บันทึก และไม่มีส่วนใดถูกบันทึกไว้ กรุณาลองส่งอีกครั้งในอีกสักครู่",
  },

  "auth.forbidden": { status: 403, message: "คุณไม่มีสิทธิ์ใช้งานส่วนนี้" },
  "auth.credentials-missing": { status: 400, message: "กรุณากรอกชื่อผู้ใช้และรหัสผ่าน" },
  "auth.bad-credentials": { status: 401, message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" },
  "auth.throttled": {
    status: 429,
    message: "พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่",
  },
  "totp.code-missing": { status: 400, message: "กรุณากรอกรหัสยืนยัน 6 หลักจากแอป" },
  "totp.recovery-code-missing": { status: 400, message: "กรุณากรอกรหัสสำรอง" },
  "totp.code-invalid": { status: 401, message: "รหัสยืนยันไม่ถูกต้อง" },
  "totp.recovery-code-invalid": {
    status: 401,
    message: "รหัสสำรองไม่ถูกต้องหรือถูกใช้ไปแล้ว",
  },
  "totp.step-expired": { status: 410, message: "รหัสหมดอายุ กรุณาเข้าสู่ระบบใหม่" },
  "totp.form-invalid": { status: 400, message: "กรุณาตรวจสอบข้อมูลที่กรอก" },
  "totp.setup-code-invalid": { status: 400, message: "รหัสยืนยันไม่ถูกต้อง" },
  "totp.setup-not-pending": {
    status: 409,
    message: "ไม่มีการตั้งค่าที่รอการยืนยัน กรุณาเริ่มใหม่",
  },
  "totp.not-enabled": { status: 409, message: "ยังไม่ได้เปิดใช้การยืนยันตัวตนสองขั้นตอน" },
  "totp.required": {
    status: 403,
    message: "ผู้ดูแลระบบต้องใช้การยืนยันตัวตนสองขั้นตอน จึงปิดไม่ได้",
  },
  "totp.password-wrong": { status: 400, message: "รหัสผ่านไม่ถูกต้อง" },

  "item.not-found": { status: 404, message: "ไม่พบเนื้อหานี้" },
  "item.forbidden": { status: 403, message: "คุณไม่มีสิทธิ์ทำรายการนี้" },
  "item.version-conflict": {
    status: 409,
    message: "มีผู้อื่นแก้ไขเนื้อหานี้ก่อนหน้าคุณ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
  },
  "item.step-refused": { status: 400, message: "ทำรายการนี้กับเนื้อหาในสถานะนี้ไม่ได้" },
  "item.invalid": { status: 400, message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },
  "item.save-conflict": {
    status: 409,
    message: "มีผู้อื่นบันทึกเนื้อหานี้ก่อนหน้าคุณ การแก้ไขของคุณยังไม่ถูกบันทึก",
  },
  "item.gone": { status: 409, message: "ไม่พบเนื้อหานี้แล้ว อาจถูกลบไปแล้ว" },
  "item.in-trash": {
    status: 400,
    message: "เนื้อหานี้อยู่ในถังขยะ กรุณานำกลับก่อนเปลี่ยนการตั้งค่า",
  },
  "item.address-fixed": { status: 400, message: "หน้านี้มีที่อยู่คงที่ เปลี่ยนไม่ได้" },
  "item.not-listed": { status: 400, message: "หน้านี้ไม่อยู่ในรายการหรือหน้าแรก" },
  "item.delete-unconfirmed": { status: 400, message: "ยังไม่ได้ยืนยันการลบ" },
  "bulk.no-action": { status: 400, message: "กรุณาเลือกการทำงานกับรายการที่เลือก" },
  "bulk.no-items": { status: 400, message: "กรุณาเลือกรายการอย่างน้อยหนึ่งรายการ" },
  "retention.invalid": { status: 400, message: "กรุณากรอกจำนวนวันให้ถูกต้อง" },
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
  "media.invalid": { status: 400, message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },
  "media.in-use": { status: 409, message: "ลบไม่ได้ เพราะไฟล์นี้ยังถูกใช้อยู่ในเนื้อหาด้านล่าง" },
  "media.is-logo": {
    status: 409,
    message: "ลบไม่ได้ เพราะไฟล์นี้ใช้เป็นโลโก้ของเว็บไซต์ (เปลี่ยนโลโก้ในหน้าตั้งค่าเว็บไซต์ก่อน)",
  },
  "captions.not-video": { status: 400, message: "เพิ่มคำบรรยายได้เฉพาะวิดีโอ" },
  "captions.missing": { status: 400, message: "กรุณาเลือกไฟล์คำบรรยาย (.vtt)" },
  "captions.not-utf8": { status: 400, message: "ไฟล์คำบรรยายต้องเป็นข้อความแบบ UTF-8" },
  "captions.not-webvtt": {
    status: 400,
    message: "ไฟล์นี้ไม่ใช่คำบรรยายแบบ WebVTT: บรรทัดแรกของไฟล์ต้องเป็น WEBVTT",
  },
  "captions.none": { status: 400, message: "วิดีโอนี้ยังไม่มีคำบรรยาย" },
  "dropbox.not-configured": { status: 400, message: "ยังไม่ได้ตั้งค่าการเชื่อมต่อ Dropbox" },
  "dropbox.code-invalid": { status: 400, message: "รหัสจาก Dropbox ไม่ถูกต้อง" },
  "dropbox.code-rejected": {
    status: 400,
    message: "Dropbox ไม่ยอมรับรหัสนี้ รหัสอาจหมดอายุ ถูกใช้ไปแล้ว หรือคัดลอกมาไม่ครบ กรุณาขอรหัสใหม่แล้วลองอีกครั้ง",
  },
  "dropbox.code-used": {
    status: 409,
    message: "รหัสนี้ถูกใช้แลกโทเค็นไปแล้ว (เช่น เมื่อโหลดหน้านี้ซ้ำ) โทเค็นที่ได้ในครั้งนั้นยังบันทึกไว้ตามเดิม",
  },
  "dropbox.state-invalid": {
    status: 400,
    message:
      "คำขอนี้ไม่ได้เริ่มจากหน้าขอโทเค็นของเว็บไซต์นี้โดยบัญชีของคุณ หรือเริ่มไว้นานเกิน 1 ชั่วโมง กรุณาเริ่มใหม่จากหน้าขอโทเค็น Dropbox",
  },
  "dropbox.denied": {
    status: 403,
    message: "Dropbox ไม่ได้ให้สิทธิ์ (มีการกดปฏิเสธหรือยกเลิกที่หน้าของ Dropbox)",
  },
  "dropbox.unreachable": {
    status: 502,
    message: "ติดต่อ Dropbox ไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง",
  },

  "settings.invalid": { status: 400, message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },

  "message.not-found": { status: 404, message: "ไม่พบข้อความนี้" },
  "message.status-invalid": { status: 400, message: "กรุณาเลือกสถานะ" },
  "message.note-too-long": { status: 400, message: "บันทึกภายในยาวเกินไป" },
  "message.assignee-invalid": { status: 400, message: "ผู้รับผิดชอบไม่ถูกต้อง" },
  "message.delete-unconfirmed": { status: 400, message: "ยังไม่ได้ลบ" },
  "privacy.sender-invalid": {
    status: 400,
    message: "กรุณากรอกอีเมล หรือเบอร์โทรศัพท์อย่างน้อย 9 หลัก",
  },
  "privacy.delete-unconfirmed": { status: 400, message: "พิมพ์คำว่า “ลบ” เพื่อยืนยันการลบ" },

  "ita.not-found": { status: 404, message: "ไม่พบรายการนี้ในปีการประเมินที่เลือก" },
  "ita.invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "ita.year-exists": { status: 409, message: "มีรายการของปีนี้อยู่แล้ว" },
  "ita.delete-unconfirmed": { status: 400, message: "พิมพ์คำว่า “ลบ” เพื่อยืนยัน" },
  "redirect.invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "redirect.not-found": { status: 404, message: "ไม่พบที่อยู่เดิมนี้ในตาราง อาจถูกลบไปแล้ว" },
  "vocabulary.invalid": { status: 400, message: "กรุณาแก้ไขคำค้นตามที่ระบุ" },
  "import.not-found": { status: 404, message: "ไม่พบการนำเข้านี้ อาจถูกลบไปแล้ว" },
  "import.running": { status: 409, message: "การนำเข้านี้กำลังทำงานอยู่ รอให้เสร็จก่อน" },
  "import.not-zip": {
    status: 400,
    message: "ไฟล์นี้ไม่ใช่ไฟล์ ZIP ที่อ่านได้ กรุณาบีบอัดโฟลเดอร์ uploads เป็น ZIP แล้วลองใหม่",
  },
  "import.not-wxr": { status: 400, message: "ไฟล์นี้ไม่ใช่ไฟล์ส่งออกของ WordPress (WXR)" },

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

  "vitals.invalid": { status: 400, message: "ข้อมูลการวัดความเร็วของหน้าไม่ถูกต้อง" },
  "vitals.rate-limited": {
    status: 429,
    message: "ส่งข้อมูลการวัดความเร็วบ่อยเกินไป กรุณารอสักครู่",
  },

  "account.name-invalid": { status: 400, message: "กรุณาแก้ไขข้อมูลที่ระบุ" },
  "account.password-refused": { status: 400, message: "เปลี่ยนรหัสผ่านไม่สำเร็จ" },
  "account.link-expired": {
    status: 404,
    message: "ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ",
  },
  "account.create-invalid": { status: 400, message: "สร้างบัญชีไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },
  "account.username-taken": { status: 400, message: "สร้างบัญชีไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },
  "account.setup-link-expired": {
    status: 404,
    message: "ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว เริ่มระบบใหม่เพื่อรับลิงก์ใหม่ หรือใช้คำสั่ง npm run user:create",
  },
  "account.edit-invalid": { status: 400, message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ" },
  "account.last-admin": {
    status: 400,
    message: "ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อยหนึ่งคน จึงเปลี่ยนบทบาทหรือระงับบัญชีนี้ไม่ได้",
  },
  "account.disable-self": { status: 400, message: "ระงับบัญชีของตนเองไม่ได้" },
  "account.reset-refused": { status: 400, message: "รีเซ็ตรหัสผ่านไม่สำเร็จ" },
  "session.not-chosen": {
    status: 400,
    message: "เลือกเซสชันที่ต้องการสิ้นสุด (ใช้ปุ่มออกจากระบบสำหรับอุปกรณ์นี้)",
  },
  "session.not-found": { status: 404, message: "ไม่พบเซสชันนี้ อาจสิ้นสุดไปแล้ว" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
