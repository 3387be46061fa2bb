import type { SiteSettings } from "../../content/site-settings.ts";
import { schemaTypeOf } from "../../content/kind-routes.ts";
import { itemPath } from "../../content/types.ts";
import type { ItemDetail } from "../../db/content/items.server.ts";
import { stripTags } from "../../lib/format.ts";

/** schema.org data for one item: FAQPage for a question, the kind's own type otherwise. */
export function itemJsonLd(
  item: ItemDetail,
  base: string,
  site: SiteSettings,
  image?: string,
): object {
  const url = `${base}${itemPath(item)}`;
  const schemaType = schemaTypeOf(item.type);
  if (schemaType === "Question") {
    return {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url,
      mainEntity: [
        {
          "@type": "Question",
          name: item.title,
          acceptedAnswer: { "@type": "Answer", text: stripTags(item.body) },
        },
      ],
    };
  }
  const publisher = { "@type": "GovernmentOrganization", name: site.officeName, url: `${base}/` };
  const common = {
    "@context": "https://schema.org",
    name: item.title,
    description: item.summary,
    url,
    inLanguage: "th",
    image: image ? [image] : undefined,
  };
  if (schemaType === "VideoObject") {
    return {
      ...common,
      "@type": "VideoObject",
      thumbnailUrl: image,
      uploadDate: item.publishedAt,
      publisher,
    };
  }
  return {
    ...common,
    "@type": schemaType === "NewsArticle" ? "NewsArticle" : "Article",
    headline: item.title,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    // An office's byline is mostly one of its units or another agency.
    author: item.byline ? { "@type": "Organization", name: item.byline } : publisher,
    keywords: item.keywords.length ? item.keywords.join(", ") : undefined,
    publisher,
    mainEntityOfPage: url,
  };
}

/**
 * For health content someone of the office checked: a schema.org `MedicalWebPage` with who
 * reviewed it (`reviewedBy`), when (`lastReviewed`) and its sources (`citation`).
 */
export function reviewJsonLd(item: ItemDetail, base: string, site: SiteSettings): object[] {
  const { review } = item;
  if (!review) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "MedicalWebPage",
      url: `${base}${itemPath(item)}`,
      name: item.title,
      inLanguage: "th",
      lastReviewed: review.reviewedOn,
      reviewedBy: {
        "@type": "Person",
        name: review.reviewer,
        jobTitle: review.reviewerTitle || undefined,
        worksFor: { "@type": "GovernmentOrganization", name: site.officeName },
      },
      citation: review.references.length
        ? review.references.map((r) => ({
            "@type": "CreativeWork",
            name: r.title,
            publisher: r.organisation
              ? { "@type": "Organization", name: r.organisation }
              : undefined,
            url: r.url || undefined,
          }))
        : undefined,
    },
  ];
}
