import { sourceToken, type ListGroup } from "./ita-lists.ts";

/**
 * The back-office form of an ITA list (`ita-lists.ts`) as typed, kept whole so that a refused
 * save comes back with nothing lost: each group and entry with its position number and whether
 * it is to be removed. Without JavaScript, empty rows add entries and a group, position numbers
 * reorder them and a box removes one.
 */
export type EntryRow = {
  label: string;
  /** The source as the form's choice names it (`sourceToken`). */
  source: string;
  url: string;
  order: string;
  remove: boolean;
};
export type GroupRow = {
  title: string;
  basis: string;
  order: string;
  remove: boolean;
  entries: EntryRow[];
};

/** Empty entry rows the form offers under each group. */
export const BLANK_ENTRIES = 2;

/** The form's field names: `g0-title`, `g0-e1-source`. */
export const groupField = (g: number, field: "title" | "basis" | "order" | "remove") =>
  `g${g}-${field}`;
export const entryField = (
  g: number,
  e: number,
  field: "label" | "source" | "url" | "order" | "remove",
) => `g${g}-e${e}-${field}`;

/** A list as stored, as the form shows it. */
export function formValuesOf(groups: readonly ListGroup[]): GroupRow[] {
  return groups.map((group, g) => ({
    title: group.title,
    basis: group.basis,
    order: String(g + 1),
    remove: false,
    entries: group.entries.map((entry, e) => ({
      label: entry.label,
      source: sourceToken(entry.source),
      url: "url" in entry.source ? entry.source.url : "",
      order: String(e + 1),
      remove: false,
    })),
  }));
}
