import { describe, expect, it } from "vitest";
import { sniff } from "./sniff.server.ts";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
  );

function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
}

describe("sniff", () => {
  it("knows the supported files by their first bytes", () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe("image/jpeg");
    expect(sniff(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mimeType).toBe(
      "image/png",
    );
    expect(sniff(bytes("GIF89a"))?.mimeType).toBe("image/gif");
    expect(sniff(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.mimeType).toBe("image/webp");
    expect(sniff(ftyp("avif", "mif1", "miaf"))?.mimeType).toBe("image/avif");
    expect(sniff(ftyp("isom", "isom", "iso2", "avc1", "mp41"))?.mimeType).toBe("video/mp4");
    expect(
      sniff(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], "B\x82\x84webm"))
        ?.mimeType,
    ).toBe("video/webm");
    expect(sniff(bytes("%PDF-1.7\n"))).toEqual({
      kind: "document",
      mimeType: "application/pdf",
      ext: "pdf",
    });
  });

  it("refuses anything else, whatever it is called", () => {
    for (const head of [
      "#!/bin/sh\nrm -rf /",
      "<script>alert(1)</script>",
      "<?xml version='1.0'?><svg onload='alert(1)'>",
      "<!DOCTYPE html><html>",
      "PK\x03\x04zip",
      "MZ\x90\x00exe",
      "",
    ]) {
      expect(sniff(bytes(head)), head).toBeNull();
    }
    expect(sniff(ftyp("qt  ", "qt  ")), "QuickTime is not offered").toBeNull();
    expect(
      sniff(bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska")),
      "Matroska that is not WebM",
    ).toBeNull();
  });
});
