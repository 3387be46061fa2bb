import fs from "node:fs";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Header, Parser, Pax, type ReadEntry } from "tar";

const BLOCK = 512;

/** Writes a gzip-compressed tar file entry by entry, streaming, readable by any `tar`. */
export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.gzip, fs.createWriteStream(file, { flags: "wx" }));
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, "drain"), this.done]);
  }

  /** Adds one file; a stream must deliver exactly `size` bytes. */
  async add(path: string, body: Buffer | Readable, size: number): Promise<void> {
    const fields = { path, size, mode: 0o644, mtime: new Date(), type: "File" as const };
    const header = new Header(fields);
    header.encode();
    if (header.needPax) await this.write(new Pax(fields).encode());
    await this.write(header.block!);
    let written = 0;
    if (Buffer.isBuffer(body)) {
      await this.write(body);
      written = body.length;
    } else {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        await this.write(chunk);
      }
    }
    if (written !== size) throw new Error(`${path}: ${written} bytes read, ${size} expected`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  abort(): void {
    this.gzip.destroy();
  }
}

export type ArchiveEntry = { path: string; size: number; body: AsyncIterable<Buffer> };

/**
 * The files of a (gzip-compressed) tar archive in order. Each entry must be read to its end, or
 * left, before the next one is asked for: the archive is streamed, never unpacked to disk.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const parser = new Parser({ strict: true });
  const queue: ReadEntry[] = [];
  let ended = false;
  let failure: Error | null = null;
  let rejectFailed: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on("entry", (entry: ReadEntry) => {
    queue.push(entry);
    notify();
  });
  parser.on("end", () => {
    ended = true;
    notify();
  });
  const fail = (error: Error) => {
    failure ??= error;
    rejectFailed(error);
    notify();
  };
  parser.on("error", fail);
  parser.on("warn", (_code: string, message: string | Error) =>
    fail(message instanceof Error ? message : new Error(message)),
  );
  const input = fs.createReadStream(file);
  input.on("error", fail);
  input.pipe(parser as unknown as NodeJS.WritableStream);
  try {
    for (;;) {
      if (failure) throw failure;
      const entry = queue.shift();
      if (entry) {
        if (entry.type !== "File") {
          entry.resume();
          continue;
        }
        let read = false;
        const body = {
          async *[Symbol.asyncIterator]() {
            read = true;
            const chunks = entry[Symbol.asyncIterator]();
            for (;;) {
              // A broken archive ends no entry: its failure is raced against each read.
              const next = await Promise.race([chunks.next(), failed]);
              if (next.done) break;
              yield next.value;
            }
            if (failure) throw failure;
          },
        };
        yield { path: entry.path, size: entry.size, body };
        if (!read) entry.resume();
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    input.destroy();
  }
}
