import { listAccounts } from "../../db/accounts/users.server.ts";
import { db } from "../../db/client.server.ts";
import { evidenceCandidates, findItaItem, itaYears } from "../../db/ita/ita.server.ts";
import { OIT_STANDARD } from "../../db/seed/ita-standard.ts";
import { fiscalYearDays, ITA_BOARD_PATH, ITA_STATES, type ItaState } from "../../content/ita.ts";
import { ADMIN_KINDS, kindByList, kindOf } from "../../content/admin-kinds.ts";
import { KINDS } from "../../content/kinds.ts";
import { evidenceTypes } from "../../content/kind-office.ts";
import { AppError } from "../../lib/app-error.ts";
import { bangkokDay } from "../../lib/dates.ts";
import { searchSite } from "../search/search.server.ts";
import { itaBoard, resolveItems, type BoardItem } from "./ita-board.server.ts";

/** Someone who may be responsible for an item; reminders reach only those with an e-mail address. */
export type Person = { id: number; name: string; hasEmail: boolean };

async function people(): Promise<Person[]> {
  return (await listAccounts(db()))
    .filter((a) => !a.disabled)
    .map((a) => ({
      id: a.id,
      name: `${a.first_name} ${a.last_name}`.trim() || a.username,
      hasEmail: a.email !== "",
    }));
}

/** Where staff write a new document: the documents' back-office editor. */
export const NEW_DOCUMENT_PATH = `/admin/write/${kindByList("announce", "documents")!.key}`;

/** The editor of an item of the site, for the board's links to fix a piece of evidence. */
export function editorPath(item: {
  id: number;
  type: Parameters<typeof kindOf>[0]["type"];
  subject: string | null;
}) {
  const kind = kindOf(item);
  return kind ? `/admin/write/${kind.key}/${item.id}` : null;
}

/** A new document of a category: the documents' editor with the category chosen. */
function newDocumentIn(category: string | null): string {
  return category
    ? `${NEW_DOCUMENT_PATH}?subject=${encodeURIComponent(category)}`
    : NEW_DOCUMENT_PATH;
}

/** Where the board sends staff to put an item right, straight to the editor where one serves. */
export type Fix = { label: string; path: string };

/**
 * The one place to fix an item that is not complete: the draft waiting to be published, a new
 * document in the category its rule (or its last document) is filed in, a new entry of the list
 * it points at; failing those, its own page, to choose evidence.
 */
export function fixOf({ item, evidence, state }: BoardItem): Fix | null {
  if (state === "complete") return null;
  const links = evidence.flatMap((e) => e.links);
  const draft = links.find((l) => !l.public && l.source && editorPath(l.source));
  if (draft)
    return {
      label: draft.waiting ? "ตรวจและเผยแพร่" : "แก้ไขเนื้อหา",
      path: editorPath(draft.source!)!,
    };
  const documents = evidence.find((e) => e.kind === "documents");
  if (documents) return { label: "เขียนเอกสาร", path: newDocumentIn(documents.category) };
  const source = links.find((l) => l.source)?.source;
  if (source?.type === "document")
    return { label: "เขียนเอกสาร", path: newDocumentIn(source.subject) };
  if (source) return { label: "แก้ไขเนื้อหา", path: editorPath(source)! };
  const list = evidence.find((e) => e.kind === "list");
  const kind = list && KINDS.find((k) => k.path === list.listPath);
  const desk = kind && ADMIN_KINDS.find((k) => k.type === kind.type);
  if (desk) return { label: `เขียน${desk.label}`, path: `/admin/write/${desk.key}` };
  return { label: "เลือกหลักฐาน", path: `${ITA_BOARD_PATH}/${item.id}#add-evidence-title` };
}

/** The readiness board of a year (the newest when none is given), with counts by state. */
export async function boardView(year: number | null) {
  const years = await itaYears(db());
  const shown = year ?? years[0] ?? null;
  if (year !== null && !years.includes(year)) throw new AppError("ita.not-found");
  const board: BoardItem[] = shown === null ? [] : await itaBoard(shown);
  const counts = Object.fromEntries(
    (Object.keys(ITA_STATES) as ItaState[]).map((s) => [
      s,
      board.filter((b) => b.state === s).length,
    ]),
  ) as Record<ItaState, number>;
  return {
    years,
    year: shown,
    board: board.map((entry) => ({ ...entry, fix: fixOf(entry) })),
    counts,
    people: await people(),
    today: bangkokDay(new Date()),
    /** The year of the list that ships with the site, which a new year may start from. */
    standardYear: OIT_STANDARD.year,
  };
}

/** One item with its evidence resolved, the people who may be responsible and, when asked, items to choose. */
export async function itemView(id: number, find: string) {
  const item = await findItaItem(db(), id);
  if (!item) throw new AppError("ita.not-found");
  const [entry] = await resolveItems([item], item.year);
  const candidates = find
    ? await evidenceCandidates(db(), find.slice(0, 100), evidenceTypes())
    : [];
  return {
    entry: entry!,
    people: await people(),
    candidates,
    suggested: find ? [] : await suggestions(entry!),
  };
}

export type Candidate = { id: number; title: string; documentDate: string | null };

/**
 * Until an item is complete: the published documents the site's Thai search finds for its title,
 * those dated in its assessment year first, none already chosen.
 */
async function suggestions({ item, evidence, state }: BoardItem): Promise<Candidate[]> {
  if (state === "complete") return [];
  const chosen = new Set(evidence.flatMap((e) => e.links.map((l) => l.source?.id)));
  const { first, last } = fiscalYearDays(item.year);
  const inYear = (c: Candidate) =>
    c.documentDate !== null && c.documentDate >= first && c.documentDate <= last;
  const found = await searchSite({
    text: item.title,
    type: "document",
    page: 1,
    pageSize: 10,
    marked: false,
  });
  const candidates = found.page.items
    .filter((hit) => !chosen.has(hit.id))
    .map((hit) => ({ id: hit.id, title: hit.title, documentDate: hit.documentDate }));
  return [...candidates.filter(inYear), ...candidates.filter((c) => !inYear(c))].slice(0, 5);
}

/** The dashboard's view of the newest year: how many items are complete and which are not. */
export async function itaSummary() {
  const [year] = await itaYears(db());
  if (year === undefined) return null;
  const board = await itaBoard(year);
  return {
    year,
    total: board.length,
    complete: board.filter((b) => b.state === "complete").length,
    open: board
      .filter((b) => b.state !== "complete")
      .map((b) => ({ id: b.item.id, code: b.item.code, title: b.item.title, state: b.state })),
  };
}
