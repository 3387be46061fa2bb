/**
 * What a visitor is told when React Router itself refuses a request (a malformed one, or a post to
 * a page without a form), by HTTP status; the error page shows it.
 */
export const ROUTER_REFUSALS = {
  400: {
    title: "คำขอไม่ถูกต้อง",
    message: "ระบบอ่านคำขอนี้ไม่ได้ กรุณากลับไปที่หน้าเดิมแล้วลองอีกครั้ง",
  },
  405: {
    title: "หน้านี้ไม่รับคำขอแบบนี้",
    message: "กรุณาเปิดหน้านี้จากลิงก์หรือแบบฟอร์มของเว็บไซต์",
  },
} as const;

export type RouterRefusal = keyof typeof ROUTER_REFUSALS;
