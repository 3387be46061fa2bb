import "../../styles/pages/list.css";
import { ListPage } from "../../components/list-page.tsx";
import { KIND_PAGES, kindRoute } from "../../content/kind-routes.ts";
import { CONTENT_TYPES, isPublicType } from "../../content/types.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/section-list";
import { loadListPage } from "./list-loader.server.ts";

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const type = kindRoute(pattern)?.type;
  if (!type || !isPublicType(type)) notFound();
  const content = CONTENT_TYPES[type];
  return loadListPage(
    { request, context },
    {
      type,
      title: content.label,
      description: KIND_PAGES[type].description,
      basePath: content.path,
      trail: [
        { label: "หน้าหลัก", path: "/" },
        { label: content.label, path: content.path },
      ],
    },
  );
}

export const meta = loaderMeta;

export default function SectionList({ loaderData }: Route.ComponentProps) {
  return <ListPage {...loaderData} jsonLd={loaderData.seo.jsonLd} />;
}
