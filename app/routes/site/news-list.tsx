import { NavLink } from "react-router";
import { CONTENT_TYPES, findSubject, SUBJECTS } from "../../content/types.ts";
import { notFound } from "../../lib/http.server.ts";
import { rootData, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/news-list";
import { loadListPage } from "./list-loader.server.ts";
import { ListPage } from "../../components/list-page.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  const subject = params.subject === undefined ? undefined : findSubject(params.subject);
  if (params.subject !== undefined && !subject) notFound();
  return {
    subject: subject ?? null,
    result: await loadListPage(request, "news", subject?.key),
  };
}

function basePath(subject: { key: string } | null): string {
  return subject ? `/news/${subject.key}` : "/news";
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { subject, result } = loaderData;
  const title = subject?.label ?? CONTENT_TYPES.news.label;
  return seoMeta(matches, {
    title: result.page > 1 ? `${title} หน้า ${result.page}` : title,
    description: subject?.description ?? CONTENT_TYPES.news.description,
    path: result.page > 1 ? `${basePath(subject)}?page=${result.page}` : basePath(subject),
  });
};

export default function NewsList({ loaderData, matches }: Route.ComponentProps) {
  const { subject, result } = loaderData;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: CONTENT_TYPES.news.label, path: "/news" },
    ...(subject ? [{ label: subject.label, path: basePath(subject) }] : []),
  ];
  return (
    <ListPage
      title={subject?.label ?? CONTENT_TYPES.news.label}
      description={subject?.description ?? CONTENT_TYPES.news.description}
      trail={trail}
      basePath={basePath(subject)}
      result={result}
      baseUrl={rootData(matches)?.baseUrl ?? ""}
      filters={
        <nav className="filters" aria-label="เลือกหมวดข่าว">
          <ul role="list">
            <li>
              <NavLink to="/news" end>
                ทั้งหมด
              </NavLink>
            </li>
            {SUBJECTS.map((s) => (
              <li key={s.key}>
                <NavLink to={`/news/${s.key}`}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
