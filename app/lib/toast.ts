type Kind = "success" | "error" | "info" | "warning";

function show(kind: Kind, message: string): void {
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}

/**
 * The product's four toast kinds. The toast library loads on first use, not with the page, so
 * visitors who never see a toast never download it.
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
