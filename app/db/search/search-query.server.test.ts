import { describe, expect, it } from "vitest";
import { headShare } from "./search-query.server.ts";

describe("the share of items a condition on titles and summaries may hold", () => {
  const shares = new Map([
    ["t|ไข้ เลือด", 0.05],
    ["t|เลือด ออก", 0.04],
    ["s|ไข้ เลือด", 0.01],
    ["s|เลือด ออก", 0.02],
    ["t|ฝุ่น", 0.03],
  ]);
  const share = (term: string) => shares.get(term) ?? 0;

  it("is at most that of its rarest pair, in each field it may be in", () => {
    const phrase = ["ไข้", "เลือด", "ออก"];
    expect(headShare({ phrase, field: "title" }, share)).toBe(0.04);
    expect(headShare({ phrase, field: "head" }, share)).toBeCloseTo(0.05);
  });

  it("takes the rarest of every part and adds up alternatives", () => {
    const dust = { phrase: ["ฝุ่น"], field: "title" as const };
    const fever = { phrase: ["ไข้", "เลือด"], field: "title" as const };
    expect(headShare({ every: [dust, fever] }, share)).toBe(0.03);
    expect(headShare({ some: [dust, fever] }, share)).toBeCloseTo(0.08);
    expect(headShare({ phrase: ["ฝุ่น", "เด็ก"], field: "title" }, share)).toBe(0);
  });

  it("is not known for a word begun", () => {
    expect(headShare({ phrase: ["ไข้", "เลือ"], prefix: true, field: "title" }, share)).toBeNull();
  });
});
