/** The sign-in form's texts, apart from toast.ts so public pages load them only with the form. */
export const SIGN_IN_MESSAGES = {
  usernameRequired: "กรุณากรอกชื่อผู้ใช้",
  passwordRequired: "กรุณากรอกรหัสผ่าน",
  throttled: (seconds: number) => `พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอ ${seconds} วินาทีแล้วลองใหม่`,
  signedIn: "เข้าสู่ระบบสำเร็จ กำลังเข้าสู่ระบบ",
} as const;
