import "../../styles/pages/contact.css";
import { data, redirect } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { ContactForm } from "../../components/contact-form.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { CONSENT, readContactForm, submitContact } from "../../domain/contact/contact.server.ts";
import { issueFormToken } from "../../domain/contact/form-token.server.ts";
import { siteSettings } from "../../domain/site/settings.server.ts";
import { referenceExists } from "../../db/contact/contact-messages.server.ts";
import { db } from "../../db/client.server.ts";
import { loaderHeaders, PRIVATE_PAGE, requestContext } from "../../lib/http.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { organizationJsonLd, pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/contact";

const PATH = "/contact";
const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: "ติดต่อสำนักงาน", path: PATH },
];

const REFERENCE = /^C-[0-9A-Z]{8}$/;
/** Where a sent message's reference is shown, which the address of the answer leads to. */
const SENT = "sent";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await siteSettings(context);
  const url = new URL(request.url);
  const sent = url.searchParams.get("sent") ?? "";
  // `?topic=` chooses a topic the form offers (the information centre's request link).
  const asked = url.searchParams.get("topic") ?? "";
  const topic = site.contactTopics.includes(asked) ? asked : undefined;
  const confirmed = REFERENCE.test(sent) && (await referenceExists(db(), sent)) ? sent : null;
  const seo = await pageSeo(context, {
    title: "ติดต่อสำนักงาน",
    description: `ที่อยู่ เบอร์โทรศัพท์ อีเมล และเวลาทำการของ${site.officeName}`,
    path: PATH,
    trail,
    jsonLd: (base) => [organizationJsonLd(base, site)],
  });
  return data(
    {
      site,
      seo,
      sent: confirmed,
      form: {
        token: await issueFormToken(new Date()),
        topics: site.contactTopics,
        healthTopics: site.healthTopics,
        consent: CONSENT,
        values: topic ? { topic } : undefined,
      },
    },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitContact(
    requestContext(request).ip,
    readContactForm(await request.formData()),
  );
  if (outcome.ok) throw redirect(`/contact?sent=${outcome.reference}#${SENT}`, 303);
  const { message, fields, values, token } = outcome;
  return data({ message, fields, values, token }, outcome.status);
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { site, seo, sent, form } = loaderData;
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
      {sent ? (
        <section
          id={SENT}
          className="notice notice-success"
          role="status"
          aria-labelledby="sent-title"
        >
          <h2 id="sent-title">ส่งข้อความแล้ว</h2>
          <p>
            สำนักงานได้รับข้อความของคุณแล้ว เลขอ้างอิง <strong>{sent}</strong>{" "}
            โปรดเก็บเลขนี้ไว้เมื่อติดต่อสอบถามเรื่องเดิม
          </p>
        </section>
      ) : null}
      {site.privacyNotice ? (
        <section className="privacy-notice" aria-labelledby="privacy-title">
          <h2 id="privacy-title">ประกาศความเป็นส่วนตัว</h2>
          {site.privacyNotice.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <ContactForm
        key={sent ?? "form"}
        {...form}
        token={actionData?.token ?? form.token}
        values={actionData?.values ?? form.values}
        errors={actionData?.fields}
        message={actionData?.message}
        sentAt={`#${SENT}`}
      />
    </div>
  );
}
