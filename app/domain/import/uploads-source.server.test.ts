import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { folderSource, zipSource } from "./uploads-source.server.ts";

const FIXTURES = "tests/fixtures/wordpress";

describe("a copy of the uploads folder", () => {
  it("reads a ZIP made above wp-content by the paths WordPress filed its files under", async () => {
    const zip = await zipSource(`${FIXTURES}/uploads.zip`);
    const folder = folderSource(`${FIXTURES}/uploads`);
    try {
      for (const relative of ["2024/01/office-building.jpg", "2024/08/ภาพกิจกรรม-อสม-3.jpg"]) {
        expect(zip.has(relative)).toBe(true);
        const [fromZip, fromFolder] = await Promise.all([
          zip.open(relative),
          folder.open(relative),
        ]);
        expect(fromZip!.size).toBe(fromFolder!.size);
        expect(await buffer(fromZip!.body)).toEqual(await buffer(fromFolder!.body));
      }
      for (const relative of ["2024/01/missing.jpg", "../export.xml", "", "2024//01"]) {
        expect(zip.has(relative)).toBe(false);
        expect(folder.has(relative)).toBe(false);
        expect(await zip.open(relative)).toBeNull();
      }
    } finally {
      await zip.close();
    }
  });

  it("refuses a ZIP with a name that leads outside, and a file that is no ZIP", async () => {
    await expect(zipSource(`${FIXTURES}/hostile.zip`)).rejects.toMatchObject({
      code: "import.not-zip",
      status: 400,
    });
    await expect(zipSource(`${FIXTURES}/export.xml`)).rejects.toMatchObject({
      code: "import.not-zip",
    });
  });
});
