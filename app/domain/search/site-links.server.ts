import { isGroup, MENU, type MenuLink } from "../../content/site-menu.ts";
import { SITE_PAGE_NAMES } from "../../content/site-paths.ts";
import { foldTones, tokenize } from "../../lib/search-text.ts";
import type { Vocabulary } from "./search-vocabulary.server.ts";

/** At most this many links to the site's own pages above a search's results. */
const MOST_LINKS = 3;

/** A name as the search compares it: its words, tone marks and spaces aside, in lower case. */
const letters = (text: string) => tokenize(text).map(foldTones).join("");

/** Every page of the site a reader may look for by name: the menu's, and the site's own pages. */
function sitePages(): { label: string; path: string; names: string[] }[] {
  const menu = MENU.flatMap((entry): MenuLink[] =>
    isGroup(entry)
      ? [...(entry.path ? [{ label: entry.label, path: entry.path }] : []), ...entry.children]
      : [entry],
  );
  const pages = [...SITE_PAGE_NAMES, ...menu.map((link) => ({ ...link, names: [] }))];
  // The menu links the contact page too: the entry with its other names is the one kept.
  return pages.filter((page, i) => pages.findIndex((p) => p.path === page.path) === i);
}

/**
 * The site's pages a query names (ติดต่อเรา, เบอร์โทรสำนักงาน, ita, มัลติมีเดีย): a name, or one of
 * its vocabulary group's terms, that is the query, that the query starts with and is at least
 * half of, or that the query (four letters or more) is the start of and at least half of. A name
 * inside a query does not count (โรคติดต่อ is no search for the contact page).
 */
export function siteLinksFor(text: string, vocabulary: Vocabulary): MenuLink[] {
  const query = letters(text);
  if (query.length < 2) return [];
  const scored: { link: MenuLink; score: number }[] = [];
  for (const page of pagesNamed(vocabulary)) {
    const score = Math.max(
      0,
      ...page.names.map((name) =>
        name === query
          ? 2
          : (query.startsWith(name) && name.length * 2 >= query.length) ||
              (name.startsWith(query) && query.length >= 4 && query.length * 2 >= name.length)
            ? 1
            : 0,
      ),
    );
    if (score) scored.push({ link: { label: page.label, path: page.path }, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, MOST_LINKS)
    .map((s) => s.link);
}

/** The site's pages with every name each goes by, worked out once per vocabulary. */
const named = new WeakMap<Vocabulary, { label: string; path: string; names: string[] }[]>();

function pagesNamed(vocabulary: Vocabulary) {
  let pages = named.get(vocabulary);
  if (!pages) {
    pages = sitePages().map((page) => ({ ...page, names: namesOf(page, vocabulary) }));
    named.set(vocabulary, pages);
  }
  return pages;
}

function namesOf(page: { label: string; names: string[] }, vocabulary: Vocabulary): string[] {
  const own = [page.label, ...page.names].map(letters);
  const groups = new Set(
    vocabulary.spellings.filter((s) => own.includes(s.letters)).map((s) => s.group),
  );
  const forms = vocabulary.spellings.filter((s) => groups.has(s.group)).map((s) => s.letters);
  return [...new Set([...own, ...forms])].filter((name) => name.length > 0);
}
