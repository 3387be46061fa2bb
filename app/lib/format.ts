const thaiNumber = new Intl.NumberFormat("th-TH");

export function formatCount(n: number): string {
  return thaiNumber.format(n);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ไบต์`;
  if (bytes < 1024 * 1024) return `${thaiNumber.format(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A short file-type label from a MIME type, e.g. `PDF`. */
export function fileTypeLabel(mimeType: string): string {
  const sub = mimeType.split("/")[1] ?? mimeType;
  return sub.toUpperCase();
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
