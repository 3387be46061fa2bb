import type { MediaKind } from "../../db/schema.ts";

export type Sniffed = { kind: MediaKind; mimeType: string; ext: string };

/** Bytes to read before deciding what a file is. */
export const SNIFF_BYTES = 64;

const IMAGE_BRANDS = new Set(["avif", "avis"]);
const VIDEO_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "MSNV",
  "mmp4",
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The ISO base-media `ftyp` brands (major and compatible) when the file starts with that box. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands;
}

/**
 * What a file is, from its first bytes only: its name and declared type are never trusted.
 * Anything else (scripts, HTML, archives, SVG) is refused by returning null.
 */
export function sniff(head: Uint8Array): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { kind: "image", mimeType: "image/jpeg", ext: "jpg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", mimeType: "image/png", ext: "png" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")
    return { kind: "image", mimeType: "image/gif", ext: "gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
    return { kind: "image", mimeType: "image/webp", ext: "webp" };
  const brands = ftypBrands(head);
  if (brands.some((b) => IMAGE_BRANDS.has(b)) && IMAGE_BRANDS.has(brands[0]!))
    return { kind: "image", mimeType: "image/avif", ext: "avif" };
  if (brands.some((b) => VIDEO_BRANDS.has(b)))
    return { kind: "video", mimeType: "video/mp4", ext: "mp4" };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, head.length).includes("webm"))
    return { kind: "video", mimeType: "video/webm", ext: "webm" };
  if (ascii(head, 0, 5) === "%PDF-")
    return { kind: "document", mimeType: "application/pdf", ext: "pdf" };
  return null;
}
