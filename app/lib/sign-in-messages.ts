/**
 * The sign-in form's and the staff session's texts, apart from toast.ts so public pages load them
 * only with the form or a staff page.
 */
export const SIGN_IN_MESSAGES = {
  usernameRequired: "กรุณากรอกชื่อผู้ใช้",
  passwordRequired: "กรุณากรอกรหัสผ่าน",
  throttled: (seconds: number) => `พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอ ${seconds} วินาทีแล้วลองใหม่`,
  signedIn: "เข้าสู่ระบบสำเร็จ กำลังเข้าสู่ระบบ",
  // A word joiner (U+2060) where a line must not break, as keepWordsWhole places it.
  heading: "เข้าสู่ระบบสำหรับเจ้า\u2060หน้าที่",
  showPassword: "แสดงรหัส\u2060ผ่าน",
  hidePassword: "ซ่อนรหัส\u2060ผ่าน",
} as const;

/** What staff are told about their session, on any page they are signed in on. */
export const SESSION_MESSAGES = {
  signedOut: "ออกจากระบบเรียบร้อยแล้ว",
  expired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่",
} as const;
