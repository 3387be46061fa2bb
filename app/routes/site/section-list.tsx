import { CONTENT_TYPES, typeForSection } from "../../content/types.ts";
import { notFound } from "../../lib/http.server.ts";
import { rootData, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/section-list";
import { loadListPage } from "./list-loader.server.ts";
import { ListPage } from "../../components/list-page.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const type = typeForSection(segment);
  if (!type) notFound();
  return { type, result: await loadListPage(request, type) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const content = CONTENT_TYPES[loaderData.type];
  const page = loaderData.result.page;
  return seoMeta(matches, {
    title: page > 1 ? `${content.label} หน้า ${page}` : content.label,
    description: content.description,
    path: page > 1 ? `${content.path}?page=${page}` : content.path,
  });
};

export default function SectionList({ loaderData, matches }: Route.ComponentProps) {
  const content = CONTENT_TYPES[loaderData.type];
  return (
    <ListPage
      title={content.label}
      description={content.description}
      trail={[
        { label: "หน้าหลัก", path: "/" },
        { label: content.label, path: content.path },
      ]}
      basePath={content.path}
      result={loaderData.result}
      baseUrl={rootData(matches)?.baseUrl ?? ""}
    />
  );
}
