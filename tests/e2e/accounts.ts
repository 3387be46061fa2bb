/** Accounts the browser-test server creates on its fresh database (test-only credentials). */
export const ADMIN = {
  username: "e2e.admin",
  password: "ผู้ดูแลระบบทดสอบ 2569",
  firstName: "ผู้ดูแล",
  lastName: "ทดสอบระบบ",
  role: "admin",
} as const;

export const STAFF = {
  username: "e2e.staff",
  password: "เจ้าหน้าที่ทดสอบ 2569",
  firstName: "เจ้าหน้าที่",
  lastName: "ทดสอบระบบ",
  role: "staff",
} as const;

export const REMEMBER = {
  username: "e2e.remember",
  password: "จำชื่อผู้ใช้ไว้ 2569",
  firstName: "จดจำ",
  lastName: "ทดสอบระบบ",
  role: "staff",
} as const;

/** Turns two-factor sign-in on during its own spec; no other spec should use it. */
export const TWO_FACTOR = {
  username: "e2e.twofactor",
  password: "สองขั้นตอนทดสอบ 2569",
  firstName: "สองขั้น",
  lastName: "ทดสอบระบบ",
  role: "staff",
} as const;

export const ACCOUNTS = [ADMIN, STAFF, REMEMBER, TWO_FACTOR];
