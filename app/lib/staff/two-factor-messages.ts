export const TWO_FACTOR_MESSAGES = {
  codeRequired: "กรุณากรอกรหัสยืนยัน 6 หลักจากแอป",
  recoveryRequired: "กรุณากรอกรหัสสำรอง",
  invalidCode: "รหัสยืนยันไม่ถูกต้อง",
  invalidRecovery: "รหัสสำรองไม่ถูกต้องหรือถูกใช้ไปแล้ว",
  expired: "รหัสหมดอายุ กรุณาเข้าสู่ระบบใหม่",
} as const;
