import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { toImageRef } from "../../db/media/media.server.ts";
import type { Media } from "../../db/schema.ts";
import { mediaStorage } from "../media/media-storage.server.ts";
import { subscribeEvents, type SiteEvent } from "./events.server.ts";
import { runDueJobs } from "./jobs.server.ts";
import { seedDemo } from "./seed.server.ts";
import "./worker.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function stored(key: string): Promise<boolean> {
  return (await mediaStorage().head(key)) !== null;
}

// One database: the rows and their jobs go in through the same code on both, and the backup
// tests write the demo's rows and jobs on PostgreSQL too.
for (const database of testDatabases().slice(0, 1)) {
  describe(`the demo content of a first start, on ${database.name}`, () => {
    let db: Db;
    const said: string[] = [];
    const images = () =>
      db.selectFrom("media").selectAll().where("kind", "=", "image").orderBy("id").execute();

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      await seedDemo(db, mediaStorage(), (message) => said.push(message));
    }, 60_000);
    afterAll(() => database.close());

    it("is in at once, each image shown from its original over its placeholder until its sizes are made", async () => {
      const items = await db.selectFrom("items").select("id").execute();
      expect(items.length).toBeGreaterThan(100);
      const media: Media[] = await images();
      expect(media.length).toBe(57);
      for (const image of media) {
        expect(image).toMatchObject({ status: "processing", progress: 0, variants: "[]" });
        expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
        expect(image.width! * image.height!).toBeGreaterThan(0);
        expect(await stored(image.storage_key), image.storage_key).toBe(true);
      }
      const jobs = await db.selectFrom("jobs").select(["kind", "payload", "status"]).execute();
      expect(jobs.map((job) => job.kind)).toEqual(media.map(() => "image-variants"));
      expect(jobs.map((job) => JSON.parse(job.payload) as unknown)).toEqual(
        media.map((image) => ({ mediaId: image.id })),
      );
      expect(said).toContain("demo images: web sizes of 57 queued, made in the background");
    });

    it("the worker makes an image's sizes and has the pages showing it made again", async () => {
      const heard: SiteEvent[] = [];
      const stop = subscribeEvents((event) => heard.push(event));
      let claimed = 0;
      try {
        // The queue's first job only: the rest would take a minute.
        expect(await runDueJobs("seed-test", () => claimed++ === 1)).toBe(1);
      } finally {
        stop();
      }
      const [first, ...rest] = await images();
      expect(first).toMatchObject({ status: "ready", progress: 100 });
      const variants = toImageRef(first!).variants;
      expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(
        [320, 640, 960, 1280, 1600].flatMap((w) => [`avif ${w}`, `webp ${w}`, `jpeg ${w}`]),
      );
      for (const variant of variants) expect(await stored(variant.key), variant.key).toBe(true);
      expect(heard).toContainEqual({ type: "pages-changed", content: "all" });
      expect(rest.every((image) => image.status === "processing")).toBe(true);
    });
  });
}
