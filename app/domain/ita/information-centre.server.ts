import { db } from "../../db/client.server.ts";
import { listDocuments, type DocumentEntry } from "../../db/content/documents.server.ts";
import { fiscalYearOf } from "../../content/ita.ts";
import { withYear, type CentreSource, type ListEntry } from "../../content/ita-lists.ts";
import { sourceName } from "../../content/ita-source-names.ts";
import { documentCategoryPath, itemPath } from "../../content/types.ts";
import { bangkokDay } from "../../lib/dates.ts";
import { pagesOf } from "../site/site-pages.server.ts";
import type { EvidenceLink } from "./ita-board.server.ts";
import { itaListGroups } from "./ita-lists.server.ts";

const RECENT = 5;

export type CentreSection = {
  title: string;
  basis: string;
  links: EvidenceLink[];
  /** The whole list of each document category that has more than the section shows. */
  more: { label: string; path: string }[];
};

function link(label: string, href: string, entry?: DocumentEntry, external = false): EvidenceLink {
  return {
    label,
    href,
    external,
    day: entry?.documentDate ?? null,
    files: entry?.files ?? [],
    public: true,
    waiting: false,
    source: null,
  };
}

type Pages = Awaited<ReturnType<typeof pagesOf>>;

/** What one entry of a section shows: its links, and where the rest of its documents are. */
async function entryLinks(
  entry: ListEntry<CentreSource>,
  pages: { "about-page": Pages; "policy-page": Pages },
  year: number,
): Promise<Pick<CentreSection, "links" | "more">> {
  const { source } = entry;
  const label = withYear(entry.label, year);
  switch (source.kind) {
    case "about-page":
    case "policy-page":
      return {
        links: pages[source.kind]
          .filter((p) => p.slug === source.slug)
          .map((p) => link(label || p.title, itemPath(p))),
        more: [],
      };
    case "documents": {
      const { category } = source;
      const result = await listDocuments(db(), { category, page: 1, pageSize: RECENT });
      const name = label || sourceName(source);
      return {
        links: result.items.map((d) => link(d.title, itemPath(d), d)),
        more:
          result.total > RECENT
            ? [
                {
                  label: `${name}ทั้งหมด (${result.total} รายการ)`,
                  path: documentCategoryPath(category),
                },
              ]
            : [],
      };
    }
    case "link":
      return { links: [link(label, source.url, undefined, true)], more: [] };
  }
}

/**
 * The information centre (Official Information Act B.E. 2540, sections 7 and 9), made from what
 * the site already publishes as the office's list of sections says (`ita-lists.server.ts`; by
 * default the about pages on structure and duties, the office's rules and policies, its plans and
 * projects, its budget and procurement documents).
 */
export async function informationCentre(today = bangkokDay(new Date())): Promise<CentreSection[]> {
  const year = fiscalYearOf(today);
  const [groups, about, policy] = await Promise.all([
    itaListGroups("information-centre"),
    pagesOf("about"),
    pagesOf("policy"),
  ]);
  const pages = { "about-page": about, "policy-page": policy };
  return Promise.all(
    groups.map(async (group) => {
      const parts = await Promise.all(group.entries.map((e) => entryLinks(e, pages, year)));
      return {
        title: withYear(group.title, year),
        basis: withYear(group.basis, year),
        links: parts.flatMap((p) => p.links),
        more: parts.flatMap((p) => p.more),
      };
    }),
  );
}
