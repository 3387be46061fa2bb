import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PROCESS_OWNER } from "../../lib/process-owner.server.ts";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AppError, ERROR_CATALOGUE } from "../../lib/app-error.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { SNIFF_BYTES, sniff, type Sniffed } from "./sniff.server.ts";

export type Received = { file: string; sha256: string; byteSize: number; type: Sniffed };

export const UNSUPPORTED = ERROR_CATALOGUE["upload.unsupported"].message;

/**
 * Streams a request body to a temporary file, hashing it and deciding what it is from its first
 * bytes; stops at once when it is of an unsupported kind or larger than its kind's limit. The
 * temporary file is removed on any failure; on success the caller owns it.
 */
export async function receiveToTemp(
  body: ReadableStream<Uint8Array> | null,
  tempDir: string,
  limits: Record<Sniffed["kind"], number>,
): Promise<Received> {
  if (!body) throw new AppError("upload.missing");
  await fs.promises.mkdir(tempDir, { recursive: true });
  const file = path.join(
    tempDir,
    `${TEMP_PREFIX}${PROCESS_OWNER}.${randomBytes(12).toString("hex")}`,
  );
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let type: Sniffed | null = null;
  let byteSize = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.length;
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          type = sniff(head);
          if (!type) return done(new AppError("upload.unsupported"));
        }
      }
      if (type && byteSize > limits[type.kind]) {
        return done(
          new AppError("upload.too-large", {
            message: `ไฟล์ใหญ่เกินกำหนด (ไม่เกิน ${formatBytes(limits[type.kind])})`,
          }),
        );
      }
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (!type && byteSize > 0) type = sniff(head);
      if (byteSize === 0) return done(new AppError("upload.empty"));
      if (!type) return done(new AppError("upload.unsupported"));
      done();
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      inspect,
      fs.createWriteStream(file, { flags: "wx" }),
    );
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw isDiskFull(error) ? new AppError("upload.disk-full", { cause: error }) : error;
  }
  return { file, sha256: hash.digest("hex"), byteSize, type: type! };
}

/** Temporary upload files are `upload-<owner>.<random>`, so a later start can tell whose they are. */
export const TEMP_PREFIX = "upload-";

export const DISK_FULL = ERROR_CATALOGUE["upload.disk-full"].message;

/** The disk (or the database's disk) has no room left. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (
    code === "ENOSPC" ||
    code === "EDQUOT" ||
    /database or disk is full|No space left on device/i.test(String((error as Error)?.message))
  );
}

/** A file name fit to show and to send back in a download: no path, no control characters. */
export function cleanFileName(raw: string | null): string {
  let name = "";
  try {
    name = decodeURIComponent(raw ?? "");
  } catch {
    name = "";
  }
  const base = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 200);
  return clean || "ไฟล์";
}
