import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3 } from "../../tests/support/s3-server.ts";
import { keysOf } from "../../tests/support/storage-contract.ts";
import { createDb, type Db } from "../db/client.server.ts";
import { migrate } from "../db/migrate.server.ts";
import { copyMedia } from "./copy-media.server.ts";
import { localDiskStorage } from "./local.server.ts";
import { checkMedia } from "../domain/media/media-check.server.ts";
import { s3Storage } from "./s3.server.ts";
import type { MediaStorage } from "./storage.server.ts";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-tools-"));
const local = localDiskStorage(path.join(dataDir, "media"));
let s3server: TestS3;
let s3: MediaStorage;
let db: Db;

/** Stores an image with two variants and records it, as an upload would. */
async function addImage(
  name: string,
): Promise<{ id: number; original: string; variants: string[] }> {
  const original = `images/${name}-original.jpg`;
  const variants = [`images/${name}-320.webp`, `images/${name}-640.webp`];
  const { sha256, byteSize } = await local.put(original, randomBytes(5000), {
    contentType: "image/jpeg",
  });
  for (const key of variants) await local.put(key, randomBytes(700), { contentType: "image/webp" });
  const { id } = await db
    .insertInto("media")
    .values({
      kind: "image",
      hash: sha256,
      storage_key: original,
      original_name: `${name}.jpg`,
      mime_type: "image/jpeg",
      byte_size: byteSize,
      width: 1600,
      height: 1200,
      variants: JSON.stringify(
        variants.map((key) => ({ format: "webp", width: 320, height: 240, key })),
      ),
      placeholder: null,
      alt: "ภาพกิจกรรม",
      caption: "",
      credit: "",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, original, variants };
}

/** The storage with one object's bytes changed on the way out, as after silent corruption. */
function alteredOn(storage: MediaStorage, key: string): MediaStorage {
  return {
    ...storage,
    async get(k, range) {
      const object = await storage.get(k, range);
      if (!object || k !== key) return object;
      object.body.destroy();
      const bytes = randomBytes(object.byteSize);
      return { ...object, body: Readable.from([bytes]) };
    },
  };
}

beforeAll(async () => {
  s3server = await startS3Server("copied/");
  s3 = s3Storage(s3server.settings);
  db = createDb({ kind: "sqlite", file: path.join(dataDir, "site.db") });
  await migrate(db);
});
afterAll(async () => {
  await db.destroy();
  await s3server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("copying media between back-ends", () => {
  it("copies every object, then skips what is already there", async () => {
    await addImage("ab/first");
    await addImage("cd/second");
    const first = await copyMedia(local, s3);
    expect(first).toEqual({ copied: 6, skipped: 0, failed: [] });
    expect(await keysOf(s3.list())).toEqual(await keysOf(local.list()));
    expect(await copyMedia(local, s3)).toEqual({ copied: 0, skipped: 6, failed: [] });
  });

  it("copies again an object that differs in the destination", async () => {
    const { variants } = await addImage("ef/third");
    await s3.put(variants[0]!, randomBytes(700), { contentType: "image/webp" });
    await s3.put(variants[1]!, randomBytes(10), { contentType: "image/webp" });
    expect(await copyMedia(local, s3)).toMatchObject({ copied: 3, skipped: 6 });
    expect(await copyMedia(local, s3)).toMatchObject({ copied: 0, skipped: 9 });
  });

  it("reports a copy that reads back wrong, and an unreadable source, and goes on", async () => {
    const { original, variants } = await addImage("gh/fourth");
    const failing: MediaStorage = {
      ...local,
      get: (key, range) =>
        key === variants[0] ? Promise.reject(new Error("disk read error")) : local.get(key, range),
    };
    const report = await copyMedia(failing, alteredOn(s3, original));
    expect(report.failed).toEqual([
      { key: variants[0], reason: "disk read error" },
      { key: original, reason: expect.stringMatching(/^SHA-256 after copy [0-9a-f]{64}, source/) },
    ]);
    expect(report.copied).toBe(1);
  });
});

describe("checking the media table against the storage", () => {
  let fresh: MediaStorage;
  beforeAll(async () => {
    fresh = s3Storage({ ...s3server.settings, prefix: "checked/" });
    await copyMedia(local, fresh);
  });

  it("finds nothing wrong in a complete copy, and lists unreferenced objects", async () => {
    await fresh.put("images/zz/orphan-320.webp", Buffer.from("x"), { contentType: "image/webp" });
    const report = await checkMedia(db, fresh, { deep: true });
    expect(report).toMatchObject({ records: 4, objects: 12, problems: [] });
    expect(report.unreferenced).toEqual(["images/zz/orphan-320.webp"]);
  });

  it("reports missing objects and originals of another size", async () => {
    const first = await db
      .selectFrom("media")
      .select(["id", "variants"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const variant = (JSON.parse(first.variants) as { key: string }[])[1]!.key;
    await fresh.delete(variant);
    await fresh.put("images/cd/second-original.jpg", randomBytes(10), {
      contentType: "image/jpeg",
    });
    const report = await checkMedia(db, fresh);
    expect(report.problems).toEqual([
      { mediaId: first.id, key: variant, problem: "missing", detail: "not in storage" },
      {
        mediaId: first.id + 1,
        key: "images/cd/second-original.jpg",
        problem: "corrupted",
        detail: "10 bytes, recorded 5000",
      },
    ]);
  });

  it("finds an original of the right size but other bytes only when asked to look deep", async () => {
    await fresh.put("images/ef/third-original.jpg", randomBytes(5000), {
      contentType: "image/jpeg",
    });
    const shallow = await checkMedia(db, fresh);
    expect(shallow.problems.map((p) => p.key)).not.toContain("images/ef/third-original.jpg");
    const deep = await checkMedia(db, fresh, { deep: true });
    expect(deep.problems).toContainEqual(
      expect.objectContaining({
        key: "images/ef/third-original.jpg",
        problem: "corrupted",
        detail: expect.stringMatching(/^SHA-256 [0-9a-f]{12}…, recorded [0-9a-f]{12}…$/),
      }),
    );
  });
});

describe("npm run media:migrate and media:check", () => {
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
    STORAGE: "s3",
    S3_ENDPOINT: s3server.settings.endpoint,
    S3_BUCKET: s3server.settings.bucket,
    S3_PREFIX: "scripted",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });
  const script = (name: string, ...args: string[]) =>
    run(process.execPath, [`scripts/${name}.ts`, ...args], { env: env() }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("migrates local to S3, and the check then fails on a corrupted object", async () => {
    const migrated = await script("media-migrate", "--from", "local", "--to", "s3");
    expect(migrated.stdout, migrated.stderr).toContain("copied 12, already there 0, failed 0");
    expect((await script("media-check", "--deep")).stdout).toContain("no problems found");

    const scripted = s3Storage({ ...s3server.settings, prefix: "scripted/" });
    await scripted.put("images/ab/first-original.jpg", randomBytes(5000), {
      contentType: "image/jpeg",
    });
    const checked = await script("media-check", "--deep");
    expect(checked).toMatchObject({ code: 1 });
    expect(checked.stderr).toMatch(/corrupted: media #\d+ images\/ab\/first-original\.jpg/);
    expect(checked.stdout).toContain("1 problems");
  });

  it("refuses a missing or repeated back-end", async () => {
    expect(await script("media-migrate", "--from", "s3", "--to", "s3")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage"),
    });
  });
});
