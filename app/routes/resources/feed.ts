import {
  CONTENT_TYPES,
  findSubject,
  itemPath,
  subjectPath,
  typeForSection,
} from "../../content/types.ts";
import { publicPages, SUBJECT_DESCRIPTIONS } from "../../content/kind-routes.ts";
import { sectionFeed } from "../../domain/content/content.server.ts";
import { getSiteSettings } from "../../domain/site/settings.server.ts";
import { config } from "../../lib/config.server.ts";
import { notFound } from "../../lib/http.server.ts";
import { escapeXml } from "../../lib/xml.ts";
import type { Route } from "./+types/feed";

/** RSS 2.0 per section: `/feeds/news.xml`, `/feeds/news-office.xml`, `/feeds/gallery.xml`, … */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]+)(?:-([a-z]+))?\.xml$/.exec(params.feed);
  if (!match) notFound();
  const [, section = "", subjectKey] = match;
  const type = typeForSection(section);
  const subject = subjectKey ? findSubject(subjectKey) : undefined;
  const pages = type && publicPages(type);
  if (!type || !pages?.feed || (subjectKey && (!subject || !pages.subjectListId))) notFound();
  const [site, newest] = await Promise.all([getSiteSettings(), sectionFeed(type, subject?.key)]);
  const base = config().baseUrl;
  const content = CONTENT_TYPES[type];
  const title = `${subject?.label ?? content.label} | ${site.officeName}`;
  const listPath = subject ? subjectPath(subject) : content.path;
  const items = newest.map((item) => {
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
    `<description>${escapeXml((subject && SUBJECT_DESCRIPTIONS[subject.key]) ?? pages.description)}</description>`,
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
