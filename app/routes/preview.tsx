import "../styles/pages/preview.css";
import { useRouteLoaderData } from "react-router";
import { Footer } from "../components/footer.tsx";
import { ItemArticle } from "../components/item-article.tsx";
import { NavBar } from "../components/nav/nav-bar.tsx";
import { imageUrlFor } from "../components/picture.tsx";
import { PreviewBanner } from "../components/preview-banner.tsx";
import { schemaTypeOf } from "../content/kind-routes.ts";
import { subjectOf } from "../content/kinds.ts";
import { CONTENT_TYPES, isPublicType, itemPath, subjectPath } from "../content/types.ts";
import { displayItemPage, displayTrail } from "../domain/content/display-text.server.ts";
import { previewPage } from "../domain/content/previews.server.ts";
import { config } from "../lib/config.server.ts";
import { notFound } from "../lib/http.server.ts";
import type { RootData } from "../lib/seo.ts";
import { articleSeo } from "../domain/site/seo.server.ts";
import type { Route } from "./+types/preview";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await previewPage(params.token);
  if (!page) notFound();
  const { item } = page;
  const path = itemPath(item);
  const subject = subjectOf(item);
  const section = isPublicType(item.type) ? CONTENT_TYPES[item.type] : null;
  const trail = !section
    ? [
        { label: "หน้าหลัก", path: "/" },
        { label: item.title, path },
      ]
    : [
        { label: "หน้าหลัก", path: "/" },
        { label: section.label, path: section.path },
        ...(subject ? [{ label: subject.label, path: subjectPath(subject) }] : []),
        { label: item.title, path },
      ];
  const image = item.cover ? imageUrlFor(item.cover) : undefined;
  const seo = await articleSeo(context, item, { trail, image, noindex: true });
  return {
    ...displayItemPage(page),
    schemaType: schemaTypeOf(item.type),
    trail: displayTrail(trail),
    seo,
    previewUrl: `${config().baseUrl}/preview/${params.token}`,
  };
}

/** The link is the only key to the page: never cached, never passed on to other sites. */
export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.seo.meta.filter((m) => !("name" in m && m.name === "robots")) ?? []),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** A private preview of an item, draft or not, with the public site's chrome around it. */
export default function Preview({ loaderData }: Route.ComponentProps) {
  const { site } = useRouteLoaderData("root") as RootData;
  return (
    <>
      <a href="#main" className="skip-link">
        ข้ามไปยังเนื้อหาหลัก
      </a>
      <PreviewBanner url={loaderData.previewUrl} expiresAt={loaderData.expiresAt} />
      <NavBar officeName={site.officeName} />
      <main id="main" tabIndex={-1}>
        <ItemArticle {...loaderData} />
      </main>
      <Footer site={site} />
    </>
  );
}
