import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { itemPage } from "../../domain/content.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/work-with-us";

const PATH = "/workwithus";

export async function loader() {
  const page = await itemPage({ type: "page", slug: "workwithus" });
  if (!page) notFound();
  const { item } = page;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: item.title, path: PATH },
  ];
  const seo = await pageSeo({ title: item.title, description: item.summary, path: PATH, trail });
  return { title: item.title, summary: item.summary, body: item.body, trail, seo };
}

export const meta = loaderMeta;

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  const { title, summary, body, trail, seo } = loaderData;
  return (
    <div className="page page-item">
      <JsonLd items={seo.jsonLd} />
      <Breadcrumbs trail={trail} />
      <article className="item">
        <header className="item-head">
          <h1>{title}</h1>
          {summary ? <p className="lead">{summary}</p> : null}
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
      </article>
    </div>
  );
}
