import "../../styles/pages/home.css";
import { Link, redirect } from "react-router";
import { CardGrid, ItemMeta } from "../../components/item-card.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { imageUrlFor, Picture } from "../../components/picture.tsx";
import { itemPath } from "../../content/types.ts";
import { homePage } from "../../domain/content/content.server.ts";
import { oldAddressTarget } from "../../domain/site/redirects.server.ts";
import { siteSettings } from "../../domain/site/settings.server.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { organizationJsonLd, pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  // WordPress addressed posts at the root (`/?p=12`): such an old address leads to its item.
  const old = await oldAddressTarget(new URL(request.url));
  if (old) throw redirect(old, 301);
  const site = await siteSettings(context);
  const page = await homePage(site.homeSections);
  const cover = page.pinned[0]?.cover;
  const seo = await pageSeo(context, {
    title: site.officeName,
    description: site.tagline,
    path: "/",
    image: cover ? imageUrlFor(cover) : undefined,
    jsonLd: (base) => [organizationJsonLd(base, site)],
  });
  return { ...page, officeName: site.officeName, seo };
}

export const meta = loaderMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pinned, sections, officeName, seo } = loaderData;
  const [hero, ...morePinned] = pinned;
  return (
    <div className="page">
      <h1 className="visually-hidden">{officeName}</h1>
      <JsonLd items={seo.jsonLd} />
      {hero ? (
        <section className="hero" aria-labelledby="hero-title">
          {hero.cover ? (
            <div className="hero-media">
              <Picture image={hero.cover} sizes="(min-width: 1100px) 700px, 100vw" eager alt="" />
            </div>
          ) : null}
          <div className="hero-body">
            <p className="card-kicker">ข่าวเด่น</p>
            <h2 id="hero-title" className="hero-title">
              <Link to={itemPath(hero)}>{hero.title}</Link>
            </h2>
            <p>{hero.summary}</p>
            <ItemMeta item={hero} />
          </div>
          {morePinned.length ? (
            <ul className="hero-more" role="list" aria-label="ข่าวเด่นอื่น">
              {morePinned.map((item) => (
                <li key={item.id}>
                  <Link to={itemPath(item)}>{item.title}</Link>
                  <ItemMeta item={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {sections.map((section) =>
        section.items.length ? (
          <section
            key={section.type}
            className="home-section"
            aria-labelledby={`home-${section.type}`}
          >
            <div className="section-head">
              <h2 id={`home-${section.type}`}>{section.label}</h2>
              <Link to={section.path} className="more-link">
                ดูทั้งหมด<span className="visually-hidden"> {section.label}</span> ›
              </Link>
            </div>
            <CardGrid items={section.items} eagerCount={hero ? 0 : 2} />
          </section>
        ) : null,
      )}
      {!hero && sections.every((s) => s.items.length === 0) ? (
        <p className="empty-state">ยังไม่มีเนื้อหาเผยแพร่</p>
      ) : null}
    </div>
  );
}
