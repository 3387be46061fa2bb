import { describe, expect, it } from "vitest";
import { editorSchema, keywordsOf } from "./editor-fields.ts";

const base = {
  title: "หัวข้อ",
  slug: "",
  summary: "",
  body: "",
  photoIds: [],
  attachmentIds: [],
  seoTitle: "",
  seoDescription: "",
};

describe("an article's byline and keywords", () => {
  it.each([
    [" ไข้เลือดออก , ยุงลาย,,ไข้เลือดออก", "ไข้เลือดออก, ยุงลาย"],
    ["COVID-19，โควิด 19、covid-19", "COVID-19, โควิด 19"],
    ["  ", ""],
  ])("keeps %j as %j", (typed, kept) => {
    const parsed = editorSchema.parse({ ...base, keywords: typed });
    expect(parsed.keywords).toBe(kept);
    expect(keywordsOf({ keywords: parsed.keywords })).toEqual(kept ? kept.split(", ") : []);
  });

  it("refuses keywords and bylines over their limits or with control characters", () => {
    for (const input of [
      { keywords: "ก".repeat(501) },
      { byline: "ก".repeat(201) },
      { byline: "กลุ่มงาน\u0007" },
    ])
      expect(editorSchema.safeParse({ ...base, ...input }).success).toBe(false);
    expect(editorSchema.parse({ ...base, byline: "\u202Eกลุ่มงาน " }).byline).toBe("กลุ่มงาน");
  });
});
