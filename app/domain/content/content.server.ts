import type { HomeSectionSetting } from "../../content/site-settings.ts";
import { CONTENT_TYPES, itemPath, type PublicType } from "../../content/types.ts";
import { db } from "../../db/client.server.ts";
import { currentAddress } from "../../db/content/item-settings.server.ts";
import {
  adjacentPublished,
  faqAnswers,
  faqByCategory,
  findPublishedBySlug,
  latestPublished,
  listPublished,
  pinnedPublished,
  relatedPublished,
  shownItems,
  type ItemCard,
} from "../../db/content/items.server.ts";
import { documentYears, listDocuments } from "../../db/content/documents.server.ts";
import { findPublished } from "../../db/content/item-detail.server.ts";
import type { ItemType } from "../../db/schema.ts";
import { parseDetails } from "../../content/editor-fields.ts";
import { KINDS } from "../../content/kinds.ts";
import { keepWordsWhole } from "../../lib/whole-words.server.ts";
import { displayCard } from "./display-text.server.ts";

export const PAGE_SIZE = 12;

export type HomeSection = { type: PublicType; label: string; path: string; items: ItemCard[] };

// Cards come out as pages show them (`display-text.server.ts`). An item's page and the FAQ come
// out as written: their loaders make JSON-LD from them first and display them last.

/** Pinned items, then the latest items of each section the settings choose, in their order. */
export async function homePage(
  sections: readonly HomeSectionSetting[],
): Promise<{ pinned: ItemCard[]; sections: HomeSection[] }> {
  const pinned = await pinnedPublished(db(), 3);
  const exclude = pinned.map((p) => p.id);
  return {
    pinned: pinned.map(displayCard),
    sections: await Promise.all(
      sections.map(async ({ type, count }) => ({
        type,
        label: CONTENT_TYPES[type].label,
        path: CONTENT_TYPES[type].path,
        items: (await latestPublished(db(), { type, limit: count, excludeIds: exclude })).map(
          displayCard,
        ),
      })),
    ),
  };
}

export async function sectionPage(type: ItemType, page: number, subject?: string) {
  const result = await listPublished(db(), { type, subject, page, pageSize: PAGE_SIZE });
  return { ...result, items: result.items.map(displayCard) };
}

/** The newest items of a list with their text as written, for its feed. */
export async function sectionFeed(type: ItemType, subject?: string): Promise<ItemCard[]> {
  return (await listPublished(db(), { type, subject, page: 1, pageSize: PAGE_SIZE })).items;
}

export async function itemPage(where: { type: ItemType; slug: string; subject?: string }) {
  const item = await findPublished(db(), where);
  if (!item) return null;
  const [adjacent, related] = await Promise.all([
    adjacentPublished(db(), item),
    relatedPublished(db(), item, 3),
  ]);
  return { item, adjacent, related };
}

/** The current path of a public item asked for by an old slug or under another news subject. */
export async function movedItemPath(where: {
  type: ItemType;
  slug: string;
}): Promise<string | null> {
  const address = await currentAddress(db(), where.type, where.slug);
  return address ? itemPath(address) : null;
}

export async function faqPage() {
  const groups = await faqByCategory(db());
  const answers = await faqAnswers(
    db(),
    groups.flatMap((g) => g.items.map((i) => i.id)),
  );
  return groups.map((g) => ({
    ...g,
    items: g.items.map((i) => ({ ...i, answer: answers.get(i.id) ?? "" })),
  }));
}

export function resolveSlug(slug: string) {
  return findPublishedBySlug(db(), slug);
}

/** One page of documents, filtered by category and year (CE), with the years there are. */
export async function documentsPage(filter: { category?: string; year?: number; page: number }) {
  const [result, years] = await Promise.all([
    listDocuments(db(), { ...filter, pageSize: PAGE_SIZE }),
    documentYears(db()),
  ]);
  return { result: { ...result, items: result.items.map(displayCard) }, years };
}

export type ShownPerson = {
  id: number;
  name: string;
  position: string;
  phone: string;
  email: string;
  photo: ItemCard["cover"];
};

/**
 * The people a page shows beside its text (the executives on their about page), in the order
 * staff gave them: the kinds the registry declares as shown on that path.
 */
export async function peopleShownOn(path: string): Promise<ShownPerson[]> {
  const kinds = KINDS.filter((k) => k.shownOn?.includes(path));
  const people: (ShownPerson & { order: number })[] = [];
  for (const kind of kinds) {
    for (const item of await shownItems(db(), kind.type)) {
      const details = parseDetails(item.details);
      people.push({
        id: item.id,
        name: keepWordsWhole(item.title),
        position: keepWordsWhole(details.position ?? ""),
        phone: details.phone ?? "",
        email: details.email ?? "",
        photo: item.cover,
        order: details.order ?? Number.MAX_SAFE_INTEGER,
      });
    }
  }
  return people
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, "th"))
    .map(({ order: _order, ...person }) => person);
}
