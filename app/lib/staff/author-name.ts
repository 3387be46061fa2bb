/** How a row's author is named to staff: full name, else username, else that the account is gone. */
export function authorName(row: {
  author_first_name: string | null;
  author_last_name: string | null;
  author_username: string | null;
}): string {
  const name = [row.author_first_name, row.author_last_name].filter(Boolean).join(" ");
  return name || row.author_username || "ไม่ทราบชื่อ (บัญชีถูกลบ)";
}
