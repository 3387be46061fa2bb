import "../../styles/pages/ita.css";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { EvidenceLinks } from "../../components/ita-evidence.tsx";
import {
  fiscalYearDays,
  ITA_PATH,
  ITA_TITLE,
  itaItemPath,
  itaYearPath,
} from "../../content/ita.ts";
import { itaYearView } from "../../domain/ita/ita-public.server.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import { thaiDate } from "../../lib/thai-date.ts";
import { notFound } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/ita";

/** `/ita`: the newest assessment year; `/ita/2569`: that year, at an address that stays. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = (params as { year?: string }).year;
  if (raw !== undefined && !/^\d{4}$/.test(raw)) notFound();
  const view = await itaYearView(raw === undefined ? undefined : Number(raw));
  if (raw !== undefined && !view) notFound();
  const year = view?.year;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: ITA_TITLE, path: ITA_PATH },
    ...(raw !== undefined && year ? [{ label: `ปี ${year}`, path: itaYearPath(year) }] : []),
  ];
  const seo = await pageSeo(context, {
    title: year ? `${ITA_TITLE} ปี ${year}` : ITA_TITLE,
    description:
      "ข้อมูลที่สำนักงานเปิดเผยตามเกณฑ์การประเมินคุณธรรมและความโปร่งใสในการดำเนินงานของหน่วยงานภาครัฐ",
    path: raw !== undefined && year ? itaYearPath(year) : ITA_PATH,
    trail,
  });
  return { view, trail, seo };
}

export const meta = loaderMeta;

export default function Ita({ loaderData }: Route.ComponentProps) {
  const { view, trail } = loaderData;
  if (!view)
    return (
      <div className="page">
        <Breadcrumbs trail={trail} />
        <header className="page-head">
          <h1>{ITA_TITLE}</h1>
        </header>
        <EmptyState message="ยังไม่มีข้อมูลการเปิดเผยข้อมูลสาธารณะ" />
      </div>
    );
  const { first, last } = fiscalYearDays(view.year);
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>
          {ITA_TITLE} ปี {view.year}
        </h1>
        <p className="lead">
          ข้อมูลที่สำนักงานเปิดเผยตามเกณฑ์การประเมินคุณธรรมและความโปร่งใสในการดำเนินงานของหน่วยงานภาครัฐ
          ปีงบประมาณ พ.ศ. {view.year} ({thaiDate(first)} – {thaiDate(last)})
        </p>
        <p>
          <Link to="/information-centre">ศูนย์ข้อมูลข่าวสาร</Link> (พระราชบัญญัติข้อมูลข่าวสารของราชการ)
        </p>
      </header>
      {view.years.length > 1 ? (
        <nav aria-label="ปีการประเมิน" className="ita-years">
          <ul role="list">
            {view.years.map((y) => (
              <li key={y}>
                <Link to={itaYearPath(y)} aria-current={y === view.year ? "page" : undefined}>
                  ปี {y}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ol role="list" className="ita-items">
        {view.items.map((item) => (
          <li key={item.code}>
            <h2>
              <Link to={itaItemPath(view.year, item.code)}>
                <span className="ita-code">{item.code}</span> {item.title}
              </Link>
            </h2>
            {item.evidence.length ? (
              item.evidence.map((e, i) => <EvidenceLinks key={i} links={e.links} />)
            ) : (
              <p className="meta">อยู่ระหว่างจัดทำข้อมูล</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
