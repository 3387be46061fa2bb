/** Reads `?page=` strictly: a missing value is page 1, anything but a positive integer is null. */
export function parsePage(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
