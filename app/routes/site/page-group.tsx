import "../../styles/pages/list.css";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { kindRoute } from "../../content/kind-routes.ts";
import { isPageGroup, itemPath, PAGE_GROUPS } from "../../content/types.ts";
import { displayTitle } from "../../domain/content/display-text.server.ts";
import { pagesOf } from "../../domain/site/site-pages.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/page-group";

const DESCRIPTIONS = {
  about: "ประวัติ วิสัยทัศน์และพันธกิจ โครงสร้าง ผู้บริหาร และอำนาจหน้าที่ของสำนักงาน",
  policy: "นโยบายและข้อกำหนดที่ใช้กับเว็บไซต์นี้",
};

/** A group's pages: `/about` or `/policy`. */
export async function loader({ context, pattern }: Route.LoaderArgs) {
  const group = kindRoute(pattern)?.group;
  if (!isPageGroup(group)) notFound();
  const { label, path } = PAGE_GROUPS[group];
  const description = DESCRIPTIONS[group];
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label, path },
  ];
  const seo = await pageSeo(context, { title: label, description, path, trail });
  return { label, description, pages: (await pagesOf(group)).map(displayTitle), trail, seo };
}

export const meta = loaderMeta;

export default function PageGroup({ loaderData }: Route.ComponentProps) {
  const { label, description, pages, trail } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{label}</h1>
        <p className="lead">{description}</p>
      </header>
      {pages.length ? (
        <ul role="list" className="page-list">
          {pages.map((page) => (
            <li key={page.id}>
              <h2 className="card-title">
                <Link to={itemPath(page)}>{page.title}</Link>
              </h2>
              {page.summary ? <p>{page.summary}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message="ยังไม่มีหน้าในหมวดนี้" />
      )}
    </div>
  );
}
