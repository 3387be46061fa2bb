import "../../styles/pages/ita.css";
import { redirect } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EvidenceLinks } from "../../components/ita-evidence.tsx";
import { ITA_PATH, ITA_TITLE, itaItemPath, itaYearPath, RHYTHMS } from "../../content/ita.ts";
import { itaItemView } from "../../domain/ita/ita-public.server.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ita-item";

/** `/ita/2569/O11`: one item's evidence, the address the office gives the assessors. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{4}$/.test(params.year)) notFound();
  const year = Number(params.year);
  const view = await itaItemView(year, params.code);
  if (!view) notFound();
  if (view.canonicalCode !== params.code)
    throw redirect(itaItemPath(year, view.canonicalCode), 301);
  const { item } = view;
  const path = itaItemPath(year, item.code);
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: ITA_TITLE, path: ITA_PATH },
    { label: `ปี ${year}`, path: itaYearPath(year) },
    { label: item.code, path },
  ];
  const seo = await pageSeo(context, {
    title: `${item.code} ${item.title} (ITA ปี ${year})`,
    description: item.description || `หลักฐานการเปิดเผยข้อมูลรายการ ${item.code} ${item.title}`,
    path,
    trail,
  });
  return { year, item, trail, seo };
}

export const meta = loaderMeta;

export default function ItaItem({ loaderData }: Route.ComponentProps) {
  const { year, item, trail } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <p className="card-kicker">
          {ITA_TITLE} ปี {year}
        </p>
        <h1>
          <span className="ita-code">{item.code}</span> {item.title}
        </h1>
        {item.description ? <p className="lead">{item.description}</p> : null}
        <p className="meta">ปรับปรุง{RHYTHMS[item.rhythm]}</p>
      </header>
      {item.evidence.length ? (
        item.evidence.map((e, i) => (
          <section key={i} aria-labelledby={`evidence-${i}`} className="ita-evidence-group">
            <h2 id={`evidence-${i}`}>{e.label || "หลักฐาน"}</h2>
            <EvidenceLinks links={e.links} />
          </section>
        ))
      ) : (
        <p>อยู่ระหว่างจัดทำข้อมูล</p>
      )}
    </div>
  );
}
