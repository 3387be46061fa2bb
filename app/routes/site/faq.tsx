import "../../styles/pages/faq.css";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { FeedLink } from "../../components/feed-link.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { feedPath } from "../../content/feed-path.ts";
import { KIND_PAGES } from "../../content/kind-routes.ts";
import { CONTENT_TYPES, itemPath } from "../../content/types.ts";
import { faqPage } from "../../domain/content/content.server.ts";
import { displayCard } from "../../domain/content/display-text.server.ts";
import { stripTags } from "../../lib/format.ts";
import { keepWordsWholeInHtml } from "../../lib/whole-words.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/faq";

const faq = CONTENT_TYPES.faq;
const trail = [
  { label: "หน้าหลัก", path: "/" },
  { label: faq.label, path: faq.path },
];

export async function loader({ context }: Route.LoaderArgs) {
  const groups = await faqPage();
  const questions = groups.flatMap((g) => g.items);
  const seo = await pageSeo(context, {
    feed: { path: feedPath("faq"), title: faq.label },
    title: faq.label,
    description: KIND_PAGES.faq.description,
    path: faq.path,
    trail,
    jsonLd: () =>
      questions.length
        ? [
            {
              "@context": "https://schema.org",
              "@type": "FAQPage",
              mainEntity: questions.map((q) => ({
                "@type": "Question",
                name: q.title,
                acceptedAnswer: { "@type": "Answer", text: stripTags(q.answer) },
              })),
            },
          ]
        : [],
  });
  return {
    groups: groups.map((g) => ({
      ...g,
      items: g.items.map((q) => ({ ...displayCard(q), answer: keepWordsWholeInHtml(q.answer) })),
    })),
    seo,
    description: KIND_PAGES.faq.description,
  };
}

export const meta = loaderMeta;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { groups, seo, description } = loaderData;
  return (
    <div className="page">
      <JsonLd items={seo.jsonLd} />
      <Breadcrumbs trail={trail} />
      <header className="page-head">
        <h1>{faq.label}</h1>
        <p className="lead">{description}</p>
        <p className="meta">
          <FeedLink path={feedPath("faq")} />
        </p>
      </header>
      {groups.length === 0 ? <EmptyState message="ยังไม่มีคำถามที่พบบ่อย" /> : null}
      {groups.length > 1 ? (
        <nav className="filters" aria-label="หมวดคำถาม">
          <ul role="list">
            {groups.map((g) => (
              <li key={g.slug}>
                <a href={`#${g.slug}`}>{g.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.slug} className="faq-group" aria-labelledby={group.slug}>
          <h2 id={group.slug}>{group.name}</h2>
          {group.items.map((q) => (
            <details key={q.id} className="faq-item">
              <summary>{q.title}</summary>
              <div className="prose" dangerouslySetInnerHTML={{ __html: q.answer }} />
              <p>
                <Link to={itemPath(q)}>
                  เปิดหน้าคำถามนี้<span className="visually-hidden">: {q.title}</span>
                </Link>
              </p>
            </details>
          ))}
        </section>
      ))}
      <p className="print-only">ที่มา: {decodeURI(seo.url)}</p>
    </div>
  );
}
