import { describe, expect, it } from "vitest";
import { heldBy } from "./search-ranking.server.ts";

describe("a condition held by an item's head words", () => {
  const fields = [
    ["วัคซีน", "ไข้", "หวัด", "ใหญ่"],
    ["ผู้", "สูง", "อายุ"],
  ];

  it("holds a phrase only within one field, and a prefix as the start of its last word", () => {
    expect(heldBy({ phrase: ["ไข้", "หวัด"] }, fields)).toBe(true);
    expect(heldBy({ phrase: ["ใหญ่", "ผู้"] }, fields)).toBe(false);
    expect(heldBy({ phrase: ["ไข้", "หว"], prefix: true }, fields)).toBe(true);
    expect(heldBy({ phrase: ["ไข้", "หว"] }, fields)).toBe(false);
  });

  it("needs every part of `every`, each in any field, and one part of `some`", () => {
    const elderly = { some: [{ phrase: ["ผู้", "สูง", "อายุ"] }, { phrase: ["คน", "แก่"] }] };
    expect(heldBy({ every: [{ phrase: ["วัคซีน"] }, elderly] }, fields)).toBe(true);
    expect(heldBy({ every: [{ phrase: ["เด็ก"] }, elderly] }, fields)).toBe(false);
  });
});
