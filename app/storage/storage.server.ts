import type { Readable } from "node:stream";

/** A byte range, inclusive at both ends, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** The whole object's size, even when a range was asked for. */
  byteSize: number;
  contentType: string;
  body: Readable;
};

export type ObjectInfo = { key: string; byteSize: number };

/**
 * Where media bytes live. Keys are relative paths such as `images/ab/abcdef0123456789-640.webp`
 * (never starting with `/`, never containing `..`); objects are immutable once written, because
 * keys are content-addressed. Every back-end passes the same contract tests.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3" | "dropbox";
  /**
   * Stores the stream under the key and returns its SHA-256 (hex) and size. The object becomes
   * visible only when complete: a failed or aborted write leaves nothing behind.
   */
  put(
    key: string,
    body: Readable | Buffer,
    options: { contentType: string },
  ): Promise<{ sha256: string; byteSize: number }>;
  /** The object or one byte range of it; null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ byteSize: number; contentType: string } | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (all when omitted). */
  list(prefix?: string): AsyncIterable<ObjectInfo>;
}
