import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { MediaStorage } from "../../app/storage/storage.server.ts";

export type StorageUnderTest = {
  storage: MediaStorage;
  /** Anything a write may have left beside the objects (temporary files, open uploads). */
  leftovers(): Promise<string[]>;
};

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function keysOf(listing: AsyncIterable<{ key: string }>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of listing) keys.push(object.key);
  return keys.sort();
}

/** The stream a client would send: several chunks, arriving over time. */
export function chunked(data: Buffer, size = 16 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < data.length; at += size) {
        await new Promise((resolve) => setImmediate(resolve));
        yield data.subarray(at, at + size);
      }
    })(),
  );
}

/** A stream that sends `before` bytes and then fails, like an upload cut off midway. */
export function failingAfter(before: number): Readable {
  return Readable.from(
    (async function* () {
      yield* chunked(randomBytes(before));
      throw new Error("connection reset by the client");
    })(),
  );
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

const UNSAFE_KEYS = [
  "",
  "/etc/passwd",
  "../outside.jpg",
  "images/../../outside.jpg",
  "images/./a.jpg",
  "images//a.jpg",
  "images/",
  "images\\a.jpg",
  "images/a\0.jpg",
  "images/.hidden",
];

/**
 * The behaviour every media storage back-end promises, run against each of them through the
 * same interface. `open` is called once; the suite uses keys under `contract/`.
 */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`${name} storage contract`, () => {
    let storage: MediaStorage;
    let leftovers: () => Promise<string[]>;
    const photo = randomBytes(200 * 1024 + 7);

    beforeAll(async () => {
      ({ storage, leftovers } = await open());
    });

    it("stores a Buffer and returns its SHA-256 and size", async () => {
      const data = Buffer.from("สวัสดี ข้อมูลสุขภาพ");
      const stored = await storage.put("contract/hello.pdf", data, {
        contentType: "application/pdf",
      });
      expect(stored).toEqual({ sha256: sha256(data), byteSize: data.length });
      const object = await storage.get("contract/hello.pdf");
      expect(object).toMatchObject({ byteSize: data.length, contentType: "application/pdf" });
      expect(await readAll(object!.body)).toEqual(data);
    });

    it("stores a stream of many chunks and reads it back whole", async () => {
      const stored = await storage.put("contract/images/ab/photo.jpg", chunked(photo), {
        contentType: "image/jpeg",
      });
      expect(stored).toEqual({ sha256: sha256(photo), byteSize: photo.length });
      expect(await storage.head("contract/images/ab/photo.jpg")).toEqual({
        byteSize: photo.length,
        contentType: "image/jpeg",
      });
      const object = await storage.get("contract/images/ab/photo.jpg");
      expect(sha256(await readAll(object!.body))).toBe(sha256(photo));
    });

    it("stores an empty file", async () => {
      const stored = await storage.put("contract/empty.pdf", Buffer.alloc(0), {
        contentType: "application/pdf",
      });
      expect(stored.byteSize).toBe(0);
      expect((await storage.head("contract/empty.pdf"))?.byteSize).toBe(0);
    });

    it("reads byte ranges: the first byte, the middle, the last byte, and past the end", async () => {
      const key = "contract/images/ab/photo.jpg";
      const last = photo.length - 1;
      for (const [start, end] of [
        [0, 0],
        [1000, 70_000],
        [last, last],
      ] as const) {
        const part = await storage.get(key, { start, end });
        expect(part!.byteSize, "whole size").toBe(photo.length);
        expect(await readAll(part!.body)).toEqual(photo.subarray(start, end + 1));
      }
      const tail = await storage.get(key, { start: last - 9, end: last + 1000 });
      expect(await readAll(tail!.body)).toEqual(photo.subarray(last - 9));
    });

    it("answers null for a missing object", async () => {
      expect(await storage.get("contract/missing.jpg")).toBeNull();
      expect(await storage.get("contract/missing.jpg", { start: 0, end: 9 })).toBeNull();
      expect(await storage.head("contract/missing.jpg")).toBeNull();
      expect(await storage.head("contract/images")).toBeNull();
    });

    it("keeps Thai names and spaces in keys", async () => {
      const key = "contract/files/ประกาศ รับสมัคร.pdf";
      await storage.put(key, Buffer.from("%PDF-1.4"), { contentType: "application/pdf" });
      expect(await keysOf(storage.list("contract/files/"))).toEqual([key]);
      expect(await readAll((await storage.get(key))!.body)).toEqual(Buffer.from("%PDF-1.4"));
    });

    it("lists objects by prefix", async () => {
      for (const key of [
        "contract/list/a/1.webp",
        "contract/list/a/2.webp",
        "contract/list/ab.webp",
        "contract/list/b/3.webp",
      ])
        await storage.put(key, Buffer.from(key), { contentType: "image/webp" });
      expect(await keysOf(storage.list("contract/list/a/"))).toEqual([
        "contract/list/a/1.webp",
        "contract/list/a/2.webp",
      ]);
      expect(await keysOf(storage.list("contract/list/a"))).toEqual([
        "contract/list/a/1.webp",
        "contract/list/a/2.webp",
        "contract/list/ab.webp",
      ]);
      expect(await keysOf(storage.list("contract/nothing/"))).toEqual([]);
      const all: { key: string; byteSize: number }[] = [];
      for await (const object of storage.list()) all.push(object);
      expect(all).toContainEqual({ key: "contract/list/b/3.webp", byteSize: 22 });
      expect(all.map((o) => o.key)).toContain("contract/hello.pdf");
    });

    it("deletes, and deleting a missing object is fine", async () => {
      await storage.put("contract/gone.jpg", Buffer.from("x"), { contentType: "image/jpeg" });
      await storage.delete("contract/gone.jpg");
      expect(await storage.head("contract/gone.jpg")).toBeNull();
      expect(await storage.get("contract/gone.jpg")).toBeNull();
      await storage.delete("contract/gone.jpg");
      await storage.delete("contract/never-there/x.jpg");
    });

    it("leaves nothing behind when the stream fails midway", async () => {
      const put = storage.put("contract/cut.mp4", failingAfter(150 * 1024), {
        contentType: "video/mp4",
      });
      await expect(put).rejects.toThrow("connection reset by the client");
      expect(await storage.head("contract/cut.mp4")).toBeNull();
      expect(await keysOf(storage.list("contract/cut"))).toEqual([]);
      expect(await leftovers()).toEqual([]);
    });

    it("refuses unsafe keys before touching anything", async () => {
      for (const key of UNSAFE_KEYS) {
        await expect(
          storage.put(key, Buffer.from("x"), { contentType: "text/plain" }),
          key,
        ).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.head(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
      }
      await expect(keysOf(storage.list("../"))).rejects.toThrow(/unsafe storage key/);
    });
  });
}
