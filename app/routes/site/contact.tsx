import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { getSiteSettings } from "../../domain/settings.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { organizationJsonLd, pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/contact";

const PATH = "/contact";
const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: "ติดต่อสำนักงาน", path: PATH },
];

export async function loader() {
  const site = await getSiteSettings();
  const seo = await pageSeo({
    title: "ติดต่อสำนักงาน",
    description: `ที่อยู่ เบอร์โทรศัพท์ อีเมล และเวลาทำการของ${site.officeName}`,
    path: PATH,
    trail,
    jsonLd: (base) => [organizationJsonLd(base, site)],
  });
  return { site, seo };
}

export const meta = loaderMeta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { site, seo } = loaderData;
  return (
    <div className="page">
      <JsonLd items={seo.jsonLd} />
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>ติดต่อสำนักงาน</h1>
        <p className="lead">{site.officeName}</p>
      </header>
      <dl className="contact-details">
        {site.address ? (
          <>
            <dt>ที่อยู่</dt>
            <dd>
              <address>{site.address}</address>
              {site.mapUrl ? (
                <a href={site.mapUrl} rel="noopener noreferrer">
                  ดูแผนที่<span className="visually-hidden"> (เปิดเว็บไซต์แผนที่)</span>
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
        {site.phones.length ? (
          <>
            <dt>โทรศัพท์</dt>
            <dd>
              <ul role="list">
                {site.phones.map((phone) => (
                  <li key={phone}>
                    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {site.email ? (
          <>
            <dt>อีเมล</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </>
        ) : null}
        {site.openingHours ? (
          <>
            <dt>เวลาทำการ</dt>
            <dd>{site.openingHours}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
