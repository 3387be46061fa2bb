import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";

export type Digest = { sha256: string; byteSize: number };

/** A pass-through stream that hashes and counts what flows through it. */
export function digesting(): { stream: Transform; result: () => Digest } {
  const hash = createHash("sha256");
  let byteSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      byteSize += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest("hex"), byteSize }) };
}

/** Hashes a whole stream without keeping it. */
export async function digestOf(body: Readable): Promise<Digest> {
  const hash = createHash("sha256");
  let byteSize = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    byteSize += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), byteSize };
}

export function asStream(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}
