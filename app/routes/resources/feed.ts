import { CONTENT_TYPES, findSubject, itemPath, typeForSection } from "../../content/types.ts";
import { sectionPage } from "../../domain/content.server.ts";
import { getSiteSettings } from "../../domain/settings.server.ts";
import { config } from "../../lib/config.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { escapeXml } from "../../lib/xml.ts";
import type { Route } from "./+types/feed";

/** RSS 2.0 per section: `/feeds/news.xml`, `/feeds/news-office.xml`, `/feeds/gallery.xml`, … */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]+)(?:-([a-z]+))?\.xml$/.exec(params.feed);
  if (!match) notFound();
  const [, section = "", subjectKey] = match;
  const type = section === "news" ? "news" : typeForSection(section);
  const subject = subjectKey ? findSubject(subjectKey) : undefined;
  if (!type || (subjectKey && (!subject || type !== "news"))) notFound();
  const [site, page] = await Promise.all([getSiteSettings(), sectionPage(type, 1, subject?.key)]);
  const base = config().baseUrl;
  const content = CONTENT_TYPES[type];
  const title = `${subject?.label ?? content.label} | ${site.officeName}`;
  const listPath = subject ? `/news/${subject.key}` : content.path;
  const items = page.items.map((item) => {
    const link = escapeXml(base + itemPath(item));
    return [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<description>${escapeXml(item.summary)}</description>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      "</item>",
    ].join("");
  });
  const xml = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`,
    `<title>${escapeXml(title)}</title>`,
    `<link>${escapeXml(base + listPath)}</link>`,
    `<atom:link href="${escapeXml(`${base}/feeds/${params.feed}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(subject?.description ?? content.description)}</description>`,
    `<language>th</language>`,
    ...items,
    `</channel></rss>`,
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
