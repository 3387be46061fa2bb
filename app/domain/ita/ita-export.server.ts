import writeXlsxFile from "write-excel-file/node";
import { ITA_STATES, itaItemPath, RHYTHMS } from "../../content/ita.ts";
import { config } from "../../lib/config.server.ts";
import { toCsv } from "../../lib/csv.ts";
import type { FileDownload } from "../../lib/download.ts";
import type { Actor } from "../../lib/request-context.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { audit } from "../operations/audit.server.ts";
import { itaBoard } from "./ita-board.server.ts";

export type ItaExportFormat = "csv" | "xlsx";

const HEADER = ["ลำดับ", "รหัส", "รายการ", "URL", "ความถี่", "สถานะ", "สิ่งที่ยังขาด"];

/**
 * The year's list for the assessment form, in item order: one absolute address per item, the
 * item's own page on this site, which keeps working after the year closes.
 */
async function exportRows(year: number): Promise<string[][]> {
  const base = config().baseUrl;
  return (await itaBoard(year)).map(({ item, state, problem }, i) => [
    String(i + 1),
    item.code,
    item.title,
    `${base}${itaItemPath(year, item.code)}`,
    RHYTHMS[item.rhythm],
    ITA_STATES[state],
    problem ?? "",
  ]);
}

async function xlsx(year: number, rows: string[][]): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  return writeXlsxFile([HEADER.map(bold), ...rows.map((row) => row.map((value) => ({ value })))], {
    sheet: `ITA ${year}`,
    columns: [
      { width: 7 },
      { width: 8 },
      { width: 60 },
      { width: 50 },
      { width: 18 },
      { width: 16 },
      { width: 50 },
    ],
    stickyRowsCount: 1,
  }).toBuffer();
}

/** The list as a file (CSV with a byte order mark, so Excel shows Thai, or XLSX); audited. */
export async function exportIta(
  actor: Actor,
  year: number,
  format: ItaExportFormat,
): Promise<FileDownload> {
  await authorize(actor, "content.write", "ita-export");
  const rows = await exportRows(year);
  const body = format === "csv" ? toCsv(HEADER, rows) : new Uint8Array(await xlsx(year, rows));
  await audit(
    actor.client,
    "ita-exported",
    { userId: actor.user.id, username: actor.user.username },
    `ปี ${year} (${format.toUpperCase()}, ${rows.length} รายการ)`,
  );
  return {
    body,
    contentType:
      format === "csv"
        ? "text/csv; charset=utf-8"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `ITA-${year}.${format}`,
  };
}
