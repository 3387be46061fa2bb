import { digestOf, type Digest } from "./digest.server.ts";
import { forEachLimited } from "./parallel.server.ts";
import type { MediaStorage } from "./storage.server.ts";

export type CopyReport = {
  copied: number;
  /** Already in the destination with the same size and SHA-256. */
  skipped: number;
  failed: { key: string; reason: string }[];
};

const CONCURRENCY = 4;

async function digestAt(storage: MediaStorage, key: string): Promise<Digest | null> {
  const object = await storage.get(key);
  return object ? digestOf(object.body) : null;
}

async function copyOne(from: MediaStorage, to: MediaStorage, key: string) {
  const [source, existing] = await Promise.all([from.head(key), to.head(key)]);
  if (!source) throw new Error("gone from the source while copying");
  if (existing?.byteSize === source.byteSize) {
    const [a, b] = await Promise.all([digestAt(from, key), digestAt(to, key)]);
    if (a && b && a.sha256 === b.sha256) return "skipped";
  }
  const object = await from.get(key);
  if (!object) throw new Error("gone from the source while copying");
  const sent = await to.put(key, object.body, { contentType: object.contentType });
  const copy = await digestAt(to, key);
  if (copy?.sha256 !== sent.sha256 || copy.byteSize !== sent.byteSize)
    throw new Error(`SHA-256 after copy ${copy?.sha256 ?? "(missing)"}, source ${sent.sha256}`);
  return "copied";
}

/**
 * Copies every object from one back-end to another, streaming, and checks each copy by reading
 * it back and comparing its SHA-256 with the source's. Objects already there with the same
 * size and SHA-256 are skipped, so an interrupted run can simply be run again.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  onObject: (key: string, outcome: "copied" | "skipped" | "failed") => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] };
  await forEachLimited(from.list(), CONCURRENCY, async ({ key }) => {
    try {
      const outcome = await copyOne(from, to, key);
      report[outcome]++;
      onObject(key, outcome);
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      onObject(key, "failed");
    }
  });
  report.failed.sort((a, b) => (a.key < b.key ? -1 : 1));
  return report;
}
