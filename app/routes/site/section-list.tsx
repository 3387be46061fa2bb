import { ListPage } from "../../components/list-page.tsx";
import { CONTENT_TYPES, typeForSection } from "../../content/types.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/section-list";
import { loadListPage } from "./list-loader.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const type = typeForSection(segment);
  if (!type) notFound();
  const content = CONTENT_TYPES[type];
  return loadListPage(request, {
    type,
    title: content.label,
    description: content.description,
    basePath: content.path,
    trail: [
      { label: "หน้าหลัก", path: "/" },
      { label: content.label, path: content.path },
    ],
  });
}

export const meta = loaderMeta;

export default function SectionList({ loaderData }: Route.ComponentProps) {
  return <ListPage {...loaderData} jsonLd={loaderData.seo.jsonLd} />;
}
