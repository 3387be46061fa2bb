import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "../content/site-settings.ts";

export type RootData = { site: SiteSettings; baseUrl: string };

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export function rootData(matches: Matches): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function seoMeta(
  matches: Matches,
  page: {
    title: string;
    description: string;
    path: string;
    image?: string;
    type?: "website" | "article";
    publishedAt?: string;
  },
): MetaDescriptor[] {
  const root = rootData(matches);
  const siteName = root?.site.officeName ?? "";
  const base = root?.baseUrl ?? "";
  const url = `${base}${page.path}`;
  const title = page.path === "/" ? siteName : `${page.title} | ${siteName}`;
  const image = page.image ? `${base}${page.image}` : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "th_TH" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (page.publishedAt) {
    tags.push({ property: "article:published_time", content: page.publishedAt });
  }
  return tags;
}

export function breadcrumbJsonLd(base: string, trail: { label: string; path: string }[]) {
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
