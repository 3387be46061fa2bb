/** A short Thai description of a browser's user agent, e.g. "Chrome บน Windows". */
export function describeDevice(userAgent: string): string {
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([marker]) => userAgent.includes(marker!))?.[1] ?? "เบราว์เซอร์ไม่ทราบชื่อ";
  const system =
    [
      ["Android", "Android"],
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([marker]) => userAgent.includes(marker!))?.[1] ?? "ระบบไม่ทราบชื่อ";
  return `${browser} บน ${system}`;
}
