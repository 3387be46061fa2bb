import type { Insertable } from "kysely";
import type { Db } from "../client.server.ts";
import { nowIso } from "../content/items.server.ts";
import type { ItaEvidenceTable, ItaItemsTable } from "../schema.ts";
import type { ItaEvidenceSeed } from "../seed/ita-standard.ts";
import { insertEvidence, insertItaItem } from "./ita.server.ts";

export type EvidenceRow = Omit<
  Insertable<ItaEvidenceTable>,
  "ita_item_id" | "position" | "created_at"
>;

/** A year's item to write, with its evidence rules in order. */
export type NewItaItem = Omit<
  Insertable<ItaItemsTable>,
  "year" | "position" | "created_at" | "updated_at"
> & { evidence: EvidenceRow[] };

/** Writes a year's items and their evidence rules, in the order given. */
export async function insertItaYear(
  database: Db,
  year: number,
  items: readonly NewItaItem[],
): Promise<void> {
  const now = nowIso();
  for (const [position, { evidence, ...item }] of items.entries()) {
    const id = await insertItaItem(database, {
      ...item,
      year,
      position,
      created_at: now,
      updated_at: now,
    });
    for (const rule of evidence)
      await insertEvidence(database, { ...rule, ita_item_id: id, created_at: now });
  }
}

const slugKey = (ref: { type: string; slug: string }) => `${ref.type}:${ref.slug}`;

/** The ids of the site's items that seed rules name by type and slug (trashed ones left out). */
export async function itemIdsBySlug(
  database: Db,
  rules: readonly ItaEvidenceSeed[],
): Promise<Map<string, number>> {
  const refs = rules.flatMap((r) => (r.kind === "item" ? [r] : []));
  if (!refs.length) return new Map();
  const rows = await database
    .selectFrom("items")
    .select(["id", "type", "slug"])
    .where("deleted_at", "is", null)
    .where(
      "slug",
      "in",
      refs.map((r) => r.slug),
    )
    .execute();
  return new Map(rows.map((row) => [slugKey(row), row.id]));
}

/**
 * Seed rules as rows: an item named by slug becomes its id; one the site does not have is left out
 * and named in `unresolved`.
 */
export function evidenceRows(
  rules: readonly ItaEvidenceSeed[],
  ids: ReadonlyMap<string, number>,
): { rows: EvidenceRow[]; unresolved: string[] } {
  const rows: EvidenceRow[] = [];
  const unresolved: string[] = [];
  for (const rule of rules) {
    const itemId = rule.kind === "item" ? ids.get(slugKey(rule)) : null;
    if (itemId === undefined) {
      unresolved.push(rule.kind === "item" ? slugKey(rule) : "");
      continue;
    }
    rows.push({
      kind: rule.kind,
      item_id: itemId,
      category: rule.kind === "documents" ? rule.category : null,
      keyword: rule.kind === "documents" ? rule.keyword : null,
      list_path: rule.kind === "list" ? rule.path : null,
      url: rule.kind === "link" ? rule.url : null,
      label: rule.kind === "link" || rule.kind === "list" ? (rule.label ?? "") : "",
      added_by: null,
    });
  }
  return { rows, unresolved };
}
