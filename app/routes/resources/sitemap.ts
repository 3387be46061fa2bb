import {
  CONTENT_TYPES,
  itemPath,
  PAGE_GROUPS,
  PUBLIC_TYPES,
  SUBJECTS,
  subjectPath,
} from "../../content/types.ts";
import { SITE_PATHS } from "../../content/site-paths.ts";
import { db } from "../../db/client.server.ts";
import { allPublished } from "../../db/content/items.server.ts";
import { itaAddresses } from "../../domain/ita/ita-public.server.ts";
import { config } from "../../lib/config.server.ts";
import { escapeXml } from "../../lib/xml.ts";

export async function loader() {
  const base = config().baseUrl;
  const [items, ita] = await Promise.all([allPublished(db()), itaAddresses()]);
  // Every public page worth finding; search results are not (they say noindex).
  const lists = [
    "/",
    ...PUBLIC_TYPES.map((t) => CONTENT_TYPES[t].path),
    ...SUBJECTS.map(subjectPath),
    ...Object.values(PAGE_GROUPS).map((g) => g.path),
    SITE_PATHS.contact,
    SITE_PATHS.sitemap,
    SITE_PATHS.informationCentre,
    ...ita,
  ];
  const urls = [
    ...lists.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`),
    ...items.map(
      (item) =>
        `<url><loc>${escapeXml(base + itemPath(item))}</loc><lastmod>${item.updatedAt}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
