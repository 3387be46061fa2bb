type Kind = "success" | "error" | "info" | "warning";

let mountHost: (() => void) | null = null;
let wanted = false;

/** The root registers how to mount the toast container; it mounts on the first toast. */
export function registerToastHost(mount: () => void): () => void {
  mountHost = mount;
  if (wanted) mount();
  return () => {
    mountHost = null;
  };
}

function show(kind: Kind, message: string): void {
  wanted = true;
  mountHost?.();
  // react-toastify queues toasts until its container has mounted.
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}

/**
 * The product's four toast kinds. The toast library and its container load on first use, not
 * with the page, so visitors who never see a toast never download them.
 */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};

export const MESSAGES = {
  invalidMenuMode: "ประเภทเมนูไม่ถูกต้อง",
  readFailed: "ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง",
  linkCopied: "คัดลอกลิงก์แล้ว",
  copyFailed: "คัดลอกลิงก์ไม่สำเร็จ",
} as const;

export const AUTH_MESSAGES = {
  usernameRequired: "กรุณากรอกชื่อผู้ใช้",
  passwordRequired: "กรุณากรอกรหัสผ่าน",
  invalid: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
  throttled: (seconds: number) => `พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอ ${seconds} วินาทีแล้วลองใหม่`,
  signedIn: "เข้าสู่ระบบสำเร็จ กำลังเข้าสู่ระบบ",
  signedOut: "ออกจากระบบเรียบร้อยแล้ว",
  expired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่",
} as const;
