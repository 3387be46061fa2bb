import { keywordsOf, parseDetails } from "../../content/editor-fields.ts";
import { kindOfType, PAGE_GROUPS, type ItemType } from "../../content/kinds.ts";
import { findDocumentCategory, findSubject, isPageGroup } from "../../content/types.ts";
import type { Db } from "../client.server.ts";

/** What the text of an item is made of, before analysis. */
export type ItemText = {
  id: number;
  title: string;
  summary: string;
  body: string;
  attachments: string[];
  category: string | null;
  keywords: string[];
  /** Where it is filed, as readers name the place (เกี่ยวกับเรา, สาระสุขภาพ, ผู้บริหาร), and an executive's position. */
  filed: string[];
};

/** The name of the place an item is filed under: its page group, subject or category, else its kind's list (มัลติมีเดีย, ประกาศทั่วไป). */
function placeLabel(type: ItemType, subject: string | null): string {
  if (type === "page") return isPageGroup(subject) ? PAGE_GROUPS[subject].label : "";
  const filed =
    type === "news"
      ? findSubject(subject)
      : type === "document"
        ? findDocumentCategory(subject)
        : undefined;
  return filed ? filed.label : kindOfType(type).label;
}

/** The searchable text of items (all of them when `ids` is omitted), in id order. */
export async function itemTexts(database: Db, ids?: number[]): Promise<ItemText[]> {
  if (ids && ids.length === 0) return [];
  let query = database
    .selectFrom("items")
    .leftJoin("faq_categories", "faq_categories.id", "items.faq_category_id")
    .select([
      "items.id",
      "items.title",
      "items.summary",
      "items.body",
      "items.details",
      "items.type",
      "items.subject",
      "faq_categories.name as category",
    ])
    .orderBy("items.id");
  if (ids) query = query.where("items.id", "in", ids);
  const [rows, names] = await Promise.all([
    query.execute(),
    database
      .selectFrom("item_media")
      .innerJoin("media", "media.id", "item_media.media_id")
      .select(["item_media.item_id", "media.original_name"])
      .where("item_media.role", "=", "attachment")
      .$if(Boolean(ids), (q) => q.where("item_media.item_id", "in", ids!))
      .orderBy("item_media.position")
      .execute(),
  ]);
  const byItem = new Map<number, string[]>();
  for (const n of names) byItem.set(n.item_id, [...(byItem.get(n.item_id) ?? []), n.original_name]);
  return rows.map(({ details, type, subject, ...r }) => {
    const parsed = parseDetails(details);
    return {
      ...r,
      // A kind shown inside other pages shows no body there: none is searched either.
      body: kindOfType(type).shownOn ? "" : r.body,
      attachments: byItem.get(r.id) ?? [],
      keywords: keywordsOf(parsed),
      filed: [placeLabel(type, subject), parsed.position ?? ""].filter(Boolean),
    };
  });
}
