import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KIND_OFFICE } from "../../content/kind-office.ts";
import type { ItemType } from "../../content/kinds.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { findMedia, insertMedia } from "../../db/media/media.server.ts";
import { mediaStorage } from "./media-storage.server.ts";
import { addStaff } from "../../../tests/support/fixtures.ts";
import type { Actor } from "../accounts/authorize.server.ts";
import {
  kindsWithVideo,
  MAX_CAPTIONS_BYTES,
  removeCaptions,
  saveCaptions,
} from "./media-captions.server.ts";
import { subscribeEvents, type SiteEvent } from "../operations/events.server.ts";
import { actorOf } from "../../lib/http.server.ts";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "captions-test-"));

const vtt = (text: string) => new File([text], "captions.vtt", { type: "text/vtt" });
const CUE = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nสวัสดีครับ\n";

describe("the pages captions change", () => {
  it("are those of every kind whose declared fields (its own or a back-office list's) offer a video", () => {
    const declared = (Object.keys(KIND_OFFICE) as ItemType[]).filter((type) =>
      [KIND_OFFICE[type].fields, ...KIND_OFFICE[type].desks.map((d) => d.fields ?? [])].some(
        (fields) => fields.includes("video"),
      ),
    );
    expect(declared).toContain("multimedia");
    expect(kindsWithVideo().sort()).toEqual(declared.sort());
  });

  it("follow the registry: a kind that is given a video is included", async () => {
    vi.resetModules();
    vi.doMock("../../content/kind-office.ts", async (importOriginal) => {
      const registry = await importOriginal<{ KIND_OFFICE: typeof KIND_OFFICE }>();
      const general = registry.KIND_OFFICE.general;
      return {
        ...registry,
        KIND_OFFICE: {
          ...registry.KIND_OFFICE,
          general: { ...general, fields: [...general.fields, "video"] },
        },
      };
    });
    try {
      const fresh = await import("./media-captions.server.ts");
      expect(fresh.kindsWithVideo().sort()).toEqual([...kindsWithVideo(), "general"].sort());
    } finally {
      vi.doUnmock("../../content/kind-office.ts");
      vi.resetModules();
    }
  });
});

for (const database of testDatabases()) {
  describe(`video captions on ${database.name}`, () => {
    let db: Db;
    let video: number;
    let image: number;
    let actor: Actor;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      actor = actorOf(
        new Request("http://localhost/admin/library"),
        await addStaff(db, "captions.staff", "staff"),
      );
      const base = {
        hash: "h",
        original_name: "x",
        byte_size: 1,
        width: null,
        height: null,
        variants: "[]",
        placeholder: null,
        alt: "",
        caption: "",
        credit: "",
        created_at: new Date().toISOString(),
      };
      video = await insertMedia(db, {
        ...base,
        kind: "video",
        storage_key: "files/aa/video-original.webm",
        mime_type: "video/webm",
      });
      image = await insertMedia(db, {
        ...base,
        kind: "image",
        storage_key: "images/aa/image-original.jpg",
        mime_type: "image/jpeg",
      });
    });
    afterAll(() => database.close());

    it("refuses what is not WebVTT text, by content, and anything but a video", async () => {
      const media = (await findMedia(db, video))!;
      for (const [file, code, message] of [
        [null, "captions.missing", /เลือกไฟล์/],
        [vtt("1\n00:00:00,000 --> 00:00:02,000\nSRT\n"), "captions.not-webvtt", /WebVTT/],
        [
          new File([new Uint8Array([0x57, 0x45, 0xff, 0xfe])], "x.vtt"),
          "captions.not-utf8",
          /UTF-8/,
        ],
        [vtt(`WEBVTT\n\n${"ก".repeat(MAX_CAPTIONS_BYTES)}`), "upload.too-large", /512 KB/],
      ] as const)
        expect(await saveCaptions(actor, media, file)).toMatchObject({ ok: false, code, message });
      expect(await saveCaptions(actor, (await findMedia(db, image))!, vtt(CUE))).toMatchObject({
        ok: false,
        code: "captions.not-video",
      });
      expect((await findMedia(db, video))!.captions_key).toBeNull();
    });

    it("stores captions by content, replaces them and removes the old file", async () => {
      const changed: SiteEvent[] = [];
      const stop = subscribeEvents((event) => {
        if (event.type === "pages-changed") changed.push(event);
      });
      expect(await saveCaptions(actor, (await findMedia(db, video))!, vtt(CUE))).toMatchObject({
        ok: true,
      });
      stop();
      // The cached pages of every kind that can show a video, not only multimedia's.
      expect(changed).toEqual([{ type: "pages-changed", content: kindsWithVideo() }]);
      const first = (await findMedia(db, video))!.captions_key!;
      expect(first).toMatch(/^files\/[0-9a-f]{2}\/[0-9a-f]{16}-captions\.vtt$/);
      expect(await mediaStorage().head(first)).toMatchObject({
        contentType: "text/vtt; charset=utf-8",
      });
      await saveCaptions(actor, (await findMedia(db, video))!, vtt(`\uFEFF${CUE}ลาก่อน\n`));
      const second = (await findMedia(db, video))!.captions_key!;
      expect(second).not.toBe(first);
      expect(await mediaStorage().head(first)).toBeNull();
      expect(await removeCaptions(actor, (await findMedia(db, video))!)).toMatchObject({
        ok: true,
      });
      expect((await findMedia(db, video))!.captions_key).toBeNull();
      expect(await mediaStorage().head(second)).toBeNull();
    });
  });
}
