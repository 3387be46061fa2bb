import { ITA_PATH } from "./types.ts";

/**
 * The site's public pages that are no kind's. The route table serves them at these paths, the XML
 * sitemap lists those worth indexing and metrics count requests under them. Only the server reads
 * it (the pages that link to these write their paths, which keeps them out of the browser's
 * JavaScript; `vite.config.ts` keeps it out of the shared chunk should that change).
 */

/** What the Official Information Act asks an office to publish and keep open, in one place. */
export const INFORMATION_CENTRE_PATH = "/information-centre";
export const INFORMATION_CENTRE_TITLE = "ศูนย์ข้อมูลข่าวสาร";

export const SITE_PATHS = {
  search: "/search",
  sitemap: "/sitemap",
  contact: "/contact",
  ita: ITA_PATH,
  informationCentre: INFORMATION_CENTRE_PATH,
} as const;
