import { CONTENT_TYPES, PUBLIC_TYPES, type PublicType } from "../content/types.ts";
import { db } from "../db/client.server.ts";
import { findPublishedBySlug, searchPublished } from "../db/item-search.server.ts";
import {
  adjacentPublished,
  faqAnswers,
  faqByCategory,
  findPublished,
  latestPublished,
  listPublished,
  pinnedPublished,
  relatedPublished,
  type ItemCard,
} from "../db/items.server.ts";
import type { ItemType } from "../db/schema.ts";

export const PAGE_SIZE = 12;

const HOME_SECTION_SIZES: Record<PublicType, number> = {
  news: 6,
  multimedia: 3,
  infographic: 4,
  gallery: 3,
  general: 5,
  faq: 5,
};

export type HomeSection = { type: PublicType; label: string; path: string; items: ItemCard[] };

export async function homePage(): Promise<{ pinned: ItemCard[]; sections: HomeSection[] }> {
  const pinned = await pinnedPublished(db(), 3);
  const exclude = pinned.map((p) => p.id);
  const sections = await Promise.all(
    PUBLIC_TYPES.map(async (type) => ({
      type,
      label: CONTENT_TYPES[type].label,
      path: CONTENT_TYPES[type].path,
      items: await latestPublished(db(), {
        type,
        limit: HOME_SECTION_SIZES[type],
        excludeIds: exclude,
      }),
    })),
  );
  return { pinned, sections };
}

export function sectionPage(type: ItemType, page: number, subject?: string) {
  return listPublished(db(), { type, subject, page, pageSize: PAGE_SIZE });
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

export function search(text: string, page: number, type?: ItemType) {
  return searchPublished(db(), { text, type, page, pageSize: PAGE_SIZE });
}

export function resolveSlug(slug: string) {
  return findPublishedBySlug(db(), slug);
}
