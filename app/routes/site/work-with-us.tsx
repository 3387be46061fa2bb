import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { itemPage } from "../../domain/content.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { breadcrumbJsonLd, rootData, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/work-with-us";

const PATH = "/workwithus";

export async function loader() {
  const page = await itemPage({ type: "page", slug: "workwithus" });
  if (!page) notFound();
  const { item } = page;
  return { title: item.title, summary: item.summary, body: item.body };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, { title: loaderData.title, description: loaderData.summary, path: PATH })
    : [];

export default function WorkWithUs({ loaderData, matches }: Route.ComponentProps) {
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: loaderData.title, path: PATH },
  ];
  return (
    <div className="page page-item">
      <JsonLd data={breadcrumbJsonLd(rootData(matches)?.baseUrl ?? "", trail)} />
      <Breadcrumbs trail={trail} />
      <article className="item">
        <header className="item-head">
          <h1>{loaderData.title}</h1>
          {loaderData.summary ? <p className="lead">{loaderData.summary}</p> : null}
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.body }} />
      </article>
    </div>
  );
}
