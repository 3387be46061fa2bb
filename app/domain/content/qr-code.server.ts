import QRCode from "qrcode";

/** Light modules around the symbol, as the QR specification asks for. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path in module units (quiet zone included), so the page can draw it as
 * plain React elements: no markup string is ever injected.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  // Low error correction keeps a long URI (a Thai issuer, percent-encoded) at a scannable size;
  // a code on a screen is not smudged or torn.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "L" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}
