import { db } from "../../db/client.server.ts";
import { findMediaByKey } from "../../db/media/media.server.ts";

/** RFC 6266: an ASCII fallback for old clients and the real (Thai) name in `filename*`. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * How an uploaded original is handed over: documents download, images and videos show in the
 * browser, each under the name it was uploaded with. Variants (every other key) need no name.
 */
export async function downloadName(key: string): Promise<string | null> {
  if (!/-original\.[a-z0-9]+$/.test(key)) return null;
  const media = await findMediaByKey(db(), key);
  if (!media) return null;
  return contentDisposition(
    media.kind === "document" ? "attachment" : "inline",
    media.original_name,
  );
}
