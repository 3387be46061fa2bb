import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 asks", () => {
    expect(csvCell("ธรรมดา")).toBe("ธรรมดา");
    expect(csvCell("ก, ข")).toBe('"ก, ข"');
    expect(csvCell('เขาว่า "สวัสดี"')).toBe('"เขาว่า ""สวัสดี"""');
    expect(csvCell("บรรทัดแรก\nบรรทัดสอง")).toBe('"บรรทัดแรก\nบรรทัดสอง"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+66 81 234 5678")).toBe("'+66 81 234 5678");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("ราคา =10")).toBe("ราคา =10");
  });

  it("starts with a byte order mark and ends every row with CRLF", () => {
    const csv = toCsv(["ชื่อ", "ข้อความ"], [["สมชาย", "ไข้, ไอ"]]);
    expect(csv).toBe('\uFEFFชื่อ,ข้อความ\r\nสมชาย,"ไข้, ไอ"\r\n');
  });
});
