import { ERROR_CATALOGUE } from "./error-catalogue.ts";

export const TABLE_START = "<!-- error-catalogue:start -->";
export const TABLE_END = "<!-- error-catalogue:end -->";

/** The catalogue as docs/errors.md shows it: one row per code, in the catalogue's order. */
export function errorTable(): string {
  const rows = Object.entries(ERROR_CATALOGUE).map(
    ([code, { status, message }]) => `| \`${code}\` | ${status} | ${message} |`,
  );
  return ["| Code | HTTP | Message shown (Thai) |", "| --- | --- | --- |", ...rows].join("\n");
}

/** The rows of the table in docs/errors.md, as [code, status, message], however it is padded. */
export function tableRows(doc: string): string[][] {
  const table = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim().replace(/^`|`$/g, "")),
    );
}

/** docs/errors.md with its table replaced by the catalogue's. */
export function withErrorTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("docs/errors.md has no error-catalogue markers");
  return `${doc.slice(0, start + TABLE_START.length)}\n${errorTable()}\n${doc.slice(end)}`;
}
