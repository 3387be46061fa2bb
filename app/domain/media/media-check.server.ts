import type { Db } from "../../db/client.server.ts";
import { allMediaObjects, type MediaObjects } from "../../db/media/media-integrity.server.ts";
import { digestOf } from "../../storage/digest.server.ts";
import { forEachLimited } from "../../storage/parallel.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";

export type MediaProblem = {
  mediaId: number;
  key: string;
  problem: "missing" | "corrupted" | "unreadable";
  detail: string;
};

export type CheckReport = {
  records: number;
  objects: number;
  problems: MediaProblem[];
  /** Stored objects no record refers to: left by an interrupted delete, harmless but wasted. */
  unreferenced: string[];
};

const CONCURRENCY = 8;
const short = (sha256: string) => `${sha256.slice(0, 12)}…`;

function variantKeys(media: MediaObjects): string[] {
  const variants = JSON.parse(media.variants) as unknown;
  if (!Array.isArray(variants)) throw new Error("variants is not a list");
  return variants.flatMap((v: { key?: unknown }) => (typeof v?.key === "string" ? [v.key] : []));
}

/** What is wrong with one stored object, if anything; originals are checked against the record. */
async function inspect(
  storage: MediaStorage,
  key: string,
  original: MediaObjects | null,
  deep: boolean,
): Promise<Omit<MediaProblem, "mediaId" | "key"> | null> {
  const head = await storage.head(key);
  if (!head) return { problem: "missing", detail: "not in storage" };
  if (!original) return null;
  if (head.byteSize !== original.byte_size)
    return {
      problem: "corrupted",
      detail: `${head.byteSize} bytes, recorded ${original.byte_size}`,
    };
  if (!deep) return null;
  const object = await storage.get(key);
  if (!object) return { problem: "missing", detail: "not in storage" };
  const { sha256 } = await digestOf(object.body);
  return sha256 === original.hash
    ? null
    : {
        problem: "corrupted",
        detail: `SHA-256 ${short(sha256)}, recorded ${short(original.hash)}`,
      };
}

/**
 * Compares the media table with the storage: every record's original and variants must exist,
 * originals with their recorded size, and with `deep` their recorded SHA-256 (read in full).
 */
export async function checkMedia(
  database: Db,
  storage: MediaStorage,
  options: { deep?: boolean } = {},
): Promise<CheckReport> {
  const report: CheckReport = { records: 0, objects: 0, problems: [], unreferenced: [] };
  const referenced = new Set<string>();
  const note = (mediaId: number, key: string, found: Omit<MediaProblem, "mediaId" | "key">) =>
    report.problems.push({ mediaId, key, ...found });

  await forEachLimited(allMediaObjects(database), CONCURRENCY, async (media) => {
    report.records++;
    let keys: [string, MediaObjects | null][] = [[media.storage_key, media]];
    if (media.captions_key) keys.push([media.captions_key, null]);
    try {
      keys = keys.concat(variantKeys(media).map((key) => [key, null]));
    } catch (error) {
      note(media.id, "variants", { problem: "unreadable", detail: String(error) });
    }
    for (const [key, original] of keys) {
      referenced.add(key);
      report.objects++;
      const found = await inspect(storage, key, original, options.deep ?? false).catch(
        (error: unknown) => ({ problem: "unreadable" as const, detail: String(error) }),
      );
      if (found) note(media.id, key, found);
    }
  });
  for await (const { key } of storage.list())
    if (!referenced.has(key)) report.unreferenced.push(key);
  report.problems.sort((a, b) => a.mediaId - b.mediaId || (a.key < b.key ? -1 : 1));
  report.unreferenced.sort();
  return report;
}
