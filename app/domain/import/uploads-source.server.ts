import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../lib/app-error.ts";

/**
 * A copy of a WordPress site's `wp-content/uploads`, read by the import by each file's path as
 * WordPress filed it (`2025/01/photo.jpg`): a folder on disk, or a ZIP of it as an office
 * uploads it. Nothing is written from a ZIP's names, so a hostile name cannot point outside.
 */
export type UploadsSource = {
  has(relative: string): boolean;
  open(relative: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  close(): Promise<void>;
};

const SAFE = (relative: string) =>
  relative !== "" && !relative.split("/").some((part) => part === ".." || part === "");

export function folderSource(dir: string): UploadsSource {
  const file = (relative: string) => (SAFE(relative) ? path.join(dir, relative) : null);
  return {
    has(relative) {
      const found = file(relative);
      return Boolean(found && fs.existsSync(found) && fs.statSync(found).isFile());
    },
    async open(relative) {
      const found = file(relative);
      if (!found || !this.has(relative)) return null;
      return {
        body: Readable.toWeb(fs.createReadStream(found)) as ReadableStream<Uint8Array>,
        size: fs.statSync(found).size,
      };
    },
    async close() {},
  };
}

/** Where the uploads start inside a ZIP: before the first `YYYY/MM/` a file sits in. */
function rootOf(names: string[]): string {
  for (const name of names) {
    const match = /^(.*?)(?:^|\/)\d{4}\/\d{2}\/[^/]+$/.exec(name);
    if (match) return match[1] ? `${match[1]}/` : "";
  }
  return "";
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const THAI_WINDOWS = new TextDecoder("windows-874");

/**
 * An entry's name: UTF-8 when the ZIP says so or the bytes are UTF-8 (Info-ZIP, as hosts' file
 * managers use, writes UTF-8 without saying so), else Thai Windows' code page (a folder Windows
 * compressed on a Thai PC).
 */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  let name: string;
  try {
    name = UTF8.decode(raw);
  } catch {
    name = THAI_WINDOWS.decode(raw);
  }
  return name.normalize("NFC");
}

/** A ZIP of the uploads folder (or of `wp-content`, or of the folder holding it). */
export async function zipSource(file: string): Promise<UploadsSource> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
    });
  } catch (error) {
    throw new AppError("import.not-zip", { cause: error });
  }
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
      const name = entryName(entry);
      const unsafe = yauzl.validateFileName(name);
      if (unsafe) {
        zip.close();
        reject(new AppError("import.not-zip", { details: unsafe }));
        return;
      }
      if (!name.endsWith("/")) entries.set(name, entry);
      zip.readEntry();
    });
    zip.once("end", resolve);
    zip.once("error", (error: Error) => reject(new AppError("import.not-zip", { cause: error })));
    zip.readEntry();
  });
  const root = rootOf([...entries.keys()]);
  const entryOf = (relative: string) => (SAFE(relative) ? entries.get(root + relative) : undefined);
  return {
    has: (relative) => entryOf(relative) !== undefined,
    async open(relative) {
      const entry = entryOf(relative);
      if (!entry) return null;
      const stream = await zip.openReadStreamPromise(entry);
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        size: entry.uncompressedSize,
      };
    },
    async close() {
      zip.close();
    },
  };
}
