import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { findMedia, toImageRef } from "../../db/media/media.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { createAccount } from "../accounts/accounts.server.ts";
import { runDueJobs } from "../operations/jobs.server.ts";
import { deleteMedia } from "./media-library.server.ts";
import { contentDisposition, imageForReaders } from "./media-serving.server.ts";
import { acceptUpload } from "./media-upload.server.ts";
import { AppError } from "../../lib/app-error.ts";
import { actorOf, incomingFile } from "../../lib/http.server.ts";

type Bare = { data: Buffer; contentType: string };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-test-"));
process.env.DATA_DIR = dataDir;
process.env.MAX_IMAGE_MB = "2";

function upload(body: Buffer, name: string): Request {
  return new Request("http://localhost/admin/library/upload", {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "x-file-name": encodeURIComponent(name) },
  });
}

async function photo(width: number, height: number, extra: (s: Sharp) => Sharp = (s) => s) {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 4}" fill="#fc0"/></svg>`,
      ),
    },
  ]);
  return extra(base).jpeg({ quality: 85 }).toBuffer();
}

async function nothingLeftBehind(db: Db, before: number) {
  const leftovers = fs.existsSync(path.join(dataDir, "tmp"))
    ? fs.readdirSync(path.join(dataDir, "tmp"))
    : [];
  expect(leftovers, "temporary files").toEqual([]);
  const keys: string[] = [];
  for await (const object of mediaStorage().list()) keys.push(object.key);
  const rows = await db.selectFrom("media").select("id").execute();
  expect(rows.length, "media rows").toBe(before);
  return keys;
}

async function refusal(request: Request, status: number) {
  const error = await send(request).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).message).toMatch(/[ก-๙]/);
}

let user: StaffUser;

const send = (request: Request) => acceptUpload(actorOf(request, user), incomingFile(request));

for (const database of testDatabases().slice(0, 1)) {
  describe(`uploads on ${database.name} and local storage`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const created = await createAccount(
        { username: "uploader", firstName: "ผู้", lastName: "อัปโหลด", password: "อัปโหลดไฟล์ทั้งวัน 1" },
        "staff",
      );
      if (!created.ok) throw new Error("fixture");
      user = {
        id: created.userId,
        username: "uploader",
        first_name: "ผู้",
        last_name: "อัปโหลด",
        role: "staff",
        mustChangePassword: false,
      };
    });
    afterAll(async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("refuses hostile files by content and leaves nothing behind", async () => {
      await refusal(upload(Buffer.from("#!/bin/sh\necho pwned\n".repeat(10)), "holiday.jpg"), 415);
      await refusal(
        upload(Buffer.from("<html><script>alert(1)</script></html>".repeat(4)), "a.png"),
        415,
      );
      await refusal(upload(Buffer.alloc(0), "empty.jpg"), 400);
      const big = await photo(2600, 2600, (s) => s.jpeg({ quality: 100 }));
      const oversized = Buffer.concat([
        big,
        Buffer.alloc(2_200_000 - big.length > 0 ? 2_200_000 - big.length : 0),
      ]);
      await refusal(upload(oversized, "huge.jpg"), 413);
      const truncated = (await photo(800, 600)).subarray(0, 2000);
      await refusal(upload(truncated, "cut.jpg"), 415);
      const bomb = await sharp({
        create: { width: 12_000, height: 12_000, channels: 3, background: "#000" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(2_000_000);
      await refusal(upload(bomb, "bomb.png"), 415);
      expect(await nothingLeftBehind(db, 0)).toEqual([]);
    });

    it("refuses a tiny image claiming 50,000 × 50,000 pixels from its header, before decoding", async () => {
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
        const framed = Buffer.alloc(body.length + 8);
        framed.writeUInt32BE(data.length, 0);
        body.copy(framed, 4);
        framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
        return framed;
      };
      const header = Buffer.alloc(13);
      header.writeUInt32BE(50_000, 0);
      header.writeUInt32BE(50_000, 4);
      header.set([8, 2], 8);
      const bomb = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", header),
        chunk("IDAT", deflateSync(Buffer.alloc(100))),
        chunk("IEND", Buffer.alloc(0)),
      ]);
      expect(bomb.length).toBeLessThan(100);
      const error = await send(upload(bomb, "bomb.png")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(415);
      // The size is named: it was read from the header, not found by a decoder giving up.
      expect((error as AppError).message).toBe(
        "รูปภาพนี้มีขนาด 50,000 × 50,000 พิกเซล ใหญ่เกินกำหนด (ไม่เกิน 100 ล้านพิกเซล) กรุณาย่อขนาดรูปก่อนอัปโหลด",
      );
      expect(await nothingLeftBehind(db, 0)).toEqual([]);
    });

    it("stores an image once, strips metadata, rotates and makes variants off the request", async () => {
      const input = await photo(2400, 1600, (s) =>
        s.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-gps-owner" } } }),
      );
      const { media, duplicate } = await send(upload(input, "../../etc/ภาพ กิจกรรม วันที่ 1.jpg"));
      expect(duplicate).toBe(false);
      expect(media).toMatchObject({
        status: "processing",
        original_name: "ภาพ กิจกรรม วันที่ 1.jpg",
        width: 1600,
        height: 2400,
      });
      expect(media.storage_key).toMatch(/^images\/[0-9a-f]{2}\/[0-9a-f]{16}-original\.jpg$/);
      const stored = (await mediaStorage().get(media.storage_key))!;
      const original: Buffer[] = [];
      for await (const chunk of stored.body) original.push(chunk as Buffer);
      const read = async () => Buffer.concat(original);
      expect((await sharp(await read()).metadata()).exif, "the original as stored").toBeDefined();

      // Before its sizes are made, a reader asking for the original gets it upright, bare.
      const waiting = (await imageForReaders(media.storage_key, read)) as Bare;
      expect(waiting.contentType).toBe("image/jpeg");
      const bare = await sharp(waiting.data).metadata();
      expect(bare.exif).toBeUndefined();
      expect([bare.width, bare.height]).toEqual([1600, 2400]);
      const asked = await imageForReaders(media.storage_key, async () => {
        throw new Error("made twice");
      });
      expect(asked, "made once for every reader").toBe(waiting);
      expect(await imageForReaders("images/00/0000000000000000-original.jpg", read)).toBeNull();

      expect(await runDueJobs()).toBe(1);
      const ready = (await findMedia(db, media.id))!;
      expect(ready.status).toBe("ready");
      const variants = toImageRef(ready).variants;
      expect(variants.map((v) => `${v.format}${v.width}`).sort()).toEqual(
        ["avif", "webp", "jpeg"]
          .flatMap((f) => [320, 640, 960, 1280, 1600].map((w) => `${f}${w}`))
          .sort(),
      );
      const largest = await mediaStorage().get(
        variants.find((v) => v.format === "jpeg" && v.width === 1600)!.key,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of largest!.body) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([1600, 2400]);
      // Once they are, the original's address leads to the largest of them.
      expect(await imageForReaders(media.storage_key, read)).toEqual({
        redirect: `/media/${variants.find((v) => v.format === "jpeg" && v.width === 1600)!.key}`,
      });

      const again = await send(upload(input, "copy.jpg"));
      expect(again).toMatchObject({ duplicate: true, media: { id: media.id } });
    });

    it("accepts a polyglot image only as an image: its variants are re-encoded pixels", async () => {
      const polyglot = Buffer.concat([
        await photo(700, 500),
        Buffer.from("<html><script>alert(document.cookie)</script></html>"),
      ]);
      const { media } = await send(upload(polyglot, "polyglot.jpg"));
      expect(media.mime_type).toBe("image/jpeg");
      await runDueJobs();
      for (const variant of toImageRef((await findMedia(db, media.id))!).variants) {
        const object = await mediaStorage().get(variant.key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).includes("<script>"), variant.key).toBe(false);
      }
    });

    it("keeps a Thai document name for its download and deletes every object with the record", async () => {
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
      const { media } = await send(upload(pdf, "ประกาศ รับสมัคร งาน.pdf"));
      expect(media).toMatchObject({ kind: "document", status: "ready" });
      const disposition = contentDisposition("attachment", media.original_name);
      expect(disposition).toMatch(/^attachment; filename="[_ ]+\.pdf"; filename\*=UTF-8''/);
      expect(disposition.endsWith(encodeURIComponent("ประกาศ รับสมัคร งาน.pdf"))).toBe(true);
      const before: string[] = [];
      for await (const o of mediaStorage().list()) before.push(o.key);
      expect(before).toContain(media.storage_key);
      const admin = { ...user, role: "admin" as const };
      expect(await deleteMedia(actorOf(upload(pdf, "x.pdf"), admin), media)).toEqual({
        ok: true,
      });
      const after: string[] = [];
      for await (const o of mediaStorage().list()) after.push(o.key);
      expect(after).not.toContain(media.storage_key);
    });

    it("makes at most two originals bare at a time, and none of an image whose sizes failed", async () => {
      const keys: string[] = [];
      for (const size of [410, 420, 430]) {
        const { media } = await send(upload(await photo(size, 300), `${size}.jpg`));
        keys.push(media.storage_key);
      }
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const slow = (key: string) => async () => {
        await held;
        const chunks: Buffer[] = [];
        for await (const chunk of (await mediaStorage().get(key))!.body)
          chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      const first = imageForReaders(keys[0]!, slow(keys[0]!));
      const second = imageForReaders(keys[1]!, slow(keys[1]!));
      expect(await imageForReaders(keys[2]!, slow(keys[2]!))).toBe("busy");
      release();
      for (const made of await Promise.all([first, second]))
        expect((made as Bare).contentType).toBe("image/jpeg");
      await db
        .updateTable("media")
        .set({ status: "failed" })
        .where("storage_key", "=", keys[2]!)
        .execute();
      expect(await imageForReaders(keys[2]!, slow(keys[2]!))).toBeNull();
      expect(await runDueJobs()).toBe(3);
    });
  });
}
