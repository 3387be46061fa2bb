import { db } from "../../db/client.server.ts";
import { findItaItemByCode, itaItemsOfYear, itaYears } from "../../db/ita/ita.server.ts";
import {
  ITA_PATH,
  itaItemPath,
  itaYearPath,
  normaliseCode,
  type Rhythm,
} from "../../content/ita.ts";
import { resolveItems, type EvidenceLink } from "./ita-board.server.ts";

/** What a visitor sees of one item: its evidence that is public now, each rule's links in order. */
export type PublicItaItem = {
  code: string;
  title: string;
  description: string;
  rhythm: Rhythm;
  evidence: { label: string; links: EvidenceLink[] }[];
};

export type ItaYearView = { years: number[]; year: number; items: PublicItaItem[] };

function publicOnly(board: Awaited<ReturnType<typeof resolveItems>>): PublicItaItem[] {
  return board.map(({ item, evidence }) => ({
    code: item.code,
    title: item.title,
    description: item.description,
    rhythm: item.rhythm,
    evidence: evidence
      .map((e) => ({ label: e.label, links: e.links.filter((l) => l.public) }))
      .filter((e) => e.links.length),
  }));
}

/** A year's items for the public page; the newest year when none is given. Null for a year without items. */
export async function itaYearView(year?: number): Promise<ItaYearView | null> {
  const years = await itaYears(db());
  const shown = year ?? years[0];
  if (shown === undefined || !years.includes(shown)) return null;
  const items = await itaItemsOfYear(db(), shown);
  return { years, year: shown, items: publicOnly(await resolveItems(items, shown)) };
}

/** One item's page: the address the office submits in the assessment form. */
export async function itaItemView(
  year: number,
  rawCode: string,
): Promise<{ year: number; item: PublicItaItem; canonicalCode: string } | null> {
  const code = normaliseCode(rawCode);
  const item = await findItaItemByCode(db(), year, code);
  if (!item) return null;
  const [shown] = publicOnly(await resolveItems([item], year));
  return { year, item: shown!, canonicalCode: code };
}

/**
 * The section's addresses for search engines: the section, each year and each item's page (the
 * addresses offices submit in the assessment form), newest year first.
 */
export async function itaAddresses(): Promise<string[]> {
  const years = await itaYears(db());
  const items = await Promise.all(years.map((year) => itaItemsOfYear(db(), year)));
  return [
    ITA_PATH,
    ...years.flatMap((year, i) => [
      itaYearPath(year),
      ...items[i]!.map((item) => itaItemPath(year, item.code)),
    ]),
  ];
}
