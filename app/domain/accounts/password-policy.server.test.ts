import { describe, expect, it } from "vitest";
import { checkPassword } from "./password-policy.server.ts";

const context = { username: "somchai", firstName: "Somchai", lastName: "Jaidee-Rakthai" };
const check = (password: string) => checkPassword(password, context);
const TOO_EASY = "รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น";

describe("password policy", () => {
  it("counts length in characters: at least 10, at most 128", () => {
    expect(check("horse-bat")).toEqual({
      ok: false,
      message: "รหัสผ่านต้องยาวอย่างน้อย 10 ตัวอักษร",
    });
    expect(check("horse-batt")).toEqual({ ok: true });
    expect(check("x".repeat(127) + "y")).toEqual({ ok: true });
    expect(check("x".repeat(128) + "y")).toEqual({ ok: false, message: "รหัสผ่านยาวเกิน 128 ตัวอักษร" });
  });

  it("accepts any characters, Thai, spaces and emoji, with no composition rules", () => {
    expect(check("ฝนตกที่ลำปาง")).toEqual({ ok: true });
    expect(check("แมวดำนอนหลับ 🐈‍⬛ zzz")).toEqual({ ok: true });
    expect(check("correct horse battery")).toEqual({ ok: true });
  });

  it("accepts a Thai-only password of exactly 10 characters", () => {
    const password = "กินข้าวกับ";
    expect([...password]).toHaveLength(10);
    expect(check(password)).toEqual({ ok: true });
    expect(check(password.slice(0, 9)).ok).toBe(false);
  });

  it("counts each emoji as one character", () => {
    const emoji = "🐘🌺🍜🛺🐘🌺🍜🛺🙏";
    expect([...emoji]).toHaveLength(9);
    expect(emoji.length).toBe(18);
    expect(check(emoji).ok).toBe(false);
    expect(check(emoji + "🌴")).toEqual({ ok: true });
  });

  it("rejects control characters", () => {
    for (const control of ["\u0000", "\t", "\n", "\u001F", "\u007F"]) {
      const result = check(`good password${control}here`);
      expect(result).toEqual({ ok: false, message: "รหัสผ่านมีอักขระควบคุมที่ใช้ไม่ได้" });
    }
  });

  it("rejects the username, alone or inside, and the user's names", () => {
    const long = { username: "nurse.kanokwan" };
    expect(checkPassword("  Nurse.Kanokwan ", long).ok).toBe(false);
    expect(checkPassword("my-nurse.kanokwan-2567", long).ok).toBe(false);
    expect(check("somchai-is-here").ok).toBe(false);
    expect(checkPassword("the-abc-of-it", { username: "abc" })).toEqual({ ok: true });
    expect(check("JAIDEE-RAKTHAI")).toEqual({
      ok: false,
      message: "รหัสผ่านต้องไม่ตรงกับชื่อหรือนามสกุล",
    });
  });

  it("rejects common passwords whatever their case", () => {
    for (const common of ["password123", "QwertyUiop", "1234567890", "iloveyou12", "Admin12345"]) {
      expect(check(common)).toEqual({ ok: false, message: TOO_EASY });
    }
    for (const common of ["sawasdee123", "Bangkok1234", "thailand123", " krungthep1 "]) {
      expect(check(common)).toEqual({ ok: false, message: TOO_EASY });
    }
  });

  it("rejects one repeated character and simple sequences", () => {
    for (const trivial of ["aaaaaaaaaa", "0123456789", "9876543210", "ABCDEFGHIJ", "zyxwvutsrqp"]) {
      expect(check(trivial)).toEqual({ ok: false, message: TOO_EASY });
    }
    expect(check("กกกกกกกกกกกก")).toEqual({ ok: false, message: TOO_EASY });
  });
});
