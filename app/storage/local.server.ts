import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { ownerGone, PROCESS_OWNER } from "../lib/process-owner.server.ts";
import { pipeline } from "node:stream/promises";
import { contentTypeOf } from "./content-type.server.ts";
import { asStream, digesting } from "./digest.server.ts";
import { assertSafeKey, assertSafePrefix } from "./safe-key.server.ts";
import type { ByteRange, MediaStorage, ObjectInfo } from "./storage.server.ts";

const TEMP = /^\..*\.tmp$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

const OWNED_TEMP = /^\..+\.([A-Za-z0-9-]+-\d+-\d+)\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temporary files of writes whose process has ended (killed mid-write); returns how
 * many. Another process's writes in progress are left alone.
 */
export async function removeAbandonedTemp(root: string): Promise<number> {
  let removed = 0;
  const entries = await fs
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
  for (const entry of entries) {
    if (!entry.isFile() || !TEMP.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat || !ownerGone(OWNED_TEMP.exec(entry.name)?.[1] ?? "", stat.mtime)) continue;
    await fs.rm(full, { force: true });
    removed++;
  }
  return removed;
}

/** Media files on the local disk, `<root>/<key>`; by default `root` is `<DATA_DIR>/media`. */
export function localDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function* walk(dir: string, prefix: string, matching: string): AsyncGenerator<ObjectInfo> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const key = prefix + entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(matching) || matching.startsWith(`${key}/`))
          yield* walk(full, `${key}/`, matching);
      } else if (entry.isFile() && !TEMP.test(entry.name) && key.startsWith(matching)) {
        const stat = await fs.stat(full).catch(() => null);
        if (stat) yield { key, byteSize: stat.size };
      }
    }
  }

  return {
    kind: "local",

    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${PROCESS_OWNER}.${randomBytes(6).toString("hex")}.tmp`,
      );
      const digest = digesting();
      try {
        await pipeline(
          asStream(body),
          digest.stream,
          createWriteStream(temp, { flags: "wx", flush: true }),
        );
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return digest.result();
    },

    async get(key, range?: ByteRange) {
      const handle = await fs.open(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const { size } = stat;
      if (range && (range.start < 0 || range.start > range.end || range.start >= size)) {
        await handle.close();
        throw new RangeError(`range ${range.start}-${range.end} outside ${size} bytes`);
      }
      const body = handle.createReadStream(
        range ? { start: range.start, end: Math.min(range.end, size - 1) } : {},
      );
      return { byteSize: size, contentType: contentTypeOf(key), body };
    },

    async head(key) {
      const stat = await fs.stat(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stat?.isFile() ? { byteSize: stat.size, contentType: contentTypeOf(key) } : null;
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async *list(prefix = "") {
      assertSafePrefix(prefix);
      const dir = prefix.slice(0, prefix.lastIndexOf("/") + 1);
      yield* walk(path.join(root, dir), dir, prefix);
    },
  };
}
