import { COMMON_PASSWORDS } from "./common-passwords.ts";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
const MIN_CONTAINED_USERNAME = 4;

export interface PasswordContext {
  username: string;
  firstName?: string;
  lastName?: string;
}

export type PasswordCheck = { ok: true } | { ok: false; message: string };

const TOO_EASY = "รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น";

/**
 * NIST SP 800-63B rules for a new password: length in characters (code points), no control
 * characters, not the user's own names, not a common or trivial password. No composition rules.
 */
export function checkPassword(password: string, context: PasswordContext): PasswordCheck {
  const normalised = password.normalize("NFC");
  const length = [...normalised].length;
  if (/\p{Cc}/u.test(normalised)) return fail("รหัสผ่านมีอักขระควบคุมที่ใช้ไม่ได้");
  if (length < MIN_PASSWORD_LENGTH) {
    return fail(`รหัสผ่านต้องยาวอย่างน้อย ${MIN_PASSWORD_LENGTH} ตัวอักษร`);
  }
  if (length > MAX_PASSWORD_LENGTH) return fail(`รหัสผ่านยาวเกิน ${MAX_PASSWORD_LENGTH} ตัวอักษร`);

  const folded = fold(normalised);
  const username = fold(context.username);
  const containsUsername =
    [...username].length >= MIN_CONTAINED_USERNAME && folded.includes(username);
  if (username && (folded === username || containsUsername)) {
    return fail("รหัสผ่านต้องไม่มีชื่อผู้ใช้อยู่ในนั้น");
  }
  const names = [context.firstName, context.lastName].map((name) => fold(name ?? ""));
  if (names.some((name) => name && folded === name)) {
    return fail("รหัสผ่านต้องไม่ตรงกับชื่อหรือนามสกุล");
  }
  if (COMMON_PASSWORDS.has(folded) || isRepeatOrSequence(folded)) return fail(TOO_EASY);
  return { ok: true };
}

function fail(message: string): PasswordCheck {
  return { ok: false, message };
}

function fold(text: string): string {
  return text.normalize("NFC").trim().toLowerCase();
}

/** One character repeated, or each character one code point after (or before) the last. */
function isRepeatOrSequence(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0)!);
  return [0, 1, -1].some((step) =>
    codes.every((code, i) => i === 0 || code - codes[i - 1]! === step),
  );
}
