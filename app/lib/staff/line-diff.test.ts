import { describe, expect, it } from "vitest";
import { collapseUnchanged, diffLines, htmlLines, sideBySide, type DiffPart } from "./line-diff.ts";

const marks = (before: string[], after: string[]) =>
  diffLines(before, after).map(
    (l) => `${{ same: " ", removed: "-", added: "+" }[l.kind]}${l.text}`,
  );

describe("line diff", () => {
  it("keeps the longest common run and marks what was removed and added", () => {
    expect(marks(["ก", "ข", "ค", "ง"], ["ก", "ค", "จ", "ง"])).toEqual([
      " ก",
      "-ข",
      " ค",
      "+จ",
      " ง",
    ]);
  });

  it("handles empty sides and identical texts", () => {
    expect(marks([], ["ใหม่"])).toEqual(["+ใหม่"]);
    expect(marks(["เก่า"], [])).toEqual(["-เก่า"]);
    expect(marks(["เหมือน"], ["เหมือน"])).toEqual([" เหมือน"]);
  });

  it("pairs a replaced line beside its replacement, and extra lines against a blank", () => {
    const rows = sideBySide(diffLines(["หัว", "เดิม", "ท้าย"], ["หัว", "ใหม่ 1", "ใหม่ 2", "ท้าย"]));
    expect(rows.map((r) => [r.left?.text ?? null, r.right?.text ?? null])).toEqual([
      ["หัว", "หัว"],
      ["เดิม", "ใหม่ 1"],
      [null, "ใหม่ 2"],
      ["ท้าย", "ท้าย"],
    ]);
    expect(rows[1]).toMatchObject({ left: { kind: "removed" }, right: { kind: "added" } });
  });

  it("marks the words that changed within a replaced line, cut as Thai words", () => {
    const [row] = sideBySide(diffLines(["สรุปฉบับแรก"], ["สรุปฉบับที่สอง"]));
    expect(row!.left).toMatchObject({ kind: "removed", text: "สรุปฉบับแรก" });
    expect(row!.left!.parts).toEqual([
      { text: "สรุปฉบับ", changed: false },
      { text: "แรก", changed: true },
    ]);
    expect(row!.right!.parts).toEqual([
      { text: "สรุปฉบับ", changed: false },
      { text: "ที่สอง", changed: true },
    ]);
  });

  it("gives back each line exactly from its parts, spaces and punctuation included", () => {
    const before = "ล้างมือ  ทุกครั้ง & ใส่หน้ากาก (PM2.5)";
    const after = "ล้างมือ บ่อย ๆ & ใส่หน้ากากอนามัย (PM 2.5)";
    const [row] = sideBySide(diffLines([before], [after]));
    expect(row!.left!.parts!.map((p) => p.text).join("")).toBe(before);
    expect(row!.right!.parts!.map((p) => p.text).join("")).toBe(after);
    const changed = (parts: DiffPart[]) => parts.filter((p) => p.changed).map((p) => p.text.trim());
    expect(changed(row!.left!.parts!)).toEqual(["ทุกครั้ง", "PM2.5"]);
    expect(changed(row!.right!.parts!)).toEqual(expect.arrayContaining(["อนามัย"]));
  });

  it("leaves a line with no word in common to its replacement unmarked within", () => {
    const [row] = sideBySide(diffLines(["สอง"], ["สาม"]));
    expect(row).toEqual({
      left: { kind: "removed", text: "สอง" },
      right: { kind: "added", text: "สาม" },
    });
  });

  it("leaves words unmarked on lines with nothing beside them", () => {
    const rows = sideBySide(diffLines(["หัว"], ["หัว", "เพิ่มใหม่"]));
    expect(rows[1]).toEqual({ left: null, right: { kind: "added", text: "เพิ่มใหม่" } });
  });

  it("folds long unchanged runs, keeping context around each change", () => {
    const before = Array.from({ length: 20 }, (_, i) => `บรรทัด ${i}`);
    const after = before.map((l, i) => (i === 10 ? "บรรทัดที่แก้" : l));
    const rows = collapseUnchanged(sideBySide(diffLines(before, after)), 2);
    expect(rows[0]).toEqual({ skipped: 8 });
    expect(rows.at(-1)).toEqual({ skipped: 7 });
    expect(rows).toHaveLength(7);
  });
});

describe("rich-text body as lines", () => {
  it("gives one line per block, without tags, with entities decoded", () => {
    expect(
      htmlLines(
        "<h2>หัวข้อ</h2><p>ล้างมือ <strong>ทุกครั้ง</strong> &amp; ใส่หน้ากาก</p><ul><li>หนึ่ง</li><li>สอง</li></ul><p>บรรทัดแรก<br>บรรทัดสอง</p>",
      ),
    ).toEqual(["หัวข้อ", "ล้างมือ ทุกครั้ง & ใส่หน้ากาก", "หนึ่ง", "สอง", "บรรทัดแรก", "บรรทัดสอง"]);
  });

  it("writes out images, videos and link targets so that changing them shows", () => {
    expect(
      htmlLines(
        '<p>ดู <a href="https://example.go.th/a">ประกาศ</a></p><img src="/media/x.jpg" alt="ภาพการอบรม"><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      ),
    ).toEqual([
      "ดู ประกาศ (https://example.go.th/a)",
      "[ภาพ: ภาพการอบรม]",
      "[วิดีโอ: https://www.youtube-nocookie.com/embed/abc]",
    ]);
  });

  it("keeps escaped markup as text", () => {
    expect(htmlLines("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toEqual([
      "<script>alert(1)</script>",
    ]);
  });
});
