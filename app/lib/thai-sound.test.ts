import { describe, expect, it } from "vitest";
import { soundKey } from "./thai-sound.ts";

describe("soundKey", () => {
  it("spells alike what is said alike: finals, silent letters, vowel length, sound-alike letters", () => {
    const saidAlike = [
      ["บัดทอง", "บัตรทอง"],
      ["เห็ดพิด", "เห็ดพิษ"],
      ["บริจาคโลหิด", "บริจาคโลหิต"],
      ["อาสาสมัคสาธารณสุข", "อาสาสมัครสาธารณสุข"],
      ["สุขภาพจิตร", "สุขภาพจิต"],
      ["พิษสุนักบ้า", "พิษสุนัขบ้า"],
      ["ลดเคม", "ลดเค็ม"],
      ["ผู้สูงอายู", "ผู้สูงอายุ"],
      ["วัคซิน", "วัคซีน"],
      ["ซึมเสร้า", "ซึมเศร้า"],
      ["ยุงราย", "ยุงลาย"],
      ["แอลกอฮอ", "แอลกอฮอล์"],
      ["ปั้มหัวใจ", "ปั๊มหัวใจ"],
    ];
    for (const [typed, meant] of saidAlike) expect(soundKey(typed!), typed).toBe(soundKey(meant!));
  });

  it("keeps apart what is said differently", () => {
    const different = [
      ["สวัสดี", "สะดวก"],
      ["ไข้เลือดออก", "เลือดออกมาก"],
      ["ตา", "ดา"],
      ["บัตร", "บัง"],
      ["กิน", "กีฬา"],
    ];
    for (const [a, b] of different) expect(soundKey(a!), a).not.toBe(soundKey(b!));
  });

  it("leaves Latin letters, digits and spaces as they are", () => {
    expect(soundKey("covid 19")).toBe("covid 19");
    expect(soundKey("pm2.5")).toBe("pm2.5");
  });
});
