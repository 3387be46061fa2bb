const thaiNumber = new Intl.NumberFormat("th-TH");

export function formatCount(n: number): string {
  return thaiNumber.format(n);
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
