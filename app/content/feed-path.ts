import { CONTENT_TYPES, type PublicType } from "./types.ts";

/**
 * The RSS feed of a kind's list (`/feeds/news.xml`), or of one news subject's (`/feeds/news-health.xml`).
 * Apart from `types.ts` so that only the lists ship it.
 */
export function feedPath(type: PublicType, subject?: string): string {
  const section = CONTENT_TYPES[type].path.slice(1);
  return `/feeds/${section}${subject ? `-${subject}` : ""}.xml`;
}
