import { describe, expect, it } from "vitest";
import { SITE_SETTINGS } from "../../db/seed/settings-data.ts";
import {
  formValuesOf,
  readSettingsForm,
  validateSettingsForm,
  type SettingsFormValues,
} from "./site-settings-form.server.ts";

const valid = () => formValuesOf(SITE_SETTINGS);

function errorsOf(change: Partial<SettingsFormValues>) {
  const result = validateSettingsForm({ ...valid(), ...change });
  if (result.ok) throw new Error("expected the form to be refused");
  return result.fields;
}

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("the site settings form", () => {
  it("accepts the saved settings as they are shown", () => {
    expect(validateSettingsForm(valid())).toEqual({ ok: true, settings: SITE_SETTINGS });
  });

  it("reads numbered rows, drops trailing empty ones and keeps the posted section order", () => {
    const values = readSettingsForm(
      form([
        ["officeName", " สำนักงาน\r\nทดสอบ "],
        ["phone-0", "0 4321 1234"],
        ["phone-1", ""],
        ["phone-2", "081-234-5678"],
        ["phone-3", ""],
        ["socialLabel-0", "Facebook"],
        ["socialUrl-0", "https://facebook.com/x"],
        ["socialLabel-1", ""],
        ["socialUrl-1", ""],
        ["homeType", "faq"],
        ["homeType", "news"],
        ["homeType", "nonsense"],
        ["home-faq-shown", "on"],
        ["home-faq-order", "1"],
        ["home-faq-count", "4"],
        ["home-news-order", "2"],
        ["home-news-count", "6"],
      ]),
    );
    expect(values.officeName).toBe(" สำนักงาน\nทดสอบ ");
    expect(values.phones).toEqual(["0 4321 1234", "", "081-234-5678"]);
    expect(values.socialLinks).toEqual([{ label: "Facebook", url: "https://facebook.com/x" }]);
    expect(values.homeSections).toEqual([
      { type: "faq", shown: true, order: "1", count: "4" },
      { type: "news", shown: false, order: "2", count: "6" },
    ]);
    expect(values.email).toBe("");
  });

  it("orders shown home sections by their number, ties by row, and keeps their counts", () => {
    const result = validateSettingsForm({
      ...valid(),
      homeSections: [
        { type: "news", shown: true, order: "3", count: "2" },
        { type: "faq", shown: true, order: "1", count: "12" },
        { type: "gallery", shown: false, order: "x", count: "99" },
        { type: "general", shown: true, order: "3", count: "1" },
      ],
    });
    expect(result.ok && result.settings.homeSections).toEqual([
      { type: "faq", count: 12 },
      { type: "news", count: 2 },
      { type: "general", count: 1 },
    ]);
  });

  it("refuses bad home section rows beside the row, and a home page with no section", () => {
    const rows = valid().homeSections;
    const bad = errorsOf({
      homeSections: [
        { ...rows[0]!, order: "ก" },
        { ...rows[1]!, count: "13" },
        { ...rows[2]!, count: "0" },
        ...rows.slice(3),
      ],
    });
    expect(bad).toEqual({
      "homeSections.0.order": "ลำดับต้องเป็นตัวเลข 1–99",
      "homeSections.1.count": "จำนวนรายการต้องเป็นตัวเลข 1–12",
      "homeSections.2.count": "จำนวนรายการต้องเป็นตัวเลข 1–12",
    });
    expect(errorsOf({ homeSections: rows.map((r) => ({ ...r, shown: false })) })).toEqual({
      homeSections: "กรุณาเลือกอย่างน้อย 1 หมวด",
    });
  });

  it("checks e-mail, web links and phone numbers with Thai messages", () => {
    expect(errorsOf({ email: "saraban@" }).email).toMatch(/^รูปแบบอีเมลไม่ถูกต้อง/);
    for (const mapUrl of ["javascript:alert(1)", "ftp://example.org/x", "www.example.org"])
      expect(errorsOf({ mapUrl }).mapUrl, mapUrl).toMatch(/^ลิงก์ต้องขึ้นต้นด้วย https:\/\//);
    for (const phone of ["0 4321 123", "1234567890123456", "043-211-234 ต่อ 5", "+66 (43) 211234"])
      expect(errorsOf({ phones: ["0 4321 1234", phone] })["phones.1"], phone).toMatch(
        /^เบอร์โทรศัพท์ใช้ตัวเลข/,
      );
    const ok = validateSettingsForm({
      ...valid(),
      email: "",
      mapUrl: "http://maps.example.org/?q=1",
      phones: ["+66 43 211 234", "", "1669 1669 1", "0 4321 1234", "0 4321 1234"],
    });
    expect(ok.ok && ok.settings.phones).toEqual(["+66 43 211 234", "1669 1669 1", "0 4321 1234"]);
  });

  it("needs both halves of a social link and a https or http address", () => {
    const errors = errorsOf({
      socialLinks: [
        { label: "Facebook", url: "" },
        { label: "", url: "https://line.me/x" },
        { label: "YouTube", url: "data:text/html,hi" },
        { label: "", url: "" },
      ],
    });
    expect(errors).toEqual({
      "socialLinks.0.url": "กรุณากรอกลิงก์",
      "socialLinks.1.label": "กรุณากรอกชื่อช่องทาง เช่น Facebook",
      "socialLinks.2.url": "ลิงก์ต้องขึ้นต้นด้วย https:// หรือ http:// เช่น https://www.example.go.th",
    });
  });

  it("refuses control characters, too-long text and a missing office name", () => {
    expect(errorsOf({ officeName: "   " }).officeName).toBe("กรุณากรอกชื่อหน่วยงาน");
    expect(errorsOf({ officeName: "สำนักงาน\u0007" }).officeName).toBe("มีอักขระที่ใช้ไม่ได้");
    expect(errorsOf({ tagline: "ก".repeat(301) }).tagline).toBe("คำอธิบายเว็บไซต์ยาวเกิน 300 ตัวอักษร");
    expect(errorsOf({ officeName: "บรรทัด\nสอง" }).officeName).toBe("มีอักขระที่ใช้ไม่ได้");
    expect(errorsOf({ privacyNotice: "ข้อความ\u0000" }).privacyNotice).toBe("มีอักขระที่ใช้ไม่ได้");
    expect(errorsOf({ privacyNotice: "" }).privacyNotice).toBe("กรุณากรอกประกาศความเป็นส่วนตัว");
    const paragraphs = validateSettingsForm({ ...valid(), privacyNotice: "ย่อหน้าแรก\n\nย่อหน้าสอง" });
    expect(paragraphs.ok && paragraphs.settings.privacyNotice).toBe("ย่อหน้าแรก\n\nย่อหน้าสอง");
  });

  it("reads contact topics one a line, without blanks or repeats, and refuses too long ones", () => {
    const result = validateSettingsForm({
      ...valid(),
      contactTopics: " สอบถาม \n\nร้องเรียน\nสอบถาม\n",
      healthTopics: "สอบถาม",
    });
    expect(result.ok && result.settings.contactTopics).toEqual(["สอบถาม", "ร้องเรียน"]);
    expect(result.ok && result.settings.healthTopics).toEqual(["สอบถาม"]);
    expect(errorsOf({ contactTopics: "สอบถาม", healthTopics: "ปรึกษาสุขภาพ" }).healthTopics).toBe(
      "หัวข้อ “ปรึกษาสุขภาพ” ไม่อยู่ในหัวข้อการติดต่อ",
    );
    expect(errorsOf({ contactTopics: `สอบถาม\n${"ก".repeat(101)}` }).contactTopics).toBe(
      "หัวข้อบรรทัดที่ 2 ยาวเกิน 100 ตัวอักษร",
    );
    expect(errorsOf({ contactTopics: " \n " }).contactTopics).toBe("กรุณากรอกหัวข้ออย่างน้อย 1 หัวข้อ");
  });

  it("takes the logo as a library id or none", () => {
    const none = validateSettingsForm({ ...valid(), logoMediaId: "" });
    expect(none.ok && none.settings.logoMediaId).toBeNull();
    const some = validateSettingsForm({ ...valid(), logoMediaId: "42" });
    expect(some.ok && some.settings.logoMediaId).toBe(42);
    expect(errorsOf({ logoMediaId: "1; drop" }).logoMediaId).toBe("กรุณาเลือกรูปภาพจากรายการ");
  });
});
