import type { ItemCard, ItemDetail } from "../../db/content/items.server.ts";
import type { Crumb } from "../../lib/seo.ts";
import { keepWordsWhole, keepWordsWholeInHtml } from "../../lib/whole-words.server.ts";

/*
 * Text as public pages show it: the listed words kept whole at line ends (`keepWordsWhole`).
 * Only what a page shows goes through here, on the server, in its loader's data, so the page
 * hydrates with the same text; titles, descriptions, JSON-LD, feeds and the search index are
 * made from the text as written.
 */

export function displayTitle<T extends { title: string }>(item: T): T {
  return { ...item, title: keepWordsWhole(item.title) };
}

export function displayCard<T extends ItemCard>(card: T): T {
  return { ...displayTitle(card), summary: keepWordsWhole(card.summary) };
}

type ItemPage = {
  item: ItemDetail;
  adjacent: { newer: ItemCard | null; older: ItemCard | null };
  related: ItemCard[];
};

/** An item's page: the item itself, its neighbours and related items. */
export function displayItemPage<T extends ItemPage>(page: T): T {
  const { item, adjacent, related } = page;
  return {
    ...page,
    item: {
      ...displayCard(item),
      body: keepWordsWholeInHtml(item.body),
      byline: keepWordsWhole(item.byline),
    },
    adjacent: {
      newer: adjacent.newer && displayCard(adjacent.newer),
      older: adjacent.older && displayCard(adjacent.older),
    },
    related: related.map(displayCard),
  };
}

export function displayTrail(trail: Crumb[]): Crumb[] {
  return trail.map((crumb) => ({ ...crumb, label: keepWordsWhole(crumb.label) }));
}
