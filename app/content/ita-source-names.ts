/**
 * What the sources of the ITA lists (`ita-lists.ts`) are called and which kinds they may check:
 * for the server's pages and the form's choices. Kept apart from `ita-lists.ts`, which back-office
 * pages import, because it reads the starter pages' texts.
 */

import { SELF_CHECK_SOURCES, type ListSource } from "./ita-lists.ts";
import { KIND_OFFICE } from "./kind-office.ts";
import { DOCUMENT_CATEGORIES, KINDS, type ItemType } from "./kinds.ts";
import { ABOUT_PAGES } from "./site-pages.ts";
import { POLICY_LINKS } from "./types.ts";

/** The kinds whose `standard` (kind-office.ts) the self-check can check. */
export const STANDARD_KINDS: readonly ItemType[] = KINDS.flatMap((k) =>
  KIND_OFFICE[k.type].standard ? [k.type] : [],
);

const categoryLabel = (key: string) => DOCUMENT_CATEGORIES.find((c) => c.key === key)?.label ?? key;

/** A page's name when the site has no such page to name it: the starter's, or its slug. */
export function starterPageTitle(kind: "about-page" | "policy-page", slug: string): string {
  const pages: readonly { slug: string; title: string }[] =
    kind === "about-page" ? ABOUT_PAGES : POLICY_LINKS;
  return pages.find((p) => p.slug === slug)?.title ?? slug;
}

/** What a source names: its page, document category or kind, or the check itself. */
export function paramName(source: ListSource, pageTitle = starterPageTitle): string {
  switch (source.kind) {
    case "about-page":
    case "policy-page":
      return pageTitle(source.kind, source.slug);
    case "documents":
    case "documents-ever":
    case "documents-year":
      return categoryLabel(source.category);
    case "content-kind":
      return KIND_OFFICE[source.type].standard?.label ?? source.type;
    case "link":
      return source.url;
    default:
      return SELF_CHECK_SOURCES[source.kind].name;
  }
}

/** What an entry without a label of its own is called (`pageTitle` names a page as the site has it). */
export function sourceName(source: ListSource, pageTitle = starterPageTitle): string {
  const name = paramName(source, pageTitle);
  return source.kind === "documents-year" ? `${name} (ปีงบประมาณนี้)` : name;
}
