import "../../styles/pages/list.css";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { isGroup, MENU } from "../../content/site-menu.ts";
import { ITA_PATH, ITA_TITLE, itemPath, PAGE_GROUPS } from "../../content/types.ts";
import { displayTitle } from "../../domain/content/display-text.server.ts";
import { pagesOf } from "../../domain/site/site-pages.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/sitemap";

const PATH = "/sitemap";

/** Every section and page of the site on one page, for readers who prefer a list to a menu. */
export async function loader({ context }: Route.LoaderArgs) {
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: "แผนผังเว็บไซต์", path: PATH },
  ];
  const seo = await pageSeo(context, {
    title: "แผนผังเว็บไซต์",
    description: "รายการทุกหมวดและทุกหน้าของเว็บไซต์",
    path: PATH,
    trail,
  });
  const [about, policy] = await Promise.all([pagesOf("about"), pagesOf("policy")]);
  return { trail, seo, about: about.map(displayTitle), policy: policy.map(displayTitle) };
}

export const meta = loaderMeta;

type Link = { label: string; path: string };

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { trail, about, policy } = loaderData;
  const groups: { label: string; links: Link[] }[] = [
    ...MENU.map((entry) =>
      isGroup(entry)
        ? { label: entry.label, links: entry.children }
        : { label: entry.label, links: [entry] },
    ),
    {
      label: PAGE_GROUPS.about.label,
      links: about.map((p) => ({ label: p.title, path: itemPath(p) })),
    },
    {
      label: PAGE_GROUPS.policy.label,
      links: [
        ...policy.map((p) => ({ label: p.title, path: itemPath(p) })),
        { label: "ตั้งค่าคุกกี้", path: "/policy/cookies#cookie-settings" },
      ],
    },
    {
      label: "บริการ",
      links: [
        { label: "ค้นหา", path: "/search" },
        { label: "ติดต่อสำนักงาน", path: "/contact" },
        { label: ITA_TITLE, path: ITA_PATH },
        { label: "ศูนย์ข้อมูลข่าวสาร", path: "/information-centre" },
      ],
    },
  ];
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>แผนผังเว็บไซต์</h1>
      </header>
      <div className="sitemap">
        {groups
          .filter((g) => g.links.length > 0)
          .map((g, i) => (
            <section key={g.label} aria-labelledby={`sitemap-${i}`}>
              <h2 id={`sitemap-${i}`}>{g.label}</h2>
              <ul>
                {g.links.map((l) => (
                  <li key={l.path}>
                    <Link to={l.path}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </div>
  );
}
