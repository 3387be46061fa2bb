import { db } from "../../db/client.server.ts";
import { listDocuments, type DocumentEntry } from "../../db/content/documents.server.ts";
import { documentCategoryPath, findDocumentCategory, itemPath } from "../../content/types.ts";
import { pagesOf } from "../site/site-pages.server.ts";
import type { EvidenceLink } from "./ita-board.server.ts";

const RECENT = 5;

export type CentreSection = {
  title: string;
  basis: string;
  links: EvidenceLink[];
  more: { label: string; path: string } | null;
};

function link(label: string, href: string, entry?: DocumentEntry): EvidenceLink {
  return {
    label,
    href,
    external: false,
    day: entry?.documentDate ?? null,
    files: entry?.files ?? [],
    public: true,
    waiting: false,
    source: null,
  };
}

async function documentsOf(category: string) {
  const result = await listDocuments(db(), { category, page: 1, pageSize: RECENT });
  const label = findDocumentCategory(category)?.label ?? "";
  return {
    links: result.items.map((d) => link(d.title, itemPath(d), d)),
    more:
      result.total > RECENT
        ? {
            label: `${label}ทั้งหมด (${result.total} รายการ)`,
            path: documentCategoryPath(category),
          }
        : null,
  };
}

/**
 * The information centre (Official Information Act B.E. 2540, sections 7 and 9), made from what
 * the site already publishes: the about pages on structure and duties, the office's rules and
 * policies, its plans and projects, its budget and procurement documents.
 */
export async function informationCentre(): Promise<CentreSection[]> {
  const [about, rules, plans, budget] = await Promise.all([
    pagesOf("about"),
    documentsOf("basic"),
    documentsOf("plan"),
    documentsOf("budget"),
  ]);
  const page = (slug: string) =>
    about.filter((p) => p.slug === slug).map((p) => link(p.title, itemPath(p)));
  return [
    {
      title: "โครงสร้างและการจัดองค์กร อำนาจหน้าที่",
      basis: "มาตรา 7 (1) และ (2)",
      links: [...page("structure"), ...page("duties"), ...page("executives")],
      more: null,
    },
    {
      title: "กฎ ระเบียบ คำสั่ง และนโยบาย",
      basis: "มาตรา 7 (4)",
      ...rules,
    },
    { title: "แผนงาน โครงการ และผลการดำเนินงาน", basis: "มาตรา 9 (3)", ...plans },
    {
      title: "งบประมาณ การจัดซื้อจัดจ้าง และสัญญา",
      basis: "มาตรา 9 (3) และ (8)",
      ...budget,
    },
  ];
}
