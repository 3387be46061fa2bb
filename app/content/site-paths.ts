import { ITA_PATH, ITA_TITLE } from "./types.ts";

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

/**
 * The site's own pages as readers may name them, for the search to offer a link to the page (the
 * vocabulary's groups add the other forms of any name that is one of its terms).
 */
export const SITE_PAGE_NAMES: readonly { label: string; path: string; names: string[] }[] = [
  {
    label: "ติดต่อสำนักงาน",
    path: SITE_PATHS.contact,
    names: ["ติดต่อ", "ติดต่อเรา", "contact", "เบอร์โทร", "เบอร์โทรศัพท์", "แผนที่", "ที่ตั้ง", "อีเมล"],
  },
  { label: ITA_TITLE, path: SITE_PATHS.ita, names: ["ita", "oit", "การเปิดเผยข้อมูลสาธารณะ"] },
  {
    label: INFORMATION_CENTRE_TITLE,
    path: SITE_PATHS.informationCentre,
    names: ["ข้อมูลข่าวสาร", "ข้อมูลข่าวสารของราชการ"],
  },
  { label: "แผนผังเว็บไซต์", path: SITE_PATHS.sitemap, names: ["sitemap", "site map"] },
];
