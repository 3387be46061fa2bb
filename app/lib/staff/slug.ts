/** A URL slug from a (Thai) title: letters, marks and digits kept, everything else a dash. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** Said when another item of the type holds the address; one in the trash still holds it. */
export const SLUG_TAKEN = "ชื่อในลิงก์นี้ถูกใช้แล้วในเนื้อหาประเภทเดียวกัน (รวมถึงเนื้อหาในถังขยะ) กรุณาเปลี่ยนชื่อในลิงก์";
