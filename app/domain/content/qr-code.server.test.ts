import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodePath } from "./qr-code.server.ts";

/** The dark cells a path draws, as "x,y" strings. */
function cellsOf(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(width); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

describe("qrCodePath", () => {
  it("draws exactly the dark modules, inside a four-module quiet zone", () => {
    const text = "otpauth://totp/%E0%B8%AA:e2e?secret=JBSWY3DPEHPK3PXP&issuer=%E0%B8%AA";
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "L" });
    const { size, path } = qrCodePath(text);
    expect(size).toBe(modules.size + 8);
    expect(path).toMatch(/^(M\d+ \d+h(\d+)v1h-\2z)+$/);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
      }
    }
    expect(cellsOf(path)).toEqual(expected);
  });
});
