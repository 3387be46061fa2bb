import type { MetaDescriptor, RouterContextProvider } from "react-router";
import type { SiteSettings } from "../../content/site-settings.ts";
import { itemPath } from "../../content/types.ts";
import type { ItemDetail } from "../../db/content/items.server.ts";
import { config } from "../../lib/config.server.ts";
import type { Crumb } from "../../lib/seo.ts";
import { itemJsonLd, reviewJsonLd } from "../content/item-json-ld.server.ts";
import { siteSettings } from "./settings.server.ts";

export type Seo = { meta: MetaDescriptor[]; jsonLd: object[]; url: string };

export type SeoPage = {
  title: string;
  description: string;
  path: string;
  /** A site-relative image URL for share cards. */
  image?: string;
  type?: "website" | "article";
  publishedAt?: string;
  noindex?: boolean;
  trail?: Crumb[];
  /** The site-relative address of the page's RSS feed, announced in its head. */
  feed?: { path: string; title: string };
  jsonLd?: (base: string, site: SiteSettings) => object[];
};

/**
 * Everything search engines and share cards read about one page, built on the server: title,
 * description, canonical URL, Open Graph, Twitter card and JSON-LD.
 */
export async function pageSeo(
  context: Readonly<RouterContextProvider>,
  page: SeoPage,
): Promise<Seo> {
  const site = await siteSettings(context);
  const base = config().baseUrl;
  const url = `${base}${page.path}`;
  const image = page.image ? `${base}${page.image}` : undefined;
  const meta: MetaDescriptor[] = [
    { title: page.path === "/" ? site.officeName : `${page.title} | ${site.officeName}` },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.officeName },
    { property: "og:locale", content: "th_TH" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (image)
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (page.publishedAt)
    meta.push({ property: "article:published_time", content: page.publishedAt });
  if (page.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  if (page.feed)
    meta.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${page.feed.title} | ${site.officeName}`,
      href: `${base}${page.feed.path}`,
    });
  const jsonLd = [
    ...(page.trail ? [breadcrumbJsonLd(base, page.trail)] : []),
    ...(page.jsonLd?.(base, site) ?? []),
  ];
  return { meta, jsonLd, url };
}

/**
 * An item's page, public or previewed: its SEO title and description where set, its cover as
 * the share image (`image`, site-relative) and its schema.org data.
 */
export function articleSeo(
  context: Readonly<RouterContextProvider>,
  item: ItemDetail,
  page: { trail: Crumb[]; image?: string; noindex?: boolean },
): Promise<Seo> {
  const { image } = page;
  return pageSeo(context, {
    title: item.seoTitle || item.title,
    description: item.seoDescription || item.summary,
    path: itemPath(item),
    image,
    type: "article",
    publishedAt: item.publishedAt,
    trail: page.trail,
    noindex: page.noindex,
    jsonLd: (base, site) => [
      itemJsonLd(item, base, site, image && `${base}${image}`),
      ...reviewJsonLd(item, base, site),
    ],
  });
}

function breadcrumbJsonLd(base: string, trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: `${base}${crumb.path}`,
    })),
  };
}

export function organizationJsonLd(base: string, site: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "GovernmentOrganization",
    name: site.officeName,
    alternateName: site.officeNameEn,
    url: `${base}/`,
    logo: `${base}/favicon.svg`,
    email: site.email || undefined,
    telephone: site.phones[0],
    address: site.address || undefined,
    sameAs: site.socialLinks.map((l) => l.url),
  };
}
