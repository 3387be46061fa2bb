import { ItemArticle } from "../../components/item-article.tsx";
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
  return { ...page, trail, seo };
}

export const meta = loaderMeta;

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  return <ItemArticle {...loaderData} />;
}
