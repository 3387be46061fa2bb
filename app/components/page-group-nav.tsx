import { Link } from "react-router";
import { itemPath, PAGE_GROUPS, type PageGroupKey } from "../content/types.ts";
import type { ItemType } from "../db/schema.ts";

/** The other pages of a page's group, beside it. */
export function PageGroupNav({
  group,
  pages,
  current,
}: {
  group: PageGroupKey;
  pages: { id: number; slug: string; title: string; subject: string | null; type: ItemType }[];
  current: number;
}) {
  if (pages.length < 2) return null;
  return (
    <nav className="page-group-nav" aria-label={PAGE_GROUPS[group].label}>
      <ul role="list">
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={itemPath(page)} aria-current={page.id === current ? "page" : undefined}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
