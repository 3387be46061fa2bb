import "../../styles/pages/ita.css";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EvidenceLinks } from "../../components/ita-evidence.tsx";
import { ITA_PATH, ITA_TITLE } from "../../content/types.ts";
import { INFORMATION_REQUEST_TOPIC } from "../../content/site-settings.ts";
import { informationCentre } from "../../domain/ita/information-centre.server.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import { siteSettings } from "../../domain/site/settings.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/information-centre";

const PATH = "/information-centre";
const TITLE = "ศูนย์ข้อมูลข่าวสาร";
const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: TITLE, path: PATH },
];

/** What the Official Information Act asks an office to publish and keep open, in one place. */
export async function loader({ context }: Route.LoaderArgs) {
  const [sections, site] = await Promise.all([informationCentre(), siteSettings(context)]);
  const seo = await pageSeo(context, {
    title: TITLE,
    description: "ข้อมูลข่าวสารตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540 มาตรา 7 และมาตรา 9",
    path: PATH,
    trail,
  });
  const requestable = site.contactTopics.includes(INFORMATION_REQUEST_TOPIC);
  return {
    sections,
    seo,
    office: {
      name: site.officeName,
      address: site.address,
      phones: site.phones,
      email: site.email,
      openingHours: site.openingHours,
    },
    requestPath: requestable
      ? `/contact?topic=${encodeURIComponent(INFORMATION_REQUEST_TOPIC)}#contact-form-title`
      : "/contact",
  };
}

export const meta = loaderMeta;

export default function InformationCentre({ loaderData }: Route.ComponentProps) {
  const { sections, office, requestPath } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{TITLE}</h1>
        <p className="lead">
          ข้อมูลข่าวสารของ{office.name}ตามพระราชบัญญัติข้อมูลข่าวสารของราชการ พ.ศ. 2540
          ผู้ใดก็ขอตรวจดูหรือขอสำเนาข้อมูลข่าวสารได้
        </p>
      </header>
      <section aria-labelledby="centre-request" className="ita-evidence-group">
        <h2 id="centre-request">สถานที่ติดต่อเพื่อขอรับข้อมูลข่าวสาร (มาตรา 7 (3))</h2>
        {office.address ? <address>{office.address}</address> : null}
        <ul role="list" className="ita-evidence">
          {office.phones.map((phone) => (
            <li key={phone}>
              โทร <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
            </li>
          ))}
          {office.email ? (
            <li>
              อีเมล <a href={`mailto:${office.email}`}>{office.email}</a>
            </li>
          ) : null}
          {office.openingHours ? <li>เวลาทำการ {office.openingHours}</li> : null}
        </ul>
        <p>
          <Link to={requestPath} className="button">
            ยื่นคำขอข้อมูลข่าวสาร
          </Link>
        </p>
      </section>
      {sections.map((section, i) => (
        <section key={i} aria-labelledby={`centre-${i}`} className="ita-evidence-group">
          <h2 id={`centre-${i}`}>
            {section.title}
            {section.basis ? ` (${section.basis})` : null}
          </h2>
          {section.links.length ? <EvidenceLinks links={section.links} /> : <p>ยังไม่มีข้อมูลในหมวดนี้</p>}
          {section.more.map((more) => (
            <p key={more.path}>
              <Link to={more.path}>{more.label}</Link>
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to={ITA_PATH}>{ITA_TITLE}</Link>
      </p>
    </div>
  );
}
