/** Text for a one-page demo PDF; Latin-1 only, since it uses the standard Helvetica fonts. */
export type PdfContent = { fileName: string; title: string; lines: string[] };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 60;
const WRAP_AT = 100;

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(line: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && current.length + word.length + 1 > WRAP_AT) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  out.push(current);
  return out;
}

function pageContent(doc: PdfContent, office: string): string {
  const text = (font: string, size: number, x: number, y: number, value: string) =>
    `BT /${font} ${size} Tf ${x} ${y} Td (${escapeText(value)}) Tj ET`;
  const ops = [
    "0.06 0.46 0.43 rg",
    `0 ${PAGE_HEIGHT - 110} ${PAGE_WIDTH} 110 re f`,
    "1 1 1 rg",
    text("F2", 18, MARGIN, PAGE_HEIGHT - 58, office),
    text("F1", 11, MARGIN, PAGE_HEIGHT - 82, "Demo document for the sample website"),
    "0.12 0.16 0.22 rg",
    text("F2", 16, MARGIN, PAGE_HEIGHT - 160, doc.title),
    "0.8 0.84 0.88 RG 1 w",
    `${MARGIN} ${PAGE_HEIGHT - 176} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - 176} l S`,
  ];
  let y = PAGE_HEIGHT - 206;
  for (const line of doc.lines) {
    for (const part of wrap(line)) {
      ops.push(text("F1", 11, MARGIN, y, part));
      y -= 17;
    }
    y -= 8;
  }
  ops.push(
    "0.4 0.45 0.5 rg",
    text("F1", 9, MARGIN, 50, "Sample content only. Not an official document."),
  );
  return ops.join("\n");
}

/** A valid single-page PDF 1.4 with a computed cross-reference table. */
export function pdfDocument(doc: PdfContent, office: string): Buffer {
  const content = pageContent(doc, office);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText(doc.title)}) /Producer (Sukjai demo seed) >>`,
  ];
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
