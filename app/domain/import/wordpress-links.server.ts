import type { Media } from "../../db/schema.ts";
import { searchPath } from "../../content/search-path.ts";
import { CONTENT_TYPES } from "../../content/types.ts";
import { oldAddressKey } from "../../lib/old-address.ts";
import { publicFileUrl, variantStem } from "../media/media-objects.server.ts";
import { convertContent, type ConvertedContent, type ImportedImage } from "./wp-content.server.ts";
import type { Plan } from "./wordpress-plan.server.ts";

/** Redirects an import writes are marked as its own. */
export const ORIGIN = "wordpress";

/** Where an image shows in content: the variant the editor uses (960 wide, or its own width). */
function imageSrc(media: Media): string {
  const width = Math.min(960, media.width ?? 960);
  return `/media/${variantStem(media.storage_key)}-${width}.webp`;
}

/** The old site's own addresses, whichever of its names a link uses. */
function oldSite(plan: Plan): (url: string) => URL | null {
  const hosts = new Set(
    [plan.site.blogUrl, plan.site.siteUrl, plan.site.link].map((u) => {
      try {
        return new URL(u).host;
      } catch {
        return "";
      }
    }),
  );
  return (raw) => {
    try {
      const url = new URL(raw, plan.site.blogUrl);
      return hosts.has(url.host) ? url : null;
    } catch {
      return null;
    }
  };
}

/**
 * How a post's content is converted in this import: links to the old site's posts, pages and
 * files lead to what they became, images show the imported files, and a `[gallery]` that names no
 * images shows those uploaded to the post.
 */
export function contentConverter(
  plan: Plan,
  files: Map<number, Media>,
): (html: string, postId: number) => ConvertedContent {
  const newPath = new Map<string, string>();
  for (const item of plan.items) for (const key of item.oldKeys) newPath.set(key, item.path);
  const fileKeys = new Map<string, Media>();
  for (const file of plan.files) {
    const media = files.get(file.postId);
    if (media) for (const key of file.oldKeys) fileKeys.set(key, media);
  }
  const ofOldSite = oldSite(plan);
  const keyOf = (url: string) => {
    const old = ofOldSite(url);
    return old ? oldAddressKey(old) : null;
  };
  const image = (media: Media | undefined): ImportedImage | null =>
    media?.kind === "image" ? { mediaId: media.id, src: imageSrc(media), alt: media.alt } : null;
  return (html, postId) =>
    convertContent(html, {
      link(url) {
        const key = keyOf(url);
        if (!key) return null;
        const media = fileKeys.get(key);
        return media ? publicFileUrl(media) : (newPath.get(key) ?? null);
      },
      image: ({ id, url }) =>
        image(
          (id ? files.get(id) : undefined) ?? (url ? fileKeys.get(keyOf(url) ?? "") : undefined),
        ),
      attached: () =>
        plan.files
          .filter((f) => f.parent === postId)
          .map((f) => image(files.get(f.postId)))
          .filter((i): i is ImportedImage => i !== null),
    });
}

/** The old lists' addresses: categories to the lists they went to, tags to a search, the feed. */
export function listRedirects(plan: Plan) {
  return [
    ...plan.categories.flatMap((c) =>
      c.target === "skip"
        ? []
        : c.oldKeys.map((fromPath) => ({
            fromPath,
            toPath:
              c.target === "general"
                ? CONTENT_TYPES.general.path
                : `${CONTENT_TYPES.news.path}/${c.target.slice("news:".length)}`,
            origin: ORIGIN,
          })),
    ),
    ...plan.tags.flatMap((t) =>
      t.oldKeys.map((fromPath) => ({
        fromPath,
        toPath: searchPath(t.name),
        origin: ORIGIN,
      })),
    ),
    ...plan.authors.flatMap((a) =>
      a.oldKeys.map((fromPath) => ({ fromPath, toPath: CONTENT_TYPES.news.path, origin: ORIGIN })),
    ),
    { fromPath: "/feed", toPath: "/feeds/news.xml", origin: ORIGIN },
  ];
}
