import "../../styles/pages/list.css";
import { NavLink } from "react-router";
import { ListPage } from "../../components/list-page.tsx";
import { KIND_PAGES, SUBJECT_DESCRIPTIONS } from "../../content/kind-routes.ts";
import { CONTENT_TYPES, findSubject, SUBJECTS, subjectPath } from "../../content/types.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/news-list";
import { loadListPage } from "./list-loader.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const subject = params.subject === undefined ? undefined : findSubject(params.subject);
  if (params.subject !== undefined && !subject) notFound();
  const news = CONTENT_TYPES.news;
  const basePath = subject ? subjectPath(subject) : news.path;
  return loadListPage(
    { request, context },
    {
      type: "news",
      subject: subject?.key,
      title: subject?.label ?? news.label,
      description: (subject && SUBJECT_DESCRIPTIONS[subject.key]) ?? KIND_PAGES.news.description,
      basePath,
      trail: [
        { label: "หน้าหลัก", path: "/" },
        { label: news.label, path: news.path },
        ...(subject ? [{ label: subject.label, path: basePath }] : []),
      ],
    },
  );
}

export const meta = loaderMeta;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      {...loaderData}
      jsonLd={loaderData.seo.jsonLd}
      filters={
        <nav className="filters" aria-label="เลือกหมวดข่าว">
          <ul role="list">
            <li>
              <NavLink to={CONTENT_TYPES.news.path} end>
                ทั้งหมด
              </NavLink>
            </li>
            {SUBJECTS.map((s) => (
              <li key={s.key}>
                <NavLink to={subjectPath(s)}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
